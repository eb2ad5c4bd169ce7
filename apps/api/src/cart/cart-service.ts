import type {
  AddToCartFields,
  Cart,
  CartChange,
  CartChangesResponse,
  CartCoupon,
  CartItem,
} from '@forum/contract/cart';
import {
  type CartType,
  LOW_STOCK_THRESHOLD,
  MAX_CART_LINE_QUANTITY,
  type StockState,
} from '@forum/contract/cart-rules';
import type { Locale } from '@forum/contract/locale';
import { requireAccess } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { pick } from '../localize.ts';
import {
  type CartLineRow,
  type CartRow,
  type CouponRow,
  clearCart,
  countRedemptions,
  deleteLine,
  findCart,
  findCartLines,
  findCoupon,
  findCouponByCode,
  findLine,
  findOptionValues,
  findOwnLine,
  findProductForCart,
  findProductOptions,
  insertLine,
  lockCart,
  mergeCarts,
  type OptionValueRow,
  type ProductOptionGroup,
  quantityInOtherLines,
  setCartCoupon,
  updateLine,
} from './cart-queries.ts';
import { type CouponRefusal, couponRefusal, isCouponEligible } from './coupon-rules.ts';
import { computeTotals, type Totals } from './totals.ts';

/** The visitor's language and the shop's settings the totals depend on. */
export type CartContext = { locale: Locale; vatRate: number; currency: string };

const toRiyals = (minor: number) => minor / 100;

/** Anyone with a session has a cart, a guest too (POST /login/guests); nobody without one. */
const cartHolder = { as: 'session' } as const;

function stockStateOf(stock: number, isActive: boolean): StockState {
  if (!isActive || stock <= 0) return 'outOfStock';
  return stock <= LOW_STOCK_THRESHOLD ? 'lowStock' : 'inStock';
}

/** Refuses a quantity the stock cannot cover, naming what is there. */
function assertStock(stock: number, wanted: number) {
  if (wanted <= stock) return;
  const available = Math.max(0, stock);
  throw new AppError('notEnoughStock', {
    fields: [{ key: 'quantity', messageKey: available === 0 ? 'soldOut' : 'notEnoughStock', params: { available } }],
  });
}

function assertLineLimit(quantity: number) {
  if (quantity > MAX_CART_LINE_QUANTITY) {
    throw new AppError('validation', {
      fields: [{ key: 'quantity', messageKey: 'tooBig', params: { max: MAX_CART_LINE_QUANTITY } }],
    });
  }
}

/**
 * The chosen option values of a product, checked: each must be one of the product's (else 400), a
 * radio group takes at most one value, and a required group needs one (else a message naming it).
 * Answers the ids in ascending order, the form lines are matched by.
 */
function checkOptions(groups: ProductOptionGroup[], chosen: readonly number[], locale: Locale): number[] {
  const ids = [...new Set(chosen)].sort((a, b) => a - b);
  const known = new Map(groups.flatMap((group) => group.values.map((value) => [value.id, group] as const)));
  if (ids.some((id) => !known.has(id))) {
    throw new AppError('validation', { fields: [{ key: 'options', messageKey: 'invalidOption' }] });
  }
  for (const group of groups) {
    const picked = group.values.filter((value) => ids.includes(value.id)).length;
    if (group.option.type === 'radio' && picked > 1) {
      throw new AppError('validation', { fields: [{ key: 'options', messageKey: 'invalidOption' }] });
    }
    if (group.option.isRequired && picked === 0) {
      throw new AppError('optionsNeeded', {
        fields: [{ key: 'options', messageKey: 'chooseOption', params: { option: pick(group.option.name, locale) } }],
      });
    }
  }
  return ids;
}

/** The options chosen for a product that offers no choice to make: the single value of each required group. */
export function defaultOptionsOf(groups: ProductOptionGroup[]): number[] | null {
  const ids: number[] = [];
  for (const group of groups) {
    if (!group.option.isRequired) continue;
    const [only, ...others] = group.values;
    if (!only || others.length > 0) return null;
    ids.push(only.id);
  }
  return ids;
}

// ---------------------------------------------------------------- reading the cart

export type PricedLine = {
  row: CartLineRow;
  options: OptionValueRow[];
  unitPriceMinor: number;
};

