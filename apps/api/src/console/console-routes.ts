import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleDeps } from './console-deps.ts';
import { contentConsoleRoutes } from './content/content-routes.ts';
import { exhibitionConsoleRoutes } from './exhibition/exhibition-routes.ts';
import { frameConsoleRoutes } from './frame/frame-routes.ts';
import { peopleConsoleRoutes } from './people/people-routes.ts';
import { programmeConsoleRoutes } from './programme/programme-routes.ts';
import { settingsConsoleRoutes } from './settings/settings-routes.ts';

/**
 * The staff console's API under /api/admin (decision 061), one plugin per part: the frame (dashboard,
 * audit log, saved views), people, the programme, the exhibition, content and settings. Every entry of
 * the endpoint table under /admin names its permission, which `endpoint()` checks before the body is read.
 */
export const consoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  await app.register(frameConsoleRoutes, deps);
  await app.register(peopleConsoleRoutes, deps);
  await app.register(programmeConsoleRoutes, deps);
  await app.register(exhibitionConsoleRoutes, deps);
  await app.register(contentConsoleRoutes, deps);
  await app.register(settingsConsoleRoutes, deps);
};
