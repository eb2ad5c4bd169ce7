import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { personalEndpoint } from '../http/endpoint.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { getWallet } from './wallet-service.ts';

const tags = ['after the order'];

/** The customer's wallet (decision 035); the staff's adjustments are admin calls. */
export const walletRoutes: FastifyPluginAsyncZod<{ db: Db; settings: SettingsService }> = async (
  app,
  { db, settings },
) => {
  personalEndpoint(
    app,
    'wallet.get',
    { tags, summary: 'The wallet: balance and ledger, newest first' },
    async (request, session) => getWallet(db, session, request.query, await settings.get()),
  );
};
