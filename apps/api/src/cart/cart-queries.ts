import type { CartType } from '@forum/contract/cart-rules';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { finalPriceMinorSql, optionsOfProduct } from '../catalogue/product-queries.ts';
import type { Db } from '../db/client.ts';
import {
  brands,
  cartItems,
  carts,
  categories,
  couponRedemptions,
  coupons,
  productOptions,
  productOptionValues,
  products,
} from '../db/schema.ts';

/** A transaction is a database too: the merge at login runs inside the login's transaction. */
type Tx = Db;

export type CartRow = typeof carts.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** The price of one unit today: the listed price after the product's own discount when it is running. */
const productPriceMinorSql = sql<number>`${finalPriceMinorSql}`.mapWith(Number);

export async function findCart(db: Db, userId: number, type: CartType): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.type, type)))
    .limit(1);
  return row ?? null;
}

/**
 * The person's cart, made when missing, and locked until the transaction ends: changes to one cart
 * run one after the other, so that two quick taps cannot both pass the stock check.
 */
export async function lockCart(tx: Tx, userId: number, type: CartType): Promise<CartRow> {
  const [row] = await tx
    .insert(carts)
    .values({ userId, type })
    .onConflictDoUpdate({ target: [carts.userId, carts.type], set: { updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('cart not stored');
  return row;
}

/** The lines of a cart, oldest first, with what is needed to price and show them now. */
export async function findCartLines(db: Db, cartId: number) {
  return db
    .select({
      item: cartItems,
      product: {
        id: products.id,
        slug: products.slug,
        name: products.name,
        imageUrl: products.imageUrl,
        taxIncluded: products.taxIncluded,
        stock: products.stock,
        isActive: products.isActive,
        categoryId: products.categoryId,
        currency: products.currency,
      },
      priceMinor: productPriceMinorSql,
      categoryParentId: categories.parentId,
      brand: { id: brands.id, name: brands.name, slug: brands.slug },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}
export type CartLineRow = Awaited<ReturnType<typeof findCartLines>>[number];

/** A product as the cart needs it when adding: its price today, stock and whether it is on sale. */
export async function findProductForCart(db: Db, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      isActive: products.isActive,
      priceMinor: productPriceMinorSql,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

/** The options of a product with their values, in display order. */
export async function findProductOptions(db: Db, productId: number) {
  const rows = await optionsOfProduct(db, productId);
  const options = new Map<
    number,
    { option: typeof productOptions.$inferSelect; values: (typeof productOptionValues.$inferSelect)[] }
  >();
  for (const row of rows) {
    const entry = options.get(row.option.id) ?? { option: row.option, values: [] };
    if (row.value) entry.values.push(row.value);
    options.set(row.option.id, entry);
  }
  return [...options.values()];
}
export type ProductOptionGroup = Awaited<ReturnType<typeof findProductOptions>>[number];

/** Option values by id, with their option: to show and price the choices of cart lines. */
export async function findOptionValues(db: Db, valueIds: readonly number[]) {
  if (valueIds.length === 0) return [];
  return db
    .select({
      id: productOptionValues.id,
      name: productOptionValues.name,
      priceDeltaMinor: productOptionValues.priceDeltaMinor,
      option: {
        id: productOptions.id,
        name: productOptions.name,
        type: productOptions.type,
        productId: productOptions.productId,
      },
    })
    .from(productOptionValues)
    .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
    .where(inArray(productOptionValues.id, [...valueIds]))
    .orderBy(
      asc(productOptions.sortOrder),
      asc(productOptions.id),
      asc(productOptionValues.sortOrder),
      asc(productOptionValues.id),
    );
}
export type OptionValueRow = Awaited<ReturnType<typeof findOptionValues>>[number];

export async function findLine(db: Db, cartId: number, productId: number, optionsKey: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId), eq(cartItems.optionsKey, optionsKey)))
    .limit(1);
  return row ?? null;
}

/** A line of the person's own cart; another person's line is not found. */
export async function findOwnLine(db: Db, userId: number, itemId: number) {
  const [row] = await db
    .select({ item: cartItems, cart: carts })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, itemId), eq(carts.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** How many units of a product the cart's other lines hold (the same product with other options). */
export async function quantityInOtherLines(db: Db, cartId: number, productId: number, exceptItemId: number | null) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number) })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        exceptItemId === null ? undefined : ne(cartItems.id, exceptItemId),
      ),
    );
  return row?.total ?? 0;
}

export async function insertLine(db: Db, values: typeof cartItems.$inferInsert) {
  await db.insert(cartItems).values(values);
}

export async function updateLine(
  db: Db,
  itemId: number,
  values: Partial<Pick<typeof cartItems.$inferInsert, 'quantity' | 'notes' | 'unitPriceMinorAtAdd' | 'stockAtAdd'>>,
) {
  await db.update(cartItems).set(values).where(eq(cartItems.id, itemId));
}

export async function deleteLine(db: Db, itemId: number) {
  await db.delete(cartItems).where(eq(cartItems.id, itemId));
}

/** Empties a cart: its lines and its coupon. */
export async function clearCart(db: Db, cartId: number) {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await db.update(carts).set({ couponId: null, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

export async function setCartCoupon(db: Db, cartId: number, couponId: number | null) {
  await db.update(carts).set({ couponId, updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** Codes are matched without regard to case: customers type them as they like. */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`).limit(1);
  return row ?? null;
}

export async function findCoupon(db: Db, couponId: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId)).limit(1);
  return row ?? null;
}

/** How many times the coupon was used, by everyone and by this person. */
export async function countRedemptions(db: Db, couponId: number, userId: number) {
  const [row] = await db
    .select({
      total: count(),
      mine: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})`.mapWith(Number),
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
}

/**
 * A guest's cart joins the account's at login: lines of the same product and options add up
 * (capped by the stock and the line limit), the others move over, and the account keeps its own
 * coupon or else takes the guest's. Runs inside the login's transaction, before the guest goes.
 */
export async function mergeCarts(tx: Tx, fromUserId: number, toUserId: number, maxLineQuantity: number) {
  const guestCarts = await tx.select().from(carts).where(eq(carts.userId, fromUserId));
  for (const guestCart of guestCarts) {
    const target = await lockCart(tx, toUserId, guestCart.type);
    await tx.execute(sql`
      update ${cartItems} as kept
      set quantity = least(kept.quantity + moved.quantity, greatest(${products.stock}, kept.quantity), ${maxLineQuantity})
      from ${cartItems} as moved, ${products}
      where kept.cart_id = ${target.id} and moved.cart_id = ${guestCart.id}
        and kept.product_id = moved.product_id and kept.options_key = moved.options_key
        and ${products.id} = kept.product_id`);
    await tx.execute(sql`
      update ${cartItems} as moved set cart_id = ${target.id}
      where moved.cart_id = ${guestCart.id} and not exists (
        select 1 from ${cartItems} as kept
        where kept.cart_id = ${target.id} and kept.product_id = moved.product_id and kept.options_key = moved.options_key)`);
    if (target.couponId === null && guestCart.couponId !== null) await setCartCoupon(tx, target.id, guestCart.couponId);
  }
}
