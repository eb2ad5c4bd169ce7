import type { Locale } from '@forum/contract/locale';
import type { PaymentFailure } from '@forum/contract/order-rules';
import type { PaymentStart, PaymentWebhookResponse } from '@forum/contract/orders';
import { requireAccess, shopper } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { settleOrder } from '../orders/order-money.ts';
import { lockOrder, moveOrder, SYSTEM } from '../orders/order-moves.ts';
import { findOwnOrder } from '../orders/order-queries.ts';
import { cardGateway, gatewayFor, type PaymentEvent, WebhookRefusedError, type WebhookRequest } from './gateway.ts';
import {
  findLatestPayment,
  findOpenPayments,
  findPaymentByKey,
  findPaymentWithOrder,
  insertPayment,
  lockPayment,
  updatePayment,
} from './payment-queries.ts';

export type PayableOrder = {
  id: number;
  number: string;
  userId: number;
  totalMinor: number;
  walletMinor: number;
  currency: string;
};

/** The site's page that tells the customer how the payment ended (no prefix for Arabic). */
export function confirmationPath(outcome: 'success' | 'fail', orderId: number, locale: Locale): string {
  return `${locale === 'en' ? '/en' : ''}/confirm-transaction/${outcome}/${orderId}`;
}

/**
 * Opens a card payment of the order at the gateway: a new attempt (a pending payments row) each
 * time, so a customer whose card was declined simply starts again; the same idempotency key again
 * answers its attempt instead. Nothing changes the order here: only the gateway's verified webhook
 * does (receivePaymentWebhook).
 */
export async function startCardPayment(
  db: Db,
  order: PayableOrder,
  options: { siteUrl: string; locale: Locale; idempotencyKey?: string | undefined },
): Promise<PaymentStart> {
  const idempotencyKey = options.idempotencyKey ?? null;
  const earlier = idempotencyKey ? await findPaymentByKey(db, order.id, idempotencyKey) : undefined;
  if (earlier?.redirectUrl) return { redirectUrl: earlier.redirectUrl };
  const gateway = cardGateway();
  const { siteUrl, locale } = options;
  // what the wallet paid is not charged to the card (decision 035)
  const amountMinor = order.totalMinor - order.walletMinor;
  const checkout = await gateway.createCheckout({
    amountMinor,
    currency: order.currency,
    description: order.number,
    merchantReference: order.number,
    locale,
    successUrl: `${siteUrl}${confirmationPath('success', order.id, locale)}`,
    failUrl: `${siteUrl}${confirmationPath('fail', order.id, locale)}`,
    webhookUrl: `${siteUrl}/api/payments/webhook/${gateway.provider}`,
  });
  const isNew = await insertPayment(db, {
    orderId: order.id,
    provider: gateway.provider,
    reference: checkout.reference,
    amountMinor,
    currency: order.currency,
    redirectUrl: checkout.redirectUrl,
    idempotencyKey,
  });
  // the same key sent twice at once: the attempt recorded first is the answer (this checkout stays unused)
  const first = !isNew && idempotencyKey ? await findPaymentByKey(db, order.id, idempotencyKey) : undefined;
  return { redirectUrl: first?.redirectUrl ?? checkout.redirectUrl };
}

/** POST /orders/{id}/payments: the customer pays (again) their own card order that still waits for it. */
export async function startOrderPayment(
  db: Db,
  session: Session | null,
  orderId: number,
  options: { siteUrl: string; locale: Locale; idempotencyKey: string | undefined },
): Promise<PaymentStart> {
  const user = requireAccess(session, shopper);
  const order = await findOwnOrder(db, user.id, orderId);
  if (!order) throw new AppError('notFound');
  if (order.paymentMethod !== 'card') throw new AppError('orderNotPaidByCard');
  if (order.status !== 'awaiting_payment') throw new AppError('orderNotAwaitingPayment');
  return startCardPayment(db, order, options);
}

/**
 * POST /orders/{id}/payment-method: the customer pays their card order, still waiting for its money,
 * another way (a transfer or cash on delivery). Locked with the order, so a card payment arriving at
 * the same moment is applied either before (the order is paid: refused here) or after (the money is
 * recorded on the payment for the staff to refund, as for a cancelled order).
 */
export async function changePaymentMethod(
  db: Db,
  session: Session | null,
  orderId: number,
  paymentMethod: 'bank_transfer' | 'cash_on_delivery',
) {
  const user = requireAccess(session, shopper);
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId, user.id);
    if (!order) throw new AppError('notFound');
    if (order.paymentMethod !== 'card') throw new AppError('orderNotPaidByCard');
    if (order.status !== 'awaiting_payment') throw new AppError('orderNotAwaitingPayment');
    // a move of the order's table (decision 035), written to its timeline
    return moveOrder(
      tx,
      order,
      paymentMethod === 'bank_transfer' ? 'pay_by_transfer' : 'pay_on_delivery',
      { id: user.id, role: 'customer' },
      { changes: { paymentMethod } },
    );
  });
}

