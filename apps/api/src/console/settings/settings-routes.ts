import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { readSettings, saveSettings, switchMaintenance } from './settings-service.ts';

const tags = ['console'];
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * The console's settings calls (decisions 061, 066): the table's entries of packages/contract/src/console/settings.ts,
 * each needing `settings.manage`.
 */
export const settingsConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  endpoint(
    app,
    'consoleSettings.get',
    { tags, summary: "The forum's settings, as the console's form edits them" },
    async (request, reply) => personal(reply).send({ data: await readSettings(deps.db, await request.getSession()) }),
  );

  endpoint(
    app,
    'consoleSettings.update',
    { tags, summary: "Save the forum's settings (refused when changed since the form opened); shown at once" },
    async (request, reply) =>
      personal(reply).send({ data: await saveSettings(deps, await request.getSession(), request.body) }),
  );

  endpoint(
    app,
    'consoleSettings.maintenance',
    { tags, summary: 'Maintenance on or off: the public site answers 503 while it is on; the staff keep working' },
    async (request, reply) =>
      personal(reply).send({
        data: await switchMaintenance(deps, await request.getSession(), request.body.maintenance),
      }),
  );
};
