import type { Locale } from '@forum/contract/locale';
import { formatMoney } from '@forum/contract/money';
import { CANCELLABLE_STATUSES, type OrderStatus } from '@forum/contract/order-rules';
import type { CreateOrderFields, Order, OrderSummary, OrderTimelineEntry } from '@forum/contract/orders';
import { findOwnAddress } from '../addresses/address-queries.ts';
import { presentSnapshot, snapshotOf } from '../addresses/address-service.ts';
import { requireAccess, shopper } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import { clearCart, lockCart, setCartCoupon } from '../cart/cart-queries.ts';
import { type CartContext, evaluateCart } from '../cart/cart-service.ts';
import type { Db } from '../db/client.ts';
import type { Localized } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { assertSameRequest, requestHashOf } from '../http/idempotency-key.ts';
import { findInvoiceOf } from '../invoices/invoice-queries.ts';
import { pick } from '../localize.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orderPlacedMail } from '../mail/templates.ts';
import { paymentFailureOf } from '../payments/payment-service.ts';
import { canReturnOrder } from '../returns/return-service.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { lockedBalance, moveWallet } from '../wallet/wallet-service.ts';
import { findShipmentType } from './checkout-queries.ts';
import { refundCancelled, settleOrder } from './order-money.ts';
import { type Actor, findTimeline, moveOrder, recordPlaced, SYSTEM } from './order-moves.ts';
import {
  deleteRedemption,
  findCustomer,
  findOrder,
  findOrderByKey,
  findOrderItems,
  findOrderPage,
  findOrderShipmentType,
  findOwnOrder,
  insertOrder,
  insertOrderItems,
  insertRedemption,
  lockCartProducts,
  lockCoupon,
  lockProducts,
  moveStock,
  type OrderRow,
  setOrderNumber,
  setWalletPart,
} from './order-queries.ts';
import { latestProofOf, presentProof } from './transfer-proofs.ts';

const toRiyals = (minor: number) => minor / 100;

/**
 * FF-{year}-{number}: readable on the phone to the forum's staff. Counted from 1000 up so that new
 * orders never meet the numbers of the orders imported with the demo data.
 */
export function orderNumberOf(orderId: number, createdAt: Date): string {
  const year = new Intl.DateTimeFormat('en-u-nu-latn', { year: 'numeric', timeZone: 'Asia/Riyadh' }).format(createdAt);
  return `FF-${year}-${String(1000 + orderId).padStart(6, '0')}`;
}

/** A new order's state: a card or a transfer waits for its money; cash on delivery waits for the staff. */
function initialStatusOf(method: CreateOrderFields['paymentMethod']): OrderStatus {
  return method === 'cash_on_delivery' ? 'pending' : 'awaiting_payment';
}

export type PlacedOrder = { order: OrderRow; isNew: boolean };

/**
 * Makes an order of the customer's cart, in one transaction: the cart is locked (one checkout at a
 * time per customer), then its products and its coupon; stock, options, prices and the coupon's
 * rules are checked again as they are now; the order keeps its lines, totals and address as they
 * were; stock is decremented; the coupon's use is recorded; the cart is emptied. The same
 * idempotency key answers the order it already made.
 */
