import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { accountRoutes } from '../accounts/account-routes.ts';
import { createAccountService } from '../accounts/account-service.ts';
import { addressRoutes } from '../addresses/address-routes.ts';
import { adminRoutes } from '../admin/admin-routes.ts';
import { authRoutes } from '../auth/auth-routes.ts';
import { cartRoutes } from '../cart/cart-routes.ts';
import { catalogueRoutes } from '../catalogue/catalogue-routes.ts';
import type { ProductPageCache } from '../catalogue/product-page-cache.ts';
import { chatRoutes } from '../chat/chat-routes.ts';
import { conferenceRoutes } from '../conference/conference-routes.ts';
import { consoleRoutes } from '../console/console-routes.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { exhibitionRoutes } from '../exhibition/exhibition-routes.ts';
import { healthRoutes } from '../health/health-routes.ts';
import { installAuth } from '../http/auth.ts';
import { refuseControlCharacters } from '../http/control-characters.ts';
import { installErrorHandling, sendError } from '../http/error-handler.ts';
import { replayOverriddenMethod } from '../http/method-override.ts';
import { allowedApiMethods, isDefinedMethod } from '../http/methods.ts';
import { invoiceRoutes } from '../invoices/invoice-routes.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createLiveHub } from '../notifications/live-hub.ts';
import { notificationRoutes } from '../notifications/notification-routes.ts';
import { orderRoutes } from '../orders/order-routes.ts';
import { transferProofRoutes } from '../orders/transfer-proof-routes.ts';
import { paymentRoutes } from '../payments/payment-routes.ts';
import { branchRoutes } from '../places/branch-routes.ts';
import { returnRoutes } from '../returns/return-routes.ts';
import { reviewRoutes } from '../reviews/review-routes.ts';
import { searchRoutes } from '../search/search-routes.ts';
import { settingsRoutes } from '../settings/settings-routes.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { specialOrderRoutes } from '../special-orders/special-order-routes.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { PictureJobs } from '../uploads/picture-jobs.ts';
import { uploadRoutes } from '../uploads/upload-routes.ts';
import { walletRoutes } from '../wallet/wallet-routes.ts';
import { wishlistRoutes } from '../wishlist/wishlist-routes.ts';
import { workshopRoutes } from '../workshops/workshop-routes.ts';
import { createWorkshopService } from '../workshops/workshop-service.ts';
import { contentRoutes } from './content-routes.ts';

export type ApiOptions = {
  db: Db;
  settings: SettingsService;
  /** The public pages of GET /products; a route that writes what a product card shows forgets them. */
  productPages: ProductPageCache;
  root: FastifyInstance;
  apiKey: string | undefined;
  secureCookies: boolean;
  mailer: Mailer;
  /** Where uploads are kept: the data folder or object storage (decision 028). */
  files: FileStore;
  /** Where a large picture's variants are queued after its upload (decision 067). */
  pictures: PictureJobs;
  /** The site's public address, for links in emails. */
  siteUrl: string;
  /** What committed transactions announce (live streams, notification emails: decision 037). */
  changes: ChangeFeed;
  /** Live streams: how many per account across processes, and their heartbeat. */
  streams: { perUser: number; heartbeatMs: number };
  /** How long a search's answer is kept (decision 046); 0 searches every time. */
  searchCacheMs?: number;
  /** Extra routes for tests of the shared mechanisms (method override, error path). */
  extraRoutes?: FastifyPluginAsync;
};

