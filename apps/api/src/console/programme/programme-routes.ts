import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleDeps } from '../console-deps.ts';

/** The console's programme calls (decision 061): the table's entries of packages/contract/src/console/programme.ts. */
export const programmeConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (_app, _deps) => {};
