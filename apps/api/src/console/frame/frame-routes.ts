import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalEndpoint, staffOf } from '../../http/endpoint.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { auditConsoleRoutes } from './audit-routes.ts';
import { dashboardOf } from './frame-service.ts';

const tags = ['console'];

/** The console's frame calls (decision 061): the table's entries of packages/contract/src/console/frame.ts. */
export const frameConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  personalEndpoint(
    app,
    'admin.dashboard',
    { tags, summary: "What needs attention now: the counts the staff member's group may read" },
    async (request) => dashboardOf(deps.db, staffOf(request)),
  );
  // saved views and the audit log (decision 062)
  await app.register(auditConsoleRoutes, deps);
};
