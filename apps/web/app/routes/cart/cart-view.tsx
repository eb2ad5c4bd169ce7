import type { Cart, CartChange, CartItem, CartTotal } from '@forum/contract/cart';
import { MAX_COUPON_CODE_LENGTH } from '@forum/contract/cart-rules';
import { formatMoney, formatNumber } from '@forum/contract/money';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmSubmit } from '~/components/confirm-dialog.tsx';
import { Thumbnail } from '~/components/thumbnail.tsx';
import { billLinesOf } from '~/features/cart/bill-lines.ts';
import { useCartFetcher } from '~/features/cart/use-cart-fetcher.ts';
import { ActionFields } from '~/features/forms/action-fields.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';

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
    <div className="split-layout">
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
      <aside className="panel cart-summary" aria-labelledby="cart-summary-title">
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
                ? t('cartChangeStock', { name: change.name, after: change.after })
                : t('cartChangeUnavailable', { name: change.name })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One cart form: posted to the cart's action, its answer's cart replaces the page's. */
function CartForm({ intent, children, className }: { intent?: string; children: ReactNode; className?: string }) {
  const { fetcher, action } = useCartFetcher();
  return (
    <fetcher.Form method="post" action={action} className={className} noValidate>
      <ActionFields />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
    </fetcher.Form>
  );
}

function CartLine({ item, currency }: { item: CartItem; currency: string }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const { name } = item.product;
  const money = (value: number) => formatMoney(value, locale, currency);
  const canAdd = item.quantity < item.maxQuantity;

  return (
    <li className="cart-line" data-testid="cart-line" data-line={item.id}>
      <Thumbnail src={item.product.image.url} size={96} />
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
            <bdi>{item.notes}</bdi>
          </p>
        )}
        <p className="cart-line__unit">
          <span className="cart-line__label">{t('cartUnitPrice')}: </span>
          {money(item.unitPrice)}
        </p>
        {item.stockState === 'lowStock' && (
          <p className="cart-line__stock">{t('cartLowStock', { count: item.maxQuantity })}</p>
        )}
        {item.stockState === 'outOfStock' && (
          <p className="cart-line__stock cart-line__stock--out">{t('cartOutOfStock')}</p>
        )}
      </div>
      <div className="cart-line__controls">
        <QuantityStepper item={item} canAdd={canAdd} />
        <p className="cart-line__total" data-testid="cart-line-total">
          <span className="visually-hidden">{t('cartLineTotal')}: </span>
          {money(item.lineTotal)}
        </p>
        <CartForm className="cart-line__remove-form">
          <input type="hidden" name="line" value={item.id} />
          <input type="hidden" name="name" value={name} />
          <ConfirmSubmit
            name="intent"
            value="remove"
            label={t('cartRemove')}
            ariaLabel={t('cartRemoveLabel', { name })}
            className="button button--ghost cart-line__remove"
            testId="cart-remove"
            title={t('cartRemoveTitle')}
            text={t('cartRemoveText', { name })}
            confirmLabel={t('cartRemove')}
            cancelLabel={t('cartKeep')}
          />
        </CartForm>
      </div>
    </li>
  );
}

/** − and +: each a submit button of one form, whose value is the quantity it asks for. */
function QuantityStepper({ item, canAdd }: { item: CartItem; canAdd: boolean }) {
  const { t, locale } = useI18n();
  const { fetcher, action, isBusy } = useCartFetcher();
  const { name } = item.product;
  // while the change is on its way the stepper shows the quantity asked for
  const pending = Number(fetcher.formData?.get('quantity'));
  const quantity = Number.isInteger(pending) && pending > 0 ? pending : item.quantity;
  return (
    <fetcher.Form method="post" action={action} className="cart-line__stepper-form">
      <ActionFields />
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="line" value={item.id} />
      <fieldset className="stepper" aria-busy={isBusy}>
        <legend className="visually-hidden">{t('cartQuantity', { name })}</legend>
        <button
          type="submit"
          name="quantity"
          value={quantity - 1}
          className="stepper__button"
          aria-label={t('cartDecrease', { name })}
          disabled={isBusy || quantity <= 1}
          data-testid="cart-decrease"
        >
          −
        </button>
        <output className="stepper__value" aria-live="polite" data-testid="cart-quantity">
          {formatNumber(quantity, locale)}
        </output>
        <button
          type="submit"
          name="quantity"
          value={quantity + 1}
          className="stepper__button"
          aria-label={t('cartIncrease', { name })}
          disabled={isBusy || !canAdd}
          data-testid="cart-increase"
        >
          +
        </button>
      </fieldset>
    </fetcher.Form>
  );
}

function FlushButton() {
  const { t } = useI18n();
  return (
    <CartForm className="cart-flush">
      <ConfirmSubmit
        name="intent"
        value="flush"
        label={t('cartFlush')}
        className="button button--ghost"
        testId="cart-flush"
        title={t('cartFlushTitle')}
        text={t('cartFlushText')}
        confirmLabel={t('cartFlush')}
        cancelLabel={t('cartKeep')}
      />
    </CartForm>
  );
}

/** A code applies a coupon, an empty code removes it; a refusal is told by the field. */
function CouponField({ cart }: { cart: Cart }) {
  const { t } = useI18n();
  const { fetcher, action, isBusy } = useCartFetcher();
  const id = useId();
  const [editedSince, setEditedSince] = useState<unknown>(null);
  const answer = fetcher.data;
  const error = answer && !answer.ok && answer !== editedSince ? answer.fields.code : undefined;
  const { coupon } = cart;

  if (coupon) {
    return (
      <div className="cart-coupon" data-testid="cart-coupon">
        <fetcher.Form method="post" action={action} className="spread-row cart-coupon__applied">
          <ActionFields />
          <input type="hidden" name="intent" value="coupon" />
          <input type="hidden" name="code" value="" />
          <span className="cart-coupon__code" data-testid="cart-coupon-code">
            {t('cartCouponActive', { code: coupon.code })}
          </span>
          <button type="submit" className="button button--ghost" disabled={isBusy} data-testid="cart-coupon-remove">
            {t('cartCouponRemove')}
          </button>
        </fetcher.Form>
        {!coupon.isApplied && coupon.message && (
          <p className="field__error" role="status" data-testid="cart-coupon-message">
            {coupon.message}
          </p>
        )}
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={action}
      className={`cart-coupon${error ? ' field--invalid' : ''}`}
      noValidate
      onSubmit={() => setEditedSince(null)}
    >
      <ActionFields />
      <input type="hidden" name="intent" value="coupon" />
      <label htmlFor={`${id}-code`} className="field__label">
        {t('cartCoupon')}
      </label>
      <div className="cart-coupon__row">
        <input
          id={`${id}-code`}
          name="code"
          // the rule's constant, not the form table: a small form's page does not load the table
          maxLength={MAX_COUPON_CODE_LENGTH}
          className="field__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={() => setEditedSince(answer)}
        />
        <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>
          {t('cartCouponApply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" data-testid="cart-coupon-error">
          {error}
        </p>
      )}
    </fetcher.Form>
  );
}

/**
 * The bill of a cart or an order: the totals in reading order (docs/product/shop-catalogue-and-cart.md), the
 * coupon rows only when a coupon takes something off. Shipping reads "chosen at checkout" until a shipment
 * type is chosen.
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
