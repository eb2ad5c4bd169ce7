import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { isSameSecret } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import { type PaymentEvent, type PaymentGateway, WebhookRefusedError, type WebhookRequest } from './gateway.ts';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_REFERENCE_PATTERN = /^sbx_[A-Za-z0-9_-]{24}$/;
/** A signed webhook older (or newer) than this is refused, so a captured one cannot be replayed for long. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export const SandboxEventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['payment.paid', 'payment.failed']),
  createdAt: z.string(),
  data: z.object({
    reference: z.string().regex(SANDBOX_REFERENCE_PATTERN),
    amountMinor: z.number().int().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    reason: z.string().max(200).nullable(),
  }),
});

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as Stripe signs: the timestamp is
 * signed with the body, so an old webhook cannot be passed off as new.
 */
export function signSandboxPayload(secret: string, rawBody: string | Buffer, timestamp: number): string {
  return `t=${timestamp},v1=${hmacOf(secret, timestamp, rawBody)}`;
}

/** Throws WebhookRefusedError unless the header signs exactly these bytes with this secret, recently. */
export function verifySandboxSignature(
  secret: string,
  header: string | undefined,
  rawBody: Buffer,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new WebhookRefusedError('signature', 'no signature');
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    throw new WebhookRefusedError('signature', 'malformed signature');
  }
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookRefusedError('signature', 'signature too old');
  }
  if (!isSameSecret(given, hmacOf(secret, timestamp, rawBody))) {
    throw new WebhookRefusedError('signature', 'wrong signature');
  }
}

function hmacOf(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export type SandboxGateway = PaymentGateway & {
  /** The webhook the sandbox sends about a payment: the exact body and its signature header. */
  signEvent(event: PaymentEvent): { body: string; signature: string };
};

/**
 * The local stand-in for a card gateway. Its hosted page is served by this same process
 * (sandbox-routes.ts), so its addresses are paths on the site, whatever origin the browser uses.
 */
export function createSandboxGateway(options: { secret: string }): SandboxGateway {
  const { secret } = options;
  return {
    provider: SANDBOX_PROVIDER,

    async createCheckout(request) {
      const reference = `sbx_${randomBytes(18).toString('base64url')}`;
      const language = request.locale === 'en' ? '?lang=en' : '';
      return { reference, redirectUrl: `/payment-sandbox/${reference}${language}` };
    },

    async parseWebhook(request: WebhookRequest) {
      const header = request.headers[SANDBOX_SIGNATURE_HEADER];
      verifySandboxSignature(secret, Array.isArray(header) ? header[0] : header, request.rawBody);
      let parsed: z.infer<typeof SandboxEventSchema>;
      try {
        parsed = SandboxEventSchema.parse(JSON.parse(request.rawBody.toString('utf8')));
      } catch {
        throw new WebhookRefusedError('payload', 'not a sandbox event');
      }
      return {
        reference: parsed.data.reference,
        outcome: parsed.type === 'payment.paid' ? 'paid' : 'failed',
        reason: parsed.data.reason,
        amountMinor: parsed.data.amountMinor,
        currency: parsed.data.currency,
      };
    },

    async refund() {
      // the sandbox keeps no money: a refund is accepted and named, as a gateway would
      return { reference: `sbx_rf_${randomBytes(12).toString('base64url')}` };
    },

    signEvent(event) {
      const body = JSON.stringify({
        id: `evt_${randomBytes(12).toString('base64url')}`,
        type: event.outcome === 'paid' ? 'payment.paid' : 'payment.failed',
        createdAt: new Date().toISOString(),
        data: {
          reference: event.reference,
          amountMinor: event.amountMinor,
          currency: event.currency,
          reason: event.reason,
        },
      });
      return { body, signature: signSandboxPayload(secret, body, Math.floor(Date.now() / 1000)) };
    },
  };
}

/**
 * PAYMENT_SANDBOX_SECRET, or else a random secret generated on the first start and kept in
 * DATA_DIR, so that webhooks signed before a restart still verify after it.
 */
export function sandboxSecretOf(config: Pick<Config, 'paymentSandboxSecret' | 'dataDir'>): string {
  if (config.paymentSandboxSecret) return config.paymentSandboxSecret;
  const path = join(config.dataDir, 'payment-sandbox.secret');
  const kept = readSecret(path);
  if (kept) return kept;
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // another process sharing DATA_DIR wrote it first: theirs is the one
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = readSecret(path);
  if (!written) throw new Error(`${path} does not hold a secret of at least 32 characters`);
  return written;
}

function readSecret(path: string): string | undefined {
  try {
    const secret = readFileSync(path, 'utf8').trim();
    return secret.length >= 32 ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
