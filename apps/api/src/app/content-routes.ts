import type { FastifyPluginAsync } from 'fastify';
import { eventRoutes } from '../events/event-routes.ts';
import { infoRoutes } from '../info/info-routes.ts';
import type { InboxOptions } from '../mail/forum-inbox.ts';
import { mediaRoutes } from '../media/media-routes.ts';
import { sponsorshipRoutes } from '../sponsorship/sponsorship-routes.ts';

/**
 * The forum's public content besides the exhibition (registered on its own): events, the media
 * centre, sponsorship and the information pages with their forms.
 */
export const contentRoutes: FastifyPluginAsync<InboxOptions> = async (app, options) => {
  await app.register(eventRoutes, { db: options.db, settings: options.settings, siteUrl: options.siteUrl });
  await app.register(mediaRoutes, { db: options.db });
  await app.register(sponsorshipRoutes, options);
  await app.register(infoRoutes, options);
};
