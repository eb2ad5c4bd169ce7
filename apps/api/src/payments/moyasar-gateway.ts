import { z } from 'zod';
import { isSameSecret } from '../auth/tokens.ts';
import {
  GatewayUnavailableError,
  type PaymentEvent,
  type PaymentGateway,
  WebhookRefusedError,
  type WebhookRequest,
} from './gateway.ts';

export const MOYASAR_PROVIDER = 'moyasar';
export const MOYASAR_API_URL = 'https://api.moyasar.com/v1';

export type MoyasarOptions = {
  /** The secret API key (sk_test_… or sk_live_…): HTTP Basic user name, empty password. */
  secretKey: string;
  /** The webhook's shared secret, set in Moyasar's dashboard: sent as secret_token in every webhook. */
  webhookSecret: string;
  apiUrl?: string;
  fetch?: typeof fetch;
};

// Moyasar's hosted invoice: its page takes the card and runs 3-D Secure; its id is our reference.
const InvoiceSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  url: z.string().optional(),
  payments: z
    .array(z.object({ id: z.string(), status: z.string(), amount: z.number().int(), currency: z.string() }))
    .optional()
    .default([]),
});

const WebhookSchema = z.object({
  id: z.string(),
  type: z.string(),
  secret_token: z.string(),
  data: z.object({ id: z.string(), invoice_id: z.string().nullish() }).passthrough(),
});

export class MoyasarError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'MoyasarError';
    this.status = status;
  }
}

/**
 * Moyasar, as its public documentation describes it (decision 036): the server creates an invoice
 * (amount in halalas, currency, description, callback and return addresses, metadata) with the secret
 * key over HTTP Basic; the customer pays on its hosted page (3-D Secure there); a webhook names the
 * payment and carries the dashboard's secret token, compared in constant time; whatever it says,
 * the outcome is read back from Moyasar's own API (status, amount, currency) before anything changes.
 * Refunds go to POST /payments/{id}/refund.
 */
export function createMoyasarGateway(options: MoyasarOptions): PaymentGateway {
  const apiUrl = (options.apiUrl ?? MOYASAR_API_URL).replace(/\/$/, '');
  const send = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await send(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
      text = await response.text();
    } catch (error) {
      // unreachable or timed out: an outage, not a fault of ours (502, decision 042)
      throw new GatewayUnavailableError(`Moyasar ${method} ${path} did not answer`, { cause: error });
    }
    if (response.status >= 500 || response.status === 429) {
      throw new GatewayUnavailableError(`Moyasar ${method} ${path} answered ${response.status}`);
    }
    if (!response.ok) throw new MoyasarError(response.status, `Moyasar ${method} ${path} answered ${response.status}`);
    return JSON.parse(text) as unknown;
  }

  async function readInvoice(id: string): Promise<PaymentEvent | null> {
    const invoice = InvoiceSchema.parse(await call('GET', `/invoices/${encodeURIComponent(id)}`));
    const paid = invoice.payments.find((payment) => payment.status === 'paid');
    const failed = invoice.payments.at(-1);
    if (invoice.status === 'paid' && paid) {
      return {
        reference: invoice.id,
        outcome: 'paid',
        reason: null,
        amountMinor: paid.amount,
        currency: paid.currency,
      };
    }
    if (failed?.status === 'failed') {
      return {
        reference: invoice.id,
        outcome: 'failed',
        reason: 'card_declined',
        amountMinor: failed.amount,
        currency: failed.currency,
      };
    }
    return null;
  }

  return {
    provider: MOYASAR_PROVIDER,

    async createCheckout(request) {
      const invoice = InvoiceSchema.parse(
        await call('POST', '/invoices', {
          amount: request.amountMinor,
          currency: request.currency,
          description: request.description,
          callback_url: request.webhookUrl,
          success_url: request.successUrl,
          back_url: request.failUrl,
          metadata: { order: request.merchantReference, locale: request.locale },
        }),
      );
      if (!invoice.url) throw new MoyasarError(502, 'Moyasar answered an invoice without its page');
      return { reference: invoice.id, redirectUrl: invoice.url };
    },

    async parseWebhook(request: WebhookRequest) {
      let parsed: z.infer<typeof WebhookSchema>;
      try {
        parsed = WebhookSchema.parse(JSON.parse(request.rawBody.toString('utf8')));
      } catch {
        throw new WebhookRefusedError('signature', 'not a Moyasar webhook');
      }
      if (!isSameSecret(parsed.secret_token, options.webhookSecret)) {
        throw new WebhookRefusedError('signature', 'wrong secret token');
      }
      const reference = parsed.data.invoice_id ?? parsed.data.id;
      // the body is only a hint: the outcome is Moyasar's own answer about the invoice
      const event = await readInvoice(reference).catch((error: unknown) => {
        if (error instanceof MoyasarError && error.status === 404) return null;
        throw error;
      });
      if (!event) throw new WebhookRefusedError('payload', 'the invoice is not settled');
      return event;
    },

    fetchPayment: readInvoice,

    async refund({ reference, amountMinor }) {
      const invoice = InvoiceSchema.parse(await call('GET', `/invoices/${encodeURIComponent(reference)}`));
      const paid = invoice.payments.find((payment) => payment.status === 'paid' || payment.status === 'refunded');
      if (!paid) throw new MoyasarError(409, 'the invoice has no paid payment to refund');
      const refunded = z
        .object({ id: z.string() })
        .parse(await call('POST', `/payments/${encodeURIComponent(paid.id)}/refund`, { amount: amountMinor }));
      return { reference: refunded.id };
    },
  };
}
