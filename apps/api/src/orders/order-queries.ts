import type { OrderStatus } from '@forum/contract/order-rules';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  cartItems,
  couponRedemptions,
  coupons,
  orderItems,
  orders,
  products,
  shipmentTypes,
  users,
} from '../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * The products of an order being made, locked until its transaction ends, in id order (two orders
 * locking the same products wait for each other instead of deadlocking): stock is never oversold.
 */
export async function lockProducts(tx: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return tx
    .select({ id: products.id, stock: products.stock, isActive: products.isActive, name: products.name })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('no key update');
}

/** The products in a cart, locked as lockProducts does, before the cart is priced for an order. */
export async function lockCartProducts(tx: Db, cartId: number) {
  const inCart = tx.select({ id: cartItems.productId }).from(cartItems).where(eq(cartItems.cartId, cartId));
  return tx
    .select({ id: products.id, stock: products.stock, isActive: products.isActive, name: products.name })
    .from(products)
    .where(inArray(products.id, inCart))
    .orderBy(asc(products.id))
    .for('no key update');
}

/** The coupon locked while an order counts its uses: two last uses cannot both pass the limit. */
export async function lockCoupon(tx: Db, couponId: number) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('no key update');
  return row ?? null;
}

export async function findOrderByKey(db: Db, userId: number, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function insertOrder(tx: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order not stored');
  return row;
}

export async function setOrderNumber(tx: Db, orderId: number, number: string) {
  await tx.update(orders).set({ number }).where(eq(orders.id, orderId));
}

export async function insertOrderItems(tx: Db, values: (typeof orderItems.$inferInsert)[]) {
  if (values.length > 0) await tx.insert(orderItems).values(values);
}

export async function insertRedemption(tx: Db, values: typeof couponRedemptions.$inferInsert) {
  await tx.insert(couponRedemptions).values(values);
}

/** Takes the ordered units out of stock and counts them as sold (for "best selling"); or puts them back. */
export async function moveStock(tx: Db, productId: number, sold: number) {
  await tx
    .update(products)
    .set({
      stock: sql`${products.stock} - ${sold}`,
      salesCount: sql`greatest(${products.salesCount} + ${sold}, 0)`,
    })
    .where(eq(products.id, productId));
}

export async function findOwnOrder(db: Db, userId: number, orderId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row ?? null;
}

export async function findOrderItems(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      item: orderItems,
      product: { id: products.id, slug: products.slug, imageUrl: products.imageUrl },
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

export async function findOrderShipmentType(db: Db, shipmentTypeId: number | null) {
  if (shipmentTypeId === null) return null;
  const [row] = await db.select().from(shipmentTypes).where(eq(shipmentTypes.id, shipmentTypeId)).limit(1);
  return row ?? null;
}

export async function findOrderPage(
  db: Db,
  userId: number,
  options: { status?: OrderStatus | undefined; page: number; perPage: number },
) {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (options.status) conditions.push(eq(orders.status, options.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A cancelled order no longer counts against its coupon's limits. */
export async function deleteRedemption(tx: Db, orderId: number) {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}

export async function findCustomer(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The part of a new order paid from the wallet. */
export async function setWalletPart(tx: Db, orderId: number, walletMinor: number): Promise<OrderRow | null> {
  const [updated] = await tx.update(orders).set({ walletMinor }).where(eq(orders.id, orderId)).returning();
  return updated ?? null;
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** An order's lines in their order, without the products (an invoice's, a return's). */
export async function findLinesOfOrder(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}
