import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleDeps } from '../console-deps.ts';

/** The console's content calls (decision 061): the table's entries of packages/contract/src/console/content.ts. */
export const contentConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (_app, _deps) => {};