/** Everything under /api: the envelope, localized errors, sessions and the XSRF check, maintenance. */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  installErrorHandling(app);
  // Every /api path is the API's, including the unknown ones: they answer the envelope, never a page.
  const answerUnrouted = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await replayOverriddenMethod(options.root, request, reply)) return reply;
    // a method HTTP does not define is not implemented; a known path refuses another method with Allow (decision 033)
    if (!isDefinedMethod(request.method)) return sendError(request, reply, new AppError('methodNotImplemented'));
    const allowed = allowedApiMethods(request.url);
    if (allowed.length) {
      reply.header('allow', allowed.join(', '));
      return sendError(request, reply, new AppError('methodNotAllowed'));
    }
    return sendError(request, reply, new AppError('routeNotFound'));
  };
  app.setNotFoundHandler(answerUnrouted);
  app.all('/*', { schema: { hide: true } }, answerUnrouted);
  // /api and /api/ too: a site in front would otherwise answer them with a page
  app.all('/', { schema: { hide: true } }, answerUnrouted);

  app.addHook('onSend', async (_request, reply) => {
    // answers differ by language: shared caches must keep one copy per LOCALE-CODE
    reply.header('vary', 'LOCALE-CODE, Authorization, Cookie');
    // personal unless a route says its answer is the same for everyone (decision 027)
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  // before a body is read: QUERY, PROPFIND and the like are no method of this API (decision 033)
  app.addHook('onRequest', async (request) => {
    if (!isDefinedMethod(request.method)) throw new AppError('methodNotImplemented');
  });
  app.addHook('onRequest', async (request) => {
    if (request.url === '/api/health' || request.url.startsWith('/api/health?')) return;
    if (await options.settings.isMaintenance()) throw new AppError('maintenance');
  });
  installAuth(app, { db: options.db, apiKey: options.apiKey });
  refuseControlCharacters(app);

  // also at /health, outside the API (server.ts), for load balancers
  await app.register(healthRoutes, { db: options.db });
  await app.register(settingsRoutes, { settings: options.settings });
  await app.register(authRoutes, { db: options.db, secureCookies: options.secureCookies });
  const accounts = createAccountService({
    db: options.db,
    mailer: options.mailer,
    settings: options.settings,
    siteUrl: options.siteUrl,
    fileStore: options.files,
  });
  await app.register(accountRoutes, { db: options.db, accounts, secureCookies: options.secureCookies });
  await app.register(uploadRoutes, { db: options.db, files: options.files, pictures: options.pictures });
  await app.register(branchRoutes, { db: options.db });
  await app.register(exhibitionRoutes, { db: options.db });
  await app.register(catalogueRoutes, {
    db: options.db,
    settings: options.settings,
    productPages: options.productPages,
  });
  await app.register(searchRoutes, {
    db: options.db,
    changes: options.changes,
    ...(options.searchCacheMs === undefined ? {} : { cacheMs: options.searchCacheMs }),
  });
  await app.register(reviewRoutes, { db: options.db, productPages: options.productPages });
  const forum = { db: options.db, settings: options.settings, siteUrl: options.siteUrl };
  await app.register(conferenceRoutes, forum);
  await app.register(workshopRoutes, {
    ...forum,
    workshops: createWorkshopService({ ...forum, mailer: options.mailer }),
  });
  await app.register(wishlistRoutes, forum);
  await app.register(cartRoutes, { db: options.db, settings: options.settings });
  await app.register(addressRoutes, { db: options.db });
  await app.register(orderRoutes, { ...forum, mailer: options.mailer, productPages: options.productPages });
  await app.register(paymentRoutes, forum);
  await app.register(transferProofRoutes, { db: options.db, files: options.files });
  await app.register(invoiceRoutes, { db: options.db, settings: options.settings });
  await app.register(walletRoutes, { db: options.db, settings: options.settings });
  await app.register(returnRoutes, { db: options.db });
  await app.register(specialOrderRoutes, { ...forum, mailer: options.mailer });
  await app.register(adminRoutes, { db: options.db, files: options.files });
  await app.register(consoleRoutes, {
    db: options.db,
    files: options.files,
    pictures: options.pictures,
    mailer: options.mailer,
    settings: options.settings,
    siteUrl: options.siteUrl,
    changes: options.changes,
    productPages: options.productPages,
  });
  const hub = createLiveHub({
    db: options.db,
    changes: options.changes,
    mailer: options.mailer,
    settings: options.settings,
    siteUrl: options.siteUrl,
    log: app.log,
    streamsPerUser: options.streams.perUser,
    heartbeatMs: options.streams.heartbeatMs,
  });
  // open streams end first, or closing the server would wait for them
  app.addHook('preClose', async () => hub.close());
  await app.register(notificationRoutes, { db: options.db, settings: options.settings, hub });
  await app.register(chatRoutes, {
    db: options.db,
    mailer: options.mailer,
    settings: options.settings,
    siteUrl: options.siteUrl,
  });
  await app.register(contentRoutes, {
    db: options.db,
    mailer: options.mailer,
    settings: options.settings,
    siteUrl: options.siteUrl,
  });
  if (options.extraRoutes) await app.register(options.extraRoutes);
};
