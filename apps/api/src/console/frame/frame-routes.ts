import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleDeps } from '../console-deps.ts';

/** The console's frame calls (decision 061): the table's entries of packages/contract/src/console/frame.ts. */
export const frameConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (_app, _deps) => {};