/** POST /payments/webhook/{provider}: the one place where a card payment changes an order. */
export async function receivePaymentWebhook(
  db: Db,
  provider: string,
  request: WebhookRequest,
): Promise<PaymentWebhookResponse> {
  const gateway = gatewayFor(provider);
  if (!gateway) throw new AppError('notFound');
  let event: PaymentEvent;
  try {
    event = await gateway.parseWebhook(request);
  } catch (error) {
    if (!(error instanceof WebhookRefusedError)) throw error;
    if (error.kind === 'signature') throw new AppError('paymentSignature');
    throw new AppError('validation', { fields: [{ key: 'body', messageKey: 'invalidValue' }] });
  }
  return applyPaymentEvent(db, provider, event);
}

/**
 * Applies a verified event once. Gateways deliver at least once, so the same event again finds the
 * payment settled and changes nothing. A payment once paid stays paid; a "paid" after a "failed"
 * is applied, because the money was taken. The order becomes paid only while it waits for its
 * payment: money arriving for a cancelled (or already paid) order is recorded on the payment for
 * the staff to refund, and the order keeps its status.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
): Promise<PaymentWebhookResponse> {
  return inTransaction(db, async (tx) => {
    // the order first, then its payment: the lock order of every money move (decision 042)
    const known = await findPaymentWithOrder(tx, event.reference);
    if (!known || known.provider !== provider) throw new AppError('notFound');
    const order = await lockOrder(tx, known.orderId);
    const payment = await lockPayment(tx, event.reference);
    if (!payment) throw new AppError('notFound');
    if (payment.amountMinor !== event.amountMinor || payment.currency !== event.currency) {
      throw new AppError('paymentAmountMismatch');
    }
    const answer = (status: 'paid' | 'failed') => ({ reference: payment.reference, status });
    if (payment.status === 'paid') return answer('paid');
    if (payment.status === event.outcome) return answer(event.outcome);

    const now = new Date();
    if (event.outcome === 'failed') {
      await updatePayment(tx, payment.id, {
        status: 'failed',
        failureReason: event.reason ?? 'failed',
        completedAt: now,
      });
      if (order?.status === 'awaiting_payment') {
        await notify(tx, {
          userId: order.userId,
          kind: 'payment_failed',
          data: { orderId: order.id, number: order.number },
        });
      }
      return answer('failed');
    }

    const isAwaiting = order?.status === 'awaiting_payment';
    // paid, its timeline entry and its tax invoice in this one transaction (decision 035)
    if (order && isAwaiting) await settleOrder(tx, order, 'pay', SYSTEM);
    await updatePayment(tx, payment.id, {
      status: 'paid',
      failureReason: isAwaiting ? null : `paid while the order was ${order?.status ?? 'gone'}: to be refunded`,
      completedAt: now,
    });
    return answer('paid');
  });
}

export type CheckoutView = NonNullable<Awaited<ReturnType<typeof findPaymentWithOrder>>>;

/** A payment as the gateway's hosted page shows it (the sandbox's page: it keeps no records of its own). */
export async function findCheckout(db: Db, provider: string, reference: string): Promise<CheckoutView | undefined> {
  const payment = await findPaymentWithOrder(db, reference);
  return payment?.provider === provider ? payment : undefined;
}

/** The gateway's reasons, grouped as the order's pages tell them. */
const FAILURES: Record<string, PaymentFailure> = {
  card_declined: 'declined',
  insufficient_funds: 'declined',
  expired_card: 'expired',
  authentication_failed: 'authentication',
};

/**
 * Why the order's latest card attempt failed, while the order still waits for its payment (null when
 * the latest attempt is still open, or none failed).
 */
export async function paymentFailureOf(db: Db, orderId: number): Promise<PaymentFailure | null> {
  const latest = await findLatestPayment(db, orderId);
  if (latest?.status !== 'failed') return null;
  return FAILURES[latest.failureReason ?? ''] ?? 'other';
}

/**
 * POST /orders/{id}/payments/check: the customer is back from the gateway's page. For a gateway that
 * can be asked (Moyasar, decision 036), the order's open attempts are read from the gateway's own API
 * and applied as its webhook would be (once; status, amount and currency checked), so the page shows
 * the outcome even before the webhook arrives. Nothing the browser says is believed.
 */
export async function checkCardPayment(db: Db, session: Session | null, orderId: number) {
  const user = requireAccess(session, shopper);
  const order = await findOwnOrder(db, user.id, orderId);
  if (!order) throw new AppError('notFound');
  if (order.paymentMethod !== 'card') throw new AppError('orderNotPaidByCard');
  if (order.status !== 'awaiting_payment') return order;
  for (const attempt of await findOpenPayments(db, order.id)) {
    const gateway = gatewayFor(attempt.provider);
    const event = gateway?.fetchPayment ? await gateway.fetchPayment(attempt.reference) : null;
    if (!event || event.reference !== attempt.reference) continue;
    try {
      await applyPaymentEvent(db, attempt.provider, event);
    } catch (error) {
      // an amount or currency other than the attempt's stays for the staff, as from a webhook
      if (!(error instanceof AppError && error.code === 'paymentAmountMismatch')) throw error;
    }
  }
  return (await findOwnOrder(db, user.id, orderId)) ?? order;
}
