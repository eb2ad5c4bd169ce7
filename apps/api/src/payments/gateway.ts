import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '@forum/contract/locale';

/** What the shop asks a card gateway for: one payment of one order. */
export type CheckoutRequest = {
  amountMinor: number;
  currency: string;
  /** Shown to the customer on the gateway's page and in the gateway's dashboard (the order number). */
  description: string;
  /** The shop's own name for the payment, kept by the gateway beside its own reference. */
  merchantReference: string;
  locale: Locale;
  /** Absolute addresses the gateway sends the browser back to. */
  successUrl: string;
  failUrl: string;
  /** Absolute address of POST /api/payments/webhook/{provider}, for gateways that take it per payment. */
  webhookUrl: string;
};

export type Checkout = {
  /** The gateway's id of this payment: its webhooks name it, so it is unique (payments.reference). */
  reference: string;
  /** Where the browser goes to pay: the gateway's hosted page. */
  redirectUrl: string;
};

/** A webhook exactly as it arrived: the signature covers the bytes, not a re-serialised object. */
export type WebhookRequest = { headers: IncomingHttpHeaders; rawBody: Buffer };

/** What a verified webhook says about one payment. */
export type PaymentEvent = {
  reference: string;
  outcome: 'paid' | 'failed';
  /** Why a payment failed, in the gateway's words (e.g. card_declined). */
  reason: string | null;
  amountMinor: number;
  currency: string;
};

/** A webhook that must change nothing: a missing or wrong signature, or a payload the gateway never sends. */
export class WebhookRefusedError extends Error {
  readonly kind: 'signature' | 'payload';

  constructor(kind: 'signature' | 'payload', message: string) {
    super(message);
    this.name = 'WebhookRefusedError';
    this.kind = kind;
  }
}

/**
 * A card gateway (decision 025): the sandbox here, Moyasar or HyperPay in production. The shop opens
 * a checkout, sends the browser to its page, and learns the outcome only from the verified webhook.
 */
export interface PaymentGateway {
  /** The {provider} of POST /payments/webhook/{provider}, stored as payments.provider. */
  readonly provider: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies the webhook's signature and reads it; throws WebhookRefusedError when it cannot be trusted. */
  parseWebhook(request: WebhookRequest): Promise<PaymentEvent>;
  /** Gives back part or all of a paid payment (decision 035); throws when the gateway refuses. */
  refund?(request: { reference: string; amountMinor: number }): Promise<{ reference: string }>;
  /**
   * Asks the gateway itself how a payment stands (a gateway whose customer returns to the site with
   * the payment's id: the answer is trusted only from the gateway's own API).
   */
  fetchPayment?(reference: string): Promise<PaymentEvent | null>;
}

// The checkout calls startCardPayment(db, order, …) with no server at hand, so the gateways the
// server was configured with are kept here, set once at start-up (server.ts).
let installed: readonly PaymentGateway[] = [];

/** The gateways the server answers webhooks for; the first one takes card payments. */
export function installPaymentGateways(gateways: readonly PaymentGateway[]) {
  installed = gateways;
}

export function cardGateway(): PaymentGateway {
  const [gateway] = installed;
  if (!gateway) throw new Error('no card payment gateway is installed (see createServer)');
  return gateway;
}

export function gatewayFor(provider: string): PaymentGateway | undefined {
  return installed.find((gateway) => gateway.provider === provider);
}

/**
 * The gateway did not answer: unreachable, timed out, or its own 5xx or 429. Nothing was done on our side
 * (the caller's transaction rolls back); the request answers 502 `gatewayUnavailable`, which a client or a
 * gateway's webhook retries later.
 */
export class GatewayUnavailableError extends Error {
  readonly statusCode = 502;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}