export async function placeOrder(
  db: Db,
  session: Session | null,
  fields: CreateOrderFields,
  context: CartContext,
): Promise<PlacedOrder> {
  const user = requireAccess(session, shopper);
  const key = fields.idempotencyKey ?? null;
  const requestHash = key ? requestHashOf('orders.place', { userId: user.id, ...fields }) : null;
  return inTransaction(db, async (tx) => {
    const cart = await lockCart(tx, user.id, 'products');
    if (key && requestHash) {
      const done = await findOrderByKey(tx, user.id, key);
      if (done) {
        assertSameRequest(done.requestHash, requestHash);
        return { order: done, isNew: false };
      }
    }

    const shipment = await findShipmentType(tx, fields.shipmentType);
    if (!shipment) {
      throw new AppError('validation', { fields: [{ key: 'shipmentType', messageKey: 'invalidOption' }] });
    }
    let address: ReturnType<typeof snapshotOf> | null = null;
    if (shipment.needsAddress) {
      if (fields.address == null) {
        throw new AppError('addressRequired', { fields: [{ key: 'address', messageKey: 'mustChooseAddress' }] });
      }
      const own = await findOwnAddress(tx, user.id, fields.address);
      if (!own) throw new AppError('notFound', { fields: [{ key: 'address', messageKey: 'notFound' }] });
      address = snapshotOf(own);
    }

    const locked = await lockCartProducts(tx, cart.id);
    if (cart.couponId !== null) await lockCoupon(tx, cart.couponId);
    // priced under the locks: nothing it depends on can change before the commit
    const { lines, coupon, couponRefusal, totals } = await evaluateCart(
      tx,
      user.id,
      cart,
      context,
      shipment.priceMinor,
    );
    if (lines.length === 0) {
      throw new AppError('cartEmpty', { fields: [{ key: 'error', messageKey: 'cartEmptyAtCheckout' }] });
    }
    // a coupon that no longer holds is not dropped silently: the customer removes it in the cart
    if (coupon && couponRefusal) throw new AppError('couponRefused', { fields: [{ key: 'code', ...couponRefusal }] });
    assertAvailable(lines, locked, context.locale);
    // the wallet pays what it can (decision 035); its row is locked last, after the cart's locks, so
    // concurrent spends of one balance wait for each other. An order it pays whole is placed as a
    // wallet order awaiting its payment, so the timeline reads place, then pay, with no silent step.
    const walletMinor = fields.useWallet ? Math.min(await lockedBalance(tx, user.id), totals.minor.totalFinalPrice) : 0;
    const paidByWallet = walletMinor > 0 && walletMinor === totals.minor.totalFinalPrice;

    const now = new Date();
    const created = await insertOrder(tx, {
      number: `pending-${user.id}-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
      userId: user.id,
      status: paidByWallet ? 'awaiting_payment' : initialStatusOf(fields.paymentMethod),
      paymentMethod: paidByWallet ? 'wallet' : fields.paymentMethod,
      shipmentTypeId: shipment.id,
      shippingAddress: address,
      couponCode: coupon?.code ?? null,
      totals: totals.totals,
      totalMinor: totals.minor.totalFinalPrice,
      currency: context.currency,
      idempotencyKey: key,
      requestHash,
      notes: fields.notes ?? null,
      createdAt: now,
    });
    const number = orderNumberOf(created.id, now);
    await setOrderNumber(tx, created.id, number);
    let placed: OrderRow = { ...created, number };
    await recordPlaced(tx, placed, user.id);
    await insertOrderItems(
      tx,
      lines.map((line) => ({
        orderId: created.id,
        productId: line.row.product.id,
        name: line.row.product.name,
        quantity: line.row.item.quantity,
        unitPriceMinor: line.unitPriceMinor,
        options: line.options.map((value) => ({
          optionId: value.option.id,
          valueId: value.id,
          name: joinLocalized(value.option.name, value.name),
        })),
      })),
    );
    if (coupon) {
      await insertRedemption(tx, { couponId: coupon.id, userId: user.id, orderId: created.id, createdAt: now });
    }
    for (const [productId, quantity] of quantitiesOf(lines)) await moveStock(tx, productId, quantity);
    await clearCart(tx, cart.id);
    await setCartCoupon(tx, cart.id, null);
    if (walletMinor > 0) placed = await payFromWallet(tx, placed, walletMinor);
    return { order: placed, isNew: true };
  });
}

/**
 * Takes `spend` from the wallet for a new order, in the order's transaction (decision 035): the key
 * makes the spend happen once. When it pays everything, the order is paid by the wallet at once.
 */
async function payFromWallet(tx: Db, order: OrderRow, spend: number): Promise<OrderRow> {
  await moveWallet(tx, {
    userId: order.userId,
    amountMinor: -spend,
    reason: 'order_payment',
    key: `order-payment:${order.id}`,
    orderId: order.id,
  });
  const updated = await setWalletPart(tx, order.id, spend);
  if (!updated) throw new Error('order gone');
  if (spend < updated.totalMinor) return updated;
  return settleOrder(tx, updated, 'pay', SYSTEM);
}

function joinLocalized(option: Localized, value: Localized): Localized {
  return { ar: `${option.ar}: ${value.ar}`, en: `${option.en}: ${value.en}` };
}

function quantitiesOf(lines: Awaited<ReturnType<typeof evaluateCart>>['lines']): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    wanted.set(line.row.product.id, (wanted.get(line.row.product.id) ?? 0) + line.row.item.quantity);
  }
  return wanted;
}

/** Every product still offered and in stock for all the lines that hold it; else the first problem, by name. */
function assertAvailable(
  lines: Awaited<ReturnType<typeof evaluateCart>>['lines'],
  locked: Awaited<ReturnType<typeof lockCartProducts>>,
  locale: Locale,
) {
  for (const [productId, quantity] of quantitiesOf(lines)) {
    const product = locked.find((row) => row.id === productId);
    const name = pick(product?.name, locale);
    if (!product?.isActive || product.stock <= 0) {
      throw new AppError('notEnoughStock', {
        fields: [{ key: 'error', messageKey: 'productUnavailable', params: { name } }],
      });
    }
    if (product.stock < quantity) {
      throw new AppError('notEnoughStock', {
        fields: [{ key: 'error', messageKey: 'notEnoughStockOf', params: { name, available: product.stock } }],
      });
    }
  }
}

// ---------------------------------------------------------------- reading orders

function summaryOf(row: OrderRow, items: Awaited<ReturnType<typeof findOrderItems>>): OrderSummary {
  const own = items.filter((entry) => entry.item.orderId === row.id);
  const first = own.find((entry) => entry.product !== null);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    itemsCount: own.reduce((total, entry) => total + entry.item.quantity, 0),
    finalPrice: toRiyals(row.totalMinor),
    currency: row.currency,
    image: first?.product ? { url: first.product.imageUrl } : null,
  };
}

export async function presentOrder(db: Db, row: OrderRow, locale: Locale): Promise<Order> {
  const [items, shipment] = await Promise.all([
    findOrderItems(db, [row.id]),
    findOrderShipmentType(db, row.shipmentTypeId),
  ]);
  return {
    ...summaryOf(row, items),
    items: items.map(({ item, product }) => ({
      id: item.id,
      product: product ? { id: product.id, slug: product.slug, image: { url: product.imageUrl } } : null,
      name: pick(item.name, locale),
      options: item.options.map((option) => pick(option.name, locale)),
      quantity: item.quantity,
      unitPrice: toRiyals(item.unitPriceMinor),
      lineTotal: toRiyals(item.unitPriceMinor * item.quantity),
    })),
    totals: row.totals as Order['totals'],
    coupon: row.couponCode,
    shipmentType: shipment
      ? { id: shipment.id, name: pick(shipment.name, locale), daysMin: shipment.daysMin, daysMax: shipment.daysMax }
      : null,
    address: presentSnapshot(row.shippingAddress, locale),
    notes: row.notes,
    paidAt: row.paidAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    canCancel: CANCELLABLE_STATUSES.includes(row.status),
    canPay: row.paymentMethod === 'card' && row.status === 'awaiting_payment',
    paymentFailure:
      row.paymentMethod === 'card' && row.status === 'awaiting_payment' ? await paymentFailureOf(db, row.id) : null,
    ...(await afterSalesOf(db, row)),
  };
}

/** What the order page shows after the order (decision 035): money, timeline, proof, what can be done next. */
async function afterSalesOf(db: Db, row: OrderRow) {
  const [timeline, proof, invoice, returnable] = await Promise.all([
    findTimeline(db, row.id),
    latestProofOf(db, row.id),
    findInvoiceOf(db, row.id),
    canReturnOrder(db, row),
  ]);
  return {
    walletPaid: toRiyals(row.walletMinor),
    amountDue: toRiyals(row.paidAt || row.status === 'cancelled' ? 0 : row.totalMinor - row.walletMinor),
    refunded: toRiyals(row.refundedMinor),
    trackingNumber: row.trackingNumber,
    timeline: timeline.map((entry) => ({
      action: entry.action as OrderTimelineEntry['action'],
      ...(entry.fromStatus ? { from: entry.fromStatus } : {}),
      to: entry.toStatus,
      by: entry.actorRole as OrderTimelineEntry['by'],
      at: entry.createdAt.toISOString(),
      note: entry.note,
    })),
    transferProof: proof ? presentProof(proof) : null,
    canSendTransferProof:
      row.paymentMethod === 'bank_transfer' && row.status === 'awaiting_payment' && row.totalMinor > row.walletMinor,
    canReturn: returnable,
    hasInvoice: invoice !== null,
  };
}

export async function listOrders(
  db: Db,
  session: Session | null,
  query: { page: number; perPage: number; status?: OrderStatus | undefined },
) {
  const user = requireAccess(session, shopper);
  const { rows, total } = await findOrderPage(db, user.id, query);
  const items = await findOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => summaryOf(row, items)), total };
}

export async function getOrder(db: Db, session: Session | null, orderId: number, locale: Locale) {
  const user = requireAccess(session, shopper);
  const row = await findOwnOrder(db, user.id, orderId);
  if (!row) throw new AppError('notFound');
  return { order: await presentOrder(db, row, locale) };
}

/**
 * Cancels an order the forum has not started on: its units go back to stock and its coupon use is
 * given back. Anything later is for the staff (a return, a refund).
 */
export async function cancelOrder(db: Db, session: Session | null, orderId: number, locale: Locale) {
  const user = requireAccess(session, shopper);
  const row = await inTransaction(db, async (tx) => {
    const own = await findOwnOrder(tx, user.id, orderId, { lock: true });
    if (!own) throw new AppError('notFound');
    if (!CANCELLABLE_STATUSES.includes(own.status)) {
      throw new AppError('orderNotCancellable', { fields: [{ key: 'error', messageKey: 'orderNotCancellable' }] });
    }
    return cancelLockedOrder(tx, own, { id: user.id, role: 'customer' });
  });
  return { order: await presentOrder(db, row, locale) };
}

/**
 * Cancels a locked order (the customer's or the staff's move): its units go back to stock, its
 * coupon use is given back, and whatever was paid goes back once (refundCancelled).
 */
export async function cancelLockedOrder(tx: Db, own: OrderRow, actor: Actor, note?: string | null) {
  const items = await findOrderItems(tx, [own.id]);
  const back = new Map<number, number>();
  for (const { item } of items) {
    if (item.productId !== null) back.set(item.productId, (back.get(item.productId) ?? 0) + item.quantity);
  }
  await lockProducts(tx, [...back.keys()]);
  for (const [productId, quantity] of back) await moveStock(tx, productId, -quantity);
  await deleteRedemption(tx, own.id);
  const cancelled = await moveOrder(tx, own, 'cancel', actor, { note: note ?? null });
  await refundCancelled(tx, cancelled, actor.role === 'staff' ? actor.id : null);
  return (await findOrder(tx, own.id)) ?? cancelled;
}

/** The receipt of a new order, to the customer, in the language they ordered in. */
export async function emailReceipt(
  options: { db: Db; mailer: Mailer; settings: SettingsService; siteUrl: string },
  userId: number,
  order: Order,
  locale: Locale,
) {
  const customer = await findCustomer(options.db, userId);
  if (!customer?.email) return;
  const stored = await options.settings.get();
  const mail = orderPlacedMail(
    { locale, siteName: pick(stored.site.name, locale), siteUrl: options.siteUrl },
    {
      name: customer.firstName ?? '',
      orderId: order.id,
      number: order.number,
      total: formatMoney(order.finalPrice, locale, order.currency),
      // "2 × Name (options)"
      items: order.items.map((item) => {
        const options = item.options.length > 0 ? ` (${item.options.join(locale === 'ar' ? '، ' : ', ')})` : '';
        return `${item.quantity} × ${item.name}${options}`;
      }),
      paymentMethod: order.paymentMethod,
    },
  );
  await options.mailer.send({ to: customer.email, ...mail });
}
