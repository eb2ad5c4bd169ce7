import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleDeps } from '../console-deps.ts';

/** The console's people calls (decision 061): the table's entries of packages/contract/src/console/people.ts. */
export const peopleConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (_app, _deps) => {};