export async function priceLines(db: Db, cartId: number): Promise<PricedLine[]> {
  const rows = await findCartLines(db, cartId);
  const values = await findOptionValues(
    db,
    rows.flatMap((row) => row.item.optionValueIds),
  );
  const byId = new Map(values.map((value) => [value.id, value]));
  return rows.map((row) => {
    // a value withdrawn since the line was added no longer counts
    const options = row.item.optionValueIds
      .map((id) => byId.get(id))
      .filter((value): value is OptionValueRow => value?.option.productId === row.product.id);
    const unitPriceMinor = row.priceMinor + options.reduce((sum, value) => sum + value.priceDeltaMinor, 0);
    return { row, options, unitPriceMinor };
  });
}

function changesOf(lines: PricedLine[], locale: Locale): CartChange[] {
  const changes: CartChange[] = [];
  for (const { row, unitPriceMinor } of lines) {
    const { item, product } = row;
    const base = { itemId: item.id, productId: product.id, name: pick(product.name, locale) };
    if (!product.isActive || product.stock <= 0) {
      changes.push({ ...base, kind: 'unavailable', before: item.stockAtAdd, after: 0 });
      continue;
    }
    if (unitPriceMinor !== item.unitPriceMinorAtAdd) {
      changes.push({
        ...base,
        kind: 'price',
        before: toRiyals(item.unitPriceMinorAtAdd),
        after: toRiyals(unitPriceMinor),
      });
    }
    if (product.stock < item.quantity) {
      changes.push({ ...base, kind: 'stock', before: item.stockAtAdd, after: product.stock });
    }
  }
  return changes;
}

function presentItem(line: PricedLine, locale: Locale): CartItem {
  const { row, options, unitPriceMinor } = line;
  const { item, product, brand } = row;
  const stock = product.isActive ? Math.max(0, product.stock) : 0;
  return {
    id: item.id,
    product: {
      id: product.id,
      slug: product.slug,
      name: pick(product.name, locale),
      image: { url: product.imageUrl },
      brand: brand ? { id: brand.id, name: pick(brand.name, locale), slug: brand.slug } : null,
      taxIncluded: product.taxIncluded,
    },
    quantity: item.quantity,
    options: options.map((value) => ({
      id: value.id,
      optionId: value.option.id,
      type: value.option.type,
      name: pick(value.option.name, locale),
      value: pick(value.name, locale),
      priceChange: toRiyals(value.priceDeltaMinor),
    })),
    notes: item.notes,
    unitPrice: toRiyals(unitPriceMinor),
    lineTotal: toRiyals(unitPriceMinor * item.quantity),
    stockState: stockStateOf(product.stock, product.isActive),
    maxQuantity: Math.min(stock, MAX_CART_LINE_QUANTITY),
  };
}

/** A cart priced now: its lines, its coupon and whether the coupon's rules hold, the totals, and the answer. */
export type CartEvaluation = {
  lines: PricedLine[];
  coupon: CouponRow | null;
  couponRefusal: CouponRefusal | null;
  totals: Totals;
  cart: Cart;
};

/**
 * Prices a cart as it is now, with shipping when one is chosen. The cart calls answer its `cart`; an
 * order is made from the same evaluation, inside the order's transaction.
 */
