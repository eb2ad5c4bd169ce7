import type { envelope } from '@forum/contract/envelope';
import type { SettingsResponseSchema } from '@forum/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { endpoint } from '../http/endpoint.ts';
import type { SettingsService } from './settings-service.ts';

type SettingsAnswer = z.infer<ReturnType<typeof envelope<typeof SettingsResponseSchema>>>;

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  endpoint(
    app,
    'settings.get',
    { tags: ['site'], summary: 'Site settings and the forum dates with their location' },
    async (request, reply) => {
      const json = await settings.getAnswerJson(request.locale);
      // serialized once by the service (the hottest call of the site); a JSON string skips the serializer
      return reply
        .header('cache-control', 'public, max-age=5')
        .type('application/json; charset=utf-8')
        .send(json as unknown as SettingsAnswer);
    },
  );
};
