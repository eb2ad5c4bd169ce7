import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalEndpoints } from '../../http/endpoint.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { readSettings, saveSettings, switchMaintenance } from './settings-service.ts';

const tags = ['console'];

/**
 * The console's settings calls (decisions 061, 066): the table's entries of packages/contract/src/console/settings.ts,
 * each needing `settings.manage`.
 */
export const settingsConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  personalEndpoints(app, tags, {
    'consoleSettings.get': [
      "The forum's settings, as the console's form edits them",
      async (_request, session) => readSettings(deps.db, session),
    ],
    'consoleSettings.update': [
      "Save the forum's settings (refused when changed since the form opened); shown at once",
      async (request, session) => saveSettings(deps, session, request.body),
    ],
    'consoleSettings.maintenance': [
      'Maintenance on or off: the public site answers 503 while it is on; the staff keep working',
      async (request, session) => switchMaintenance(deps, session, request.body.maintenance),
    ],
  });
};
