import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { parseQuery } from '@forum/contract/query-string';
import Fastify, { type FastifyError, type FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { createProductPageCache } from '../catalogue/product-page-cache.ts';
import { getProductPage } from '../catalogue/product-service.ts';
import type { Config } from '../config.ts';
import { type ChangeFeed, createLocalChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { onTransactionRetry } from '../db/transaction.ts';
import { healthRoutes } from '../health/health-routes.ts';
import { answerClientError } from '../http/client-error.ts';
import { compressHeadLikeGet, compression } from '../http/compression.ts';
import { limitJsonDepth } from '../http/json-body.ts';
import { installLocale } from '../http/locale.ts';
import { routeEveryMethod } from '../http/methods.ts';
import { serializeRequest } from '../http/request-log.ts';
import { trustProxyOption } from '../http/trust-proxy.ts';
import { createMailer } from '../mail/mailer.ts';
import { installPaymentGateways } from '../payments/gateway.ts';
import { createMoyasarGateway } from '../payments/moyasar-gateway.ts';
import { createSandboxGateway, sandboxSecretOf } from '../payments/sandbox-gateway.ts';
import { sandboxPaymentPages } from '../payments/sandbox-routes.ts';
import { createSettingsService } from '../settings/settings-service.ts';
import { openFileStore } from '../storage/open-file-store.ts';
import { createPictureJobs } from '../uploads/picture-jobs.ts';
import { uploadedFileRoutes } from '../uploads/uploaded-file-routes.ts';
import { createPublicPageCache } from '../web/page-cache.ts';
import { changesPublicPages } from '../web/public-writes.ts';
import { registerWebApp } from '../web/ssr.ts';
import { apiPlugin } from './api-plugin.ts';
import { completeDocument } from './openapi.ts';

export type ServerOptions = {
  config: Config;
  db: Db;
  /** The built website (apps/web/build); without it only the API is served. */
  webBuildDir?: string | undefined;
  extraApiRoutes?: FastifyPluginAsync;
  logger?: boolean;
  /** Where the log goes instead of standard output (a test reads what the server wrote). */
  logStream?: { write: (line: string) => void };
  /** How the processes on one database tell each other what to forget (`database.changes`); one process alone without it. */
  changes?: ChangeFeed;
};

// the API documentation's page: its own scripts and styles only (Swagger UI sets inline styles)
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export async function createServer(options: ServerOptions) {
  const { config, db } = options;
  const secure = config.publicUrl?.startsWith('https://') ?? false;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
    routerOptions: {
      ignoreTrailingSlash: true,
      // bracketed arrays as the site writes them (brands[]=1&brands[]=2); each route's schema coerces the rest
      querystringParser: (query) => parseQuery(query, { typed: false }),
    },
  });
  // first of all hooks, so that a refusal by any later one is told in the caller's language
  installLocale(app);
  app.setValidatorCompiler(validatorCompiler);
  // a JSON body nested too deep is refused before anything reads it (decision 044)
  limitJsonDepth(app);
  app.setSerializerCompiler(serializerCompiler);
  const changes = options.changes ?? createLocalChangeFeed();
  const settings = createSettingsService(db, changes);
  const productPages = createProductPageCache({
    load: (query, locale) => getProductPage(db, query, { locale, userId: null }),
    changes,
  });
  const pages = createPublicPageCache({ changes });
  // what another process changed is heard before the first request is served
  await changes.ready();
  const files = openFileStore(config);
  // a large picture's variants are made right after its upload, by whichever process takes the job (decision 067)
  const pictures = createPictureJobs({ db, files, log: app.log });
  app.addHook('onClose', async () => {
    await pictures.close();
    await files.close();
  });
  // a transaction run again means the lock order missed a cycle (decision 042): worth a line in the log
  const stopRetryLog = onTransactionRetry((event) => app.log.warn({ retry: event }, 'transaction run again'));
  app.addHook('onClose', async () => stopRetryLog());
  routeEveryMethod(app);
  // outside /api (pages have their own error screens): a missing file or a failure answers plain text
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = error.statusCode ?? 500;
    const status = code >= 400 && code < 500 ? code : 500;
    // only a fault of the server is an error; a client's mistake is told at info, without a stack (decision 033)
    if (status === 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status }, 'request refused');
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Something went wrong' : 'Bad request');
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });
  // a write through the API that may show on a public page forgets the kept pages of every process before it
  // answers, so the next page anyone asks for shows it (decision 031)
  app.addHook('onSend', async (request, reply, payload) => {
    if (changesPublicPages(request.method, request.url, reply.statusCode)) await pages.forget();
    return payload;
  });

  await app.register(compress, compression);
  compressHeadLikeGet(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Film forum API',
        version: '1.0.0',
        description:
          'Every answer is `{ data }` or `{ errors: [{ key, value }] }`; messages follow the `LOCALE-CODE` header (ar, en).',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    // completed from the table of endpoints: refusals, security, the API's paths only (decision 033)
    transformObject: (input) => completeDocument(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // no badge from validator.swagger.io: the page reaches only this site
    uiConfig: { validatorUrl: null },
    staticCSP: DOCS_CSP,
  });

  // also under /api (api-plugin.ts); this one is outside the API's maintenance switch by design
  await app.register(healthRoutes, { db });
  // card payments go to the sandbox gateway; its hosted page is outside /api (decision 025)
  const sandboxGateway = createSandboxGateway({ secret: sandboxSecretOf(config) });
  // Moyasar when configured (decision 036): then the sandbox takes no payment and no webhook
  const moyasar = config.payments?.moyasar;
  installPaymentGateways(
    config.payments?.gateway === 'moyasar' && moyasar ? [createMoyasarGateway(moyasar)] : [sandboxGateway],
  );
  await app.register(sandboxPaymentPages, { db, settings, gateway: sandboxGateway, webBuildDir: options.webBuildDir });
  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'mail-outbox'),
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  await app.register(apiPlugin, {
    prefix: '/api',
    mailer,
    files,
    pictures,
    siteUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    db,
    settings,
    productPages,
    root: app,
    apiKey: config.apiKey,
    secureCookies: secure,
    changes,
    streams: config.streams,
    searchCacheMs: config.searchCacheMs,
    ...(options.extraApiRoutes ? { extraRoutes: options.extraApiRoutes } : {}),
  });

  await app.register(uploadedFileRoutes, { files, pictures });

  const webBuildDir = options.webBuildDir;
  if (webBuildDir && existsSync(join(webBuildDir, 'server/index.js'))) {
    await app.register(fastifyStatic, {
      root: join(webBuildDir, 'client'),
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders: (reply, path) => {
        // fingerprinted assets never change; the rest (favicon, robots.txt) may
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    const build = (await import(pathToFileURL(join(webBuildDir, 'server/index.js')).href)) as ServerBuild;
    await registerWebApp(app, { build, secure, publicUrl: config.publicUrl, settings, pages });
  }

  return { app, settings, productPages, pages, pictures };
}
