import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// apps/web/build, seen from this file in the source tree (src/) or in the bundle (dist/)
const defaultWebBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));

import { z } from 'zod';
import { type TrustProxy, TrustProxySchema } from './http/trust-proxy.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int()
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be an absolute URL such as https://forum.example' }).optional(),
  API_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'text']).default('auto'),
  TRUST_PROXY: TrustProxySchema,
  SEED_DEMO_DATA: z.enum(['auto', 'always', 'never']).default('auto'),
  WEB_BUILD_DIR: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:pass@mail.example:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Film Forum <no-reply@forum.test>'),
  PAYMENT_SANDBOX_SECRET: z.string().min(32, 'PAYMENT_SANDBOX_SECRET must be at least 32 characters').optional(),
  /** The card gateway (decision 036): the local sandbox, never in production, or Moyasar. */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'moyasar']).default('sandbox'),
  /** A demonstration site (npm start, the CI's two processes): the sandbox is allowed in production mode. */
  DEMO_SITE: booleanFromEnv,
  MOYASAR_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, 'MOYASAR_SECRET_KEY must start with sk_test_ or sk_live_')
    .optional(),
  MOYASAR_WEBHOOK_SECRET: z.string().min(16, 'MOYASAR_WEBHOOK_SECRET must be at least 16 characters').optional(),
  MOYASAR_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(10),
  STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).max(120_000).default(25_000),
  /** How long a site search's answer is kept in memory (decision 046); 0 searches the index every time. */
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL such as https://s3.example.com' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv,
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  apiKey: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** JSON lines for a log collector, or short lines for a person; `auto`: text when standard output is a terminal. */
  logFormat: 'auto' | 'json' | 'text';
  /** Proxies in front of the site: none, a number of hops, or their addresses (never every hop). */
  trustProxy: TrustProxy;
  seedDemoData: 'auto' | 'always' | 'never';
  /** The built website; 'none' serves the API alone (development beside `react-router dev`). */
  webBuildDir: string | undefined;
  /** Without it, mail goes to the development outbox under DATA_DIR (npm run mail:outbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Files nobody but the forum may read (licences): never served as static files. */
  privateUploadsDir: string;
  /** Signs the sandbox card gateway's webhooks; without it, one is generated and kept in DATA_DIR. */
  paymentSandboxSecret: string | undefined;
  payments: {
    gateway: 'sandbox' | 'moyasar';
    isDemo: boolean;
    moyasar: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  };
  /** S3-compatible object storage for uploads and demo files; without it, the folders above (decision 028). */
  s3: S3Config | undefined;
  /** Live streams (GET /stream): how many one user may hold open across processes, and their heartbeat. */
  streams: { perUser: number; heartbeatMs: number };
  /** How long a site search's answer is kept in memory, in ms (decision 046); 0: never kept. */
  searchCacheMs: number;
};

export type S3Config = {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, …); without it, AWS in `region`. */
  endpoint: string | undefined;
  region: string;
  /** Without them, the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`, as most local and self-hosted services need. */
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/** The Node.js the project runs on (decision 045): `npm install` brings it, pinned in package.json's `node`. */
export const NODE_MAJOR = 24;

/** A warning when the server runs on another Node than the project's (a bare `node dist/main.mjs` on the system's). */
export function checkNodeVersion(version: string): string[] {
  if (Number(version.split('.')[0]) === NODE_MAJOR) return [];
  return [
    `This server runs on Node ${version}; the project runs on Node ${NODE_MAJOR} (decision 045), which npm install ` +
      'puts in node_modules/.bin and npm start uses: start it with npm start or node_modules/.bin/node',
  ];
}

/** Reads and checks the environment once, at start-up; every variable is in .env.example. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `NAME=` (as in .env.example) means unset: the default applies
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  - S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK's own credentials",
    );
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  - S3_BUCKET: S3 settings are given but no bucket to keep the files in',
    );
  }
  if (e.PAYMENT_GATEWAY === 'moyasar' && !(e.MOYASAR_SECRET_KEY && e.MOYASAR_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  - MOYASAR_SECRET_KEY, MOYASAR_WEBHOOK_SECRET: required with PAYMENT_GATEWAY=moyasar',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    apiKey: e.API_KEY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA,
    webBuildDir: e.WEB_BUILD_DIR === 'none' ? undefined : resolve(e.WEB_BUILD_DIR ?? defaultWebBuildDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    privateUploadsDir: resolve(dataDir, 'private-uploads'),
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET,
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      isDemo: e.DEMO_SITE,
      moyasar:
        e.MOYASAR_SECRET_KEY && e.MOYASAR_WEBHOOK_SECRET
          ? { secretKey: e.MOYASAR_SECRET_KEY, webhookSecret: e.MOYASAR_WEBHOOK_SECRET, apiUrl: e.MOYASAR_API_URL }
          : undefined,
    },
    streams: { perUser: e.STREAMS_PER_USER, heartbeatMs: e.STREAM_HEARTBEAT_MS },
    searchCacheMs: e.SEARCH_CACHE_MS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

/**
 * On PostgreSQL the site may run as several processes behind a load balancer (decision 028), and
 * nothing tells one process about the others. So whatever they must agree on comes from configuration
 * there: a secret that a process would otherwise generate into its own data folder refuses the start.
 * Answers the warnings that do not refuse it.
 */
export function checkForSeveralProcesses(config: Config): string[] {
  if (!config.databaseUrl) return [];
  if (!config.paymentSandboxSecret) {
    throw new ConfigError(
      'Invalid configuration:\n  - PAYMENT_SANDBOX_SECRET: required with DATABASE_URL, so that every process on the ' +
        'database checks the payment webhooks with the same secret (at least 32 characters, e.g. `openssl rand -hex 32`)',
    );
  }
  return config.s3
    ? []
    : [
        `Uploads are kept in ${config.uploadsDir}: every process on this database must share that folder, ` +
          'or set S3_BUCKET to keep them in object storage.',
      ];
}

/**
 * The local card sandbox lets anyone pay with a test card (decision 036): a production server refuses
 * to start with it, unless the site says it is a demonstration (DEMO_SITE=true, as npm start does).
 */
export function checkPaymentGateway(config: Pick<Config, 'env' | 'payments'>): void {
  if (config.env === 'production' && config.payments.gateway === 'sandbox' && !config.payments.isDemo) {
    throw new ConfigError(
      'Invalid configuration:\n  - PAYMENT_GATEWAY: the card sandbox accepts test cards from anyone and cannot run in ' +
        'production; set PAYMENT_GATEWAY=moyasar with MOYASAR_SECRET_KEY and MOYASAR_WEBHOOK_SECRET (or DEMO_SITE=true for a demonstration)',
    );
  }
}
