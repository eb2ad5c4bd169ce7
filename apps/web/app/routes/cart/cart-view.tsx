import type { Cart, CartChange, CartItem, CartResponse, CartTotal } from '@forum/contract/cart';
import { formatMoney, formatNumber } from '@forum/contract/money';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { ApiResult } from '~/api/client.ts';
import { useApi } from '~/api/use-api.ts';
import { billLinesOf } from '~/cart/bill-lines.ts';
import { useCart } from '~/cart/cart.tsx';
import { useConfirm } from '~/components/confirm-dialog.tsx';
import { useToast } from '~/components/toasts.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useHydrated } from '~/utils/use-hydrated.ts';

/** Changes that still concern a line of the cart as it is now. */
export function currentChanges(changes: CartChange[], cart: Cart): CartChange[] {
  if (!cart.hasChanges) return [];
  const lineIds = new Set(cart.items.map((item) => item.id));
  return changes.filter((change) => lineIds.has(change.itemId));
}

export function CartView({ cart, changes }: { cart: Cart | null; changes: CartChange[] }) {
  const { t } = useI18n();
  const to = useLocalePath();
  if (!cart || cart.items.length === 0) {
    return (
      <div className="cart-empty" data-testid="cart-empty">
        <p>{t('cartEmpty')}</p>
        <Link to={to('/products')} className="button">
          {t('cartBrowse')}
        </Link>
      </div>
    );
  }
  const notices = currentChanges(changes, cart);
  return (
    <div className="cart-layout">
      <div className="cart-layout__lines">
        {notices.length > 0 && <ChangesNotice changes={notices} currency={cart.currency} />}
        <h2 className="visually-hidden">{t('cartLines')}</h2>
        <ul className="cart-lines">
          {cart.items.map((item) => (
            <CartLine key={item.id} item={item} currency={cart.currency} />
          ))}
        </ul>
        <FlushButton />
      </div>
      <aside className="cart-summary" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className="cart-summary__title">
          {t('cartSummary')}
        </h2>
        <CouponField cart={cart} />
        <TotalsList totals={cart.totals} currency={cart.currency} />
        <Link to={to('/checkout')} className="button cart-summary__checkout" data-testid="cart-checkout">
          {t('cartCheckout')}
        </Link>
      </aside>
    </div>
  );
}