export async function evaluateCart(
  db: Db,
  userId: number,
  cart: CartRow | null,
  context: CartContext,
  shippingMinor = 0,
): Promise<CartEvaluation> {
  const lines = cart ? await priceLines(db, cart.id) : [];
  const coupon = cart?.couponId ? await findCoupon(db, cart.couponId) : null;
  const totalsLines = lines.map((line) => ({
    unitPriceMinor: line.unitPriceMinor,
    quantity: line.row.item.quantity,
    taxIncluded: line.row.product.taxIncluded,
    isCouponEligible:
      coupon !== null &&
      isCouponEligible(coupon, {
        id: line.row.product.id,
        categoryId: line.row.product.categoryId,
        categoryParentId: line.row.categoryParentId,
      }),
  }));

  let cartCoupon: CartCoupon | null = null;
  let applied: { kind: 'percentage' | 'fixed'; value: number } | null = null;
  let refusal: CouponRefusal | null = null;
  if (coupon) {
    const before = computeTotals(totalsLines, { vatRate: context.vatRate });
    refusal = couponRefusal(coupon, {
      now: new Date(),
      totalPriceMinor: before.minor.totalPrice,
      eligibleLines: totalsLines.filter((line) => line.isCouponEligible).length,
      redemptions: await countRedemptions(db, coupon.id, userId),
    });
    if (!refusal) applied = { kind: coupon.kind, value: coupon.value };
    cartCoupon = {
      code: coupon.code,
      kind: coupon.kind,
      value: coupon.kind === 'percentage' ? coupon.value : toRiyals(coupon.value),
      discount: 0,
      isApplied: refusal === null,
      message: refusal ? translate(context.locale, refusal.messageKey, refusal.params) : null,
    };
  }
  const totals = computeTotals(totalsLines, { vatRate: context.vatRate, coupon: applied, shippingMinor });
  if (cartCoupon) cartCoupon.discount = toRiyals(totals.minor.totalCouponDiscount);
  return {
    lines,
    coupon,
    couponRefusal: refusal,
    totals,
    cart: {
      items: lines.map((line) => presentItem(line, context.locale)),
      totals: totals.totals,
      finalPrice: toRiyals(totals.minor.totalFinalPrice),
      currency: context.currency,
      coupon: cartCoupon,
      hasChanges: changesOf(lines, context.locale).length > 0,
    },
  };
}

async function presentCart(db: Db, userId: number, cart: CartRow | null, context: CartContext): Promise<Cart> {
  return (await evaluateCart(db, userId, cart, context)).cart;
}

async function cartAnswer(db: Db, userId: number, type: CartType, context: CartContext, shippingMinor = 0) {
  const cart = await findCart(db, userId, type);
  return { cart: (await evaluateCart(db, userId, cart, context, shippingMinor)).cart };
}

/** The cart; with a shipment type chosen (the checkout), its totals include the shipping. */
export async function getCart(db: Db, session: Session | null, context: CartContext, shippingMinor = 0) {
  const user = requireAccess(session, cartHolder);
  return cartAnswer(db, user.id, 'products', context, shippingMinor);
}

export async function getCartChanges(
  db: Db,
  session: Session | null,
  context: CartContext,
): Promise<CartChangesResponse> {
  const user = requireAccess(session, cartHolder);
  const cart = await findCart(db, user.id, 'products');
  const changes = cart ? changesOf(await priceLines(db, cart.id), context.locale) : [];
  return { hasChanges: changes.length > 0, changes };
}

// ---------------------------------------------------------------- changing the cart

/**
 * Puts a product with its options into the user's cart, or adds to the line of the same product and
 * options. The whole cart holds at most the stock of a product. The line remembers the price and the
 * stock of now, against which GET /cart/changes compares later.
 */
export async function addProductToCart(
  db: Db,
  userId: number,
  input: { productId: number; quantity: number; options: readonly number[] | 'defaults'; notes?: string | undefined },
  locale: Locale,
) {
  await inTransaction(db, async (tx) => {
    const cart = await lockCart(tx, userId, 'products');
    const product = await findProductForCart(tx, input.productId);
    if (!product?.isActive) throw new AppError('notFound');
    const groups = await findProductOptions(tx, product.id);
    let optionIds: number[];
    if (input.options === 'defaults') {
      const defaults = defaultOptionsOf(groups);
      if (!defaults) throw new AppError('optionsNeeded');
      optionIds = defaults;
    } else {
      optionIds = checkOptions(groups, input.options, locale);
    }
    const optionsKey = optionIds.join(',');
    const line = await findLine(tx, cart.id, product.id, optionsKey);
    const quantity = (line?.quantity ?? 0) + input.quantity;
    assertLineLimit(quantity);
    assertStock(product.stock, quantity + (await quantityInOtherLines(tx, cart.id, product.id, line?.id ?? null)));
    const priceChanges = groups
      .flatMap((group) => group.values)
      .filter((value) => optionIds.includes(value.id))
      .reduce((sum, value) => sum + value.priceDeltaMinor, 0);
    const snapshot = { unitPriceMinorAtAdd: product.priceMinor + priceChanges, stockAtAdd: product.stock };
    const notes = input.notes ? input.notes : undefined;
    if (line) {
      await updateLine(tx, line.id, { quantity, ...snapshot, ...(notes !== undefined ? { notes } : {}) });
    } else {
      await insertLine(tx, {
        cartId: cart.id,
        productId: product.id,
        quantity,
        optionValueIds: optionIds,
        optionsKey,
        notes: notes ?? null,
        ...snapshot,
      });
    }
  });
}

