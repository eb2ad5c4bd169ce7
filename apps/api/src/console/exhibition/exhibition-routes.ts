import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleDeps } from '../console-deps.ts';

/** The console's exhibition calls (decision 061): the table's entries of packages/contract/src/console/exhibition.ts. */
export const exhibitionConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (_app, _deps) => {};