function ChangesNotice({ changes, currency }: { changes: CartChange[]; currency: string }) {
  const { t, locale } = useI18n();
  const money = (value: number) => formatMoney(value, locale, currency);
  return (
    <section className="cart-changes" aria-labelledby="cart-changes-title" data-testid="cart-changes">
      <h2 id="cart-changes-title" className="cart-changes__title">
        {t('cartChangesTitle')}
      </h2>
      <ul>
        {changes.map((change) => (
          <li key={`${change.itemId}-${change.kind}`}>
            {change.kind === 'price'
              ? t('cartChangePrice', { name: change.name, before: money(change.before), after: money(change.after) })
              : change.kind === 'stock'
                ? t('cartChangeStock', { name: change.name, after: formatNumber(change.after, locale) })
                : t('cartChangeUnavailable', { name: change.name })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Sends one cart call; its answer replaces the cart, its errors become toasts. */
function useCartCall() {
  const { replace } = useCart();
  const toast = useToast();
  const [isBusy, setBusy] = useState(false);
  async function run(send: () => Promise<ApiResult<CartResponse>>, onDone?: (cart: Cart) => void) {
    setBusy(true);
    const result = await send();
    setBusy(false);
    if (result.ok) {
      const { cart } = result.data;
      replace(cart);
      onDone?.(cart);
      return null;
    }
    return result.isCancelled ? null : result.errors;
  }
  return {
    isBusy,
    run: async (send: Parameters<typeof run>[0], onDone?: (cart: Cart) => void) => {
      const errors = await run(send, onDone);
      if (errors) toast.errors(errors);
    },
    runWithErrors: run,
  };
}

function CartLine({ item, currency }: { item: CartItem; currency: string }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const api = useApi();
  const toast = useToast();
  const isHydrated = useHydrated();
  const { isBusy, run } = useCartCall();
  const { name } = item.product;
  const confirm = useConfirm({
    title: t('cartRemoveTitle'),
    text: t('cartRemoveText', { name }),
    confirmLabel: t('cartRemove'),
    cancelLabel: t('cartKeep'),
  });
  const money = (value: number) => formatMoney(value, locale, currency);
  const canAdd = item.quantity < item.maxQuantity;

  const setQuantity = (quantity: number) =>
    run(() => api.put<CartResponse>(`/cart/${item.id}/quantity`, { body: { quantity } }));
  const remove = () =>
    run(
      () => api.delete<CartResponse>(`/cart/${item.id}/items`),
      () => toast.success(t('cartRemoved', { name })),
    );

  return (
    <li className="cart-line" data-testid="cart-line" data-line={item.id}>
      <img className="cart-line__image" src={item.product.image.url} alt="" width="96" height="96" loading="lazy" />
      <div className="cart-line__about">
        {item.product.brand && <p className="cart-line__brand">{item.product.brand.name}</p>}
        <h3 className="cart-line__name">
          <Link to={to(`/products/${item.product.id}/${item.product.slug}`)}>{name}</Link>
        </h3>
        {item.options.length > 0 && (
          <ul className="cart-line__options">
            {item.options.map((option) => (
              <li key={option.id}>
                {option.name}: {option.value}
              </li>
            ))}
          </ul>
        )}
        {item.notes && (
          <p className="cart-line__notes">
            <span className="cart-line__label">{t('cartNotes')}: </span>
            {item.notes}
          </p>
        )}
        <p className="cart-line__unit">
          <span className="cart-line__label">{t('cartUnitPrice')}: </span>
          {money(item.unitPrice)}
        </p>
        {item.stockState === 'lowStock' && (
          <p className="cart-line__stock">{t('cartLowStock', { count: formatNumber(item.maxQuantity, locale) })}</p>
        )}
        {item.stockState === 'outOfStock' && (
          <p className="cart-line__stock cart-line__stock--out">{t('cartOutOfStock')}</p>
        )}
      </div>
      <div className="cart-line__controls">
        <fieldset className="stepper" aria-busy={isBusy}>
          <legend className="visually-hidden">{t('cartQuantity', { name })}</legend>
          <button
            type="button"
            className="stepper__button"
            aria-label={t('cartDecrease', { name })}
            disabled={!isHydrated || isBusy || item.quantity <= 1}
            onClick={() => void setQuantity(item.quantity - 1)}
            data-testid="cart-decrease"
          >
            −
          </button>
          <output className="stepper__value" aria-live="polite" data-testid="cart-quantity">
            {formatNumber(item.quantity, locale)}
          </output>
          <button
            type="button"
            className="stepper__button"
            aria-label={t('cartIncrease', { name })}
            disabled={!isHydrated || isBusy || !canAdd}
            onClick={() => void setQuantity(item.quantity + 1)}
            data-testid="cart-increase"
          >
            +
          </button>
        </fieldset>
        <p className="cart-line__total" data-testid="cart-line-total">
          <span className="visually-hidden">{t('cartLineTotal')}: </span>
          {money(item.lineTotal)}
        </p>
        <button
          type="button"
          className="button button--ghost cart-line__remove"
          aria-label={t('cartRemoveLabel', { name })}
          aria-haspopup="dialog"
          disabled={!isHydrated || isBusy}
          onClick={() => confirm.ask(() => void remove())}
          data-testid="cart-remove"
        >
          {t('cartRemove')}
        </button>
      </div>
      {confirm.dialog}
    </li>
  );
}

function FlushButton() {
  const { t } = useI18n();
  const api = useApi();
  const toast = useToast();
  const isHydrated = useHydrated();
  const { isBusy, run } = useCartCall();
  const confirm = useConfirm({
    title: t('cartFlushTitle'),
    text: t('cartFlushText'),
    confirmLabel: t('cartFlush'),
    cancelLabel: t('cartKeep'),
  });
  const flush = () =>
    run(
      () => api.delete<CartResponse>('/cart', { query: { type: 'products' } }),
      () => toast.success(t('cartFlushed')),
    );
  return (
    <div className="cart-flush">
      <button
        type="button"
        className="button button--ghost"
        aria-haspopup="dialog"
        disabled={!isHydrated || isBusy}
        onClick={() => confirm.ask(() => void flush())}
        data-testid="cart-flush"
      >
        {t('cartFlush')}
      </button>
      {confirm.dialog}
    </div>
  );
}

/** SPEC.md §4: a code applies a coupon, an empty code removes it; a refusal is told by the field. */
function CouponField({ cart }: { cart: Cart }) {
  const { t } = useI18n();
  const api = useApi();
  const toast = useToast();
  const isHydrated = useHydrated();
  const { isBusy, runWithErrors } = useCartCall();
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const { coupon } = cart;

  async function send(code: string) {
    const errors = await runWithErrors(
      () => api.post<CartResponse>('/cart/coupon', { body: { code } }),
      (next) => {
        setError(null);
        if (next.coupon) toast.success(t('cartCouponApplied', { code: next.coupon.code }));
        else toast.success(t('cartCouponRemoved'));
      },
    );
    if (!errors) return;
    const refusal = errors.find((item) => item.key === 'code');
    setError(refusal?.value ?? null);
    const others = errors.filter((item) => item !== refusal);
    if (others.length > 0) toast.errors(others);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    void send(code);
  }

  if (coupon) {
    return (
      <div className="cart-coupon" data-testid="cart-coupon">
        <p className="cart-coupon__applied">
          <span className="cart-coupon__code" data-testid="cart-coupon-code">
            {t('cartCouponActive', { code: coupon.code })}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={!isHydrated || isBusy}
            onClick={() => void send('')}
            data-testid="cart-coupon-remove"
          >
            {t('cartCouponRemove')}
          </button>
        </p>
        {!coupon.isApplied && coupon.message && (
          <p className="field__error" role="status" data-testid="cart-coupon-message">
            {coupon.message}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className={`cart-coupon${error ? ' field--invalid' : ''}`} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`} className="field__label">
        {t('cartCoupon')}
      </label>
      <div className="cart-coupon__row">
        <input
          id={`${id}-code`}
          name="code"
          className="field__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={() => setError(null)}
        />
        <button type="submit" className="button" disabled={!isHydrated || isBusy} aria-busy={isBusy}>
          {t('cartCouponApply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" data-testid="cart-coupon-error">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The bill of a cart or an order: the totals of SPEC.md §3 in reading order, the coupon rows only when
 * a coupon takes something off. Shipping reads "chosen at checkout" until a shipment type is chosen.
 */
export function TotalsList({
  totals,
  currency,
  isShippingChosen = false,
}: {
  totals: readonly CartTotal[];
  currency: string;
  isShippingChosen?: boolean;
}) {
  const { t, locale } = useI18n();
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      {billLinesOf(totals).map(({ name, value }) => {
        return (
          <div key={name} className={`cart-totals__row cart-totals__row--${name}`} data-total={name}>
            <dt>{t(`cartTotal_${name}`)}</dt>
            <dd>
              {name === 'totalItems'
                ? formatNumber(value, locale)
                : name === 'totalShipping' && value === 0
                  ? t(isShippingChosen ? 'cartShippingFree' : 'cartShippingLater')
                  : name === 'totalCouponDiscount'
                    ? formatMoney(-value, locale, currency)
                    : formatMoney(value, locale, currency)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
