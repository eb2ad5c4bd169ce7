import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// apps/web/build, seen from this file in the source tree (src/) or in the bundle (dist/)
const defaultWebBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));

import { z } from 'zod';

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
  TRUST_PROXY: booleanFromEnv,
  SEED_DEMO_DATA: z.enum(['auto', 'always', 'never']).default('auto'),
  WEB_BUILD_DIR: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:pass@mail.example:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Film Forum <no-reply@forum.test>'),
  PAYMENT_SANDBOX_SECRET: z.string().min(32, 'PAYMENT_SANDBOX_SECRET must be at least 32 characters').optional(),
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
  trustProxy: boolean;
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
};

export class ConfigError extends Error {}

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
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA,
    webBuildDir: e.WEB_BUILD_DIR === 'none' ? undefined : resolve(e.WEB_BUILD_DIR ?? defaultWebBuildDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    privateUploadsDir: resolve(dataDir, 'private-uploads'),
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET,
  };
}