export async function addToCart(db: Db, session: Session | null, body: AddToCartFields, context: CartContext) {
  const user = requireAccess(session, cartHolder);
  await addProductToCart(
    db,
    user.id,
    { productId: body.id, quantity: body.quantity, options: body.options, notes: body.notes },
    context.locale,
  );
  return cartAnswer(db, user.id, 'products', context);
}

export async function removeCartItem(db: Db, session: Session | null, itemId: number, context: CartContext) {
  const user = requireAccess(session, cartHolder);
  const own = await findOwnLine(db, user.id, itemId);
  if (!own) throw new AppError('notFound');
  await deleteLine(db, itemId);
  return cartAnswer(db, user.id, own.cart.type, context);
}

export async function setCartItemQuantity(
  db: Db,
  session: Session | null,
  itemId: number,
  quantity: number,
  context: CartContext,
) {
  const user = requireAccess(session, cartHolder);
  const type = await inTransaction(db, async (tx) => {
    const own = await findOwnLine(tx, user.id, itemId);
    if (!own) throw new AppError('notFound');
    await lockCart(tx, user.id, own.cart.type);
    const product = await findProductForCart(tx, own.item.productId);
    if (!product?.isActive) throw new AppError('notFound');
    // fewer is always allowed, even when the stock has fallen below what the line holds
    if (quantity > own.item.quantity) {
      assertStock(product.stock, quantity + (await quantityInOtherLines(tx, own.cart.id, product.id, itemId)));
    }
    await updateLine(tx, itemId, { quantity });
    return own.cart.type;
  });
  return cartAnswer(db, user.id, type, context);
}

/**
 * Applies a coupon to the cart, or removes it when the code is empty. A coupon is kept only when
 * every rule holds now; each broken rule has its own message.
 */
export async function applyCoupon(db: Db, session: Session | null, code: string | null, context: CartContext) {
  const user = requireAccess(session, cartHolder);
  const trimmed = code?.trim() ?? '';
  const cart = await lockCart(db, user.id, 'products');
  if (trimmed === '') {
    await setCartCoupon(db, cart.id, null);
    return cartAnswer(db, user.id, 'products', context);
  }
  const coupon = await findCouponByCode(db, trimmed);
  if (!coupon) throw new AppError('couponRefused', { fields: [{ key: 'code', messageKey: 'couponUnknown' }] });
  const lines = await priceLines(db, cart.id);
  const eligible = lines.filter((line) =>
    isCouponEligible(coupon, {
      id: line.row.product.id,
      categoryId: line.row.product.categoryId,
      categoryParentId: line.row.categoryParentId,
    }),
  );
  const { minor } = computeTotals(
    lines.map((line) => ({
      unitPriceMinor: line.unitPriceMinor,
      quantity: line.row.item.quantity,
      taxIncluded: line.row.product.taxIncluded,
    })),
    { vatRate: context.vatRate },
  );
  const refusal = couponRefusal(coupon, {
    now: new Date(),
    totalPriceMinor: minor.totalPrice,
    eligibleLines: eligible.length,
    redemptions: await countRedemptions(db, coupon.id, user.id),
  });
  if (refusal) {
    throw new AppError('couponRefused', { fields: [{ key: 'code', ...refusal }] });
  }
  await setCartCoupon(db, cart.id, coupon.id);
  return cartAnswer(db, user.id, 'products', context);
}

export async function emptyCart(db: Db, session: Session | null, type: CartType, context: CartContext) {
  const user = requireAccess(session, cartHolder);
  const cart = await findCart(db, user.id, type);
  if (cart) await clearCart(db, cart.id);
  return cartAnswer(db, user.id, type, context);
}

/** The cart as answered to its owner: for the wishlist's move-to-cart. */
export async function cartOf(db: Db, userId: number, context: CartContext) {
  return presentCart(db, userId, await findCart(db, userId, 'products'), context);
}

/** At login: the guest's cart becomes the account's (inside the login's transaction). */
export async function adoptGuestCart(tx: Db, guestId: number, userId: number) {
  await mergeCarts(tx, guestId, userId, MAX_CART_LINE_QUANTITY);
}
