import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleDeps } from '../console-deps.ts';
import { auditConsoleRoutes } from './audit-routes.ts';

/** The console's frame calls (decision 061): the table's entries of packages/contract/src/console/frame.ts. */
export const frameConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  // saved views and the audit log (decision 062)
  await app.register(auditConsoleRoutes, deps);
};
