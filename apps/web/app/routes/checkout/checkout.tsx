import { ordersPlaceForm } from '@forum/contract/form-fields/orders.place';
import { formatMoney, formatNumber } from '@forum/contract/money';
import { type CheckoutPaymentMethod, checkoutPaymentMethods } from '@forum/contract/order-rules';
import type { ShipmentType } from '@forum/contract/orders';
import { type FormEvent, Fragment, type ReactNode, useEffect, useState } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { TextAreaField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { Thumbnail } from '~/components/thumbnail.tsx';
import { useToast } from '~/components/toasts.tsx';
import { saveAddress } from '~/features/addresses/address-action.server.ts';
import {
  ADD_ADDRESS_INTENT,
  ADD_ADDRESS_STEP,
  ADDED_ADDRESS_PARAM,
  AddressForm,
} from '~/features/addresses/address-form.tsx';
import { useCart } from '~/features/cart/cart-provider.tsx';
import { useCartPricing } from '~/features/cart/use-cart-pricing.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useRootData } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import cartCss from '~/routes/cart/cart.css?inline';
import { TotalsList } from '~/routes/cart/cart-view.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import { useHydrated } from '~/utils/use-hydrated.ts';
import type { Route } from './+types/checkout';
import checkoutCss from './checkout.css?inline';
import { loadCheckout } from './checkout-data.server.ts';
import { AddressCard, BankAccounts, shippingTimeOf } from './checkout-parts.tsx';
import { PLACE_ORDER_INTENT, SHOW_TOTAL_FIELD } from './order-fields.ts';
import { placeOrder, showTotal } from './place-order-action.server.ts';

export async function loader(args: Route.LoaderArgs) {
  return loadCheckout(openRoute(args, { personal: true }));
}

/**
 * The checkout's forms sent to the server: adding an address (`intent=addAddress`), the order
 * (`intent=placeOrder`), or, from the order form without scripts, its totals with the choices made.
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  if (form.text('intent') === ADD_ADDRESS_INTENT) {
    return saveAddress(form, {
      to: (id) => `${form.to('/checkout')}?${ADDED_ADDRESS_PARAM}=${id}`,
      message: form.t('checkoutAddressSaved'),
    });
  }
  if (form.text('intent') === PLACE_ORDER_INTENT) {
    return form.text(SHOW_TOTAL_FIELD) ? showTotal(form) : placeOrder(form);
  }
  return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
}

/** Personal pages: never kept by a shared cache, nor by the browser's (decision 006). */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const handle = pageAt('checkout');

export function meta({ matches }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) => t('checkoutTitle'));
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <div className="container section checkout-page" data-testid="checkout-page">
      <RouteStyles name="cart" sheet={cartCss} />
      <RouteStyles name="checkout" sheet={checkoutCss} />
      <Breadcrumbs />
      <h1 className="checkout-page__title">{t('checkoutTitle')}</h1>
      {loaderData.isCustomer ? (
        <Checkout data={loaderData} />
      ) : (
        <div className="checkout-notice">
          <p>{t('checkoutCustomersOnly')}</p>
          <Link className="button" to={to('/login/customer?redirect=%2Fcheckout')}>
            {t('checkoutLoginAsCustomer')}
          </Link>
        </div>
      )}
    </div>
  );
}

type CheckoutData = Extract<Route.ComponentProps['loaderData'], { isCustomer: true }>;

function Checkout({ data }: { data: CheckoutData }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const toast = useToast();
  const navigation = useNavigation();
  const { reload: reloadCart } = useCart();
  const form = useForm(ordersPlaceForm, { intent: PLACE_ORDER_INTENT });
  const maps = useRootData()?.site?.settings.maps;

  const addresses = data.addresses;
  // an address just added (the address form's action comes back with ?address={id}) is chosen
  const [searchParams] = useSearchParams();
  const added = addresses.find((address) => String(address.id) === searchParams.get(ADDED_ADDRESS_PARAM))?.id;
  const [addressId, setAddressId] = useState<number | null>(
    added ?? addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id ?? null,
  );
  const [isAdding, setAdding] = useState(addresses.length === 0 || searchParams.has(ADD_ADDRESS_STEP));
  const { clearError } = form;
  useEffect(() => {
    if (added === undefined) return;
    setAddressId(added);
    setAdding(false);
    clearError('address');
  }, [added, clearError]);
  const [shipmentId, setShipmentId] = useState<number | null>(data.shipmentId);
  // the way of paying chosen before "show the total" (a page without scripts) is kept
  const askedPayment = checkoutPaymentMethods.find((method) => method === searchParams.get('paymentMethod'));
  const [payment, setPayment] = useState<CheckoutPaymentMethod>(askedPayment ?? 'card');
  const isHydrated = useHydrated();

  const shipment = data.shipmentTypes.find((type) => type.id === shipmentId) ?? null;
  const needsAddress = shipment?.needsAddress ?? true;

  // the totals with the chosen shipping, priced by the server
  const { cart, isPricing } = useCartPricing(data.cart, data.shipmentId, shipmentId);

  // an order placed: the cart it came from is empty now (the header's count follows)
  const isLeavingWithOrder =
    navigation.state === 'loading' && navigation.formData?.get('intent') === PLACE_ORDER_INTENT;
  useEffect(() => {
    if (isLeavingWithOrder) reloadCart();
  }, [isLeavingWithOrder, reloadCart]);

  function place(event: FormEvent<HTMLFormElement>) {
    if (needsAddress && addressId === null) {
      event.preventDefault();
      form.showErrors({ address: t('mustChooseAddress') });
      toast.error(t('mustChooseAddress'));
      document.getElementById('checkout-address')?.scrollIntoView({ block: 'start' });
      return;
    }
    form.onSubmit(event);
  }

  const total = formatMoney(cart.finalPrice, locale, cart.currency);
  const couponProblem = cart.coupon && !cart.coupon.isApplied ? cart.coupon : null;

  return (
    <div className="split-layout checkout-layout">
      <div className="checkout-steps">
        <Step id="checkout-address" number={1} title={t('checkoutStepAddress')}>
          {!needsAddress ? (
            <p className="checkout-step__note">{t('checkoutPickupNote')}</p>
          ) : (
            <>
              {addresses.length === 0 && !isAdding ? <p>{t('checkoutNoAddresses')}</p> : null}
              {addresses.length > 0 ? (
                <fieldset
                  className={`checkout-choices bare-fieldset${form.errors.address ? ' field--invalid' : ''}`}
                  aria-describedby={form.errors.address ? 'checkout-address-error' : undefined}
                >
                  <legend className="visually-hidden">{t('checkoutStepAddress')}</legend>
                  {addresses.map((address) => (
                    <label key={address.id} className="checkout-choice" data-testid="address-choice">
                      <input
                        type="radio"
                        name="address"
                        form="checkout-form"
                        value={address.id}
                        checked={addressId === address.id}
                        onChange={() => {
                          setAddressId(address.id);
                          form.clearError('address');
                        }}
                      />
                      <AddressCard address={address} />
                    </label>
                  ))}
                </fieldset>
              ) : null}
              {form.errors.address ? (
                <p id="checkout-address-error" className="field__error">
                  {form.errors.address}
                </p>
              ) : null}
              {isAdding ? (
                <AddressForm
                  places={data}
                  maps={maps}
                  intent={ADD_ADDRESS_INTENT}
                  title={t('checkoutAddressFormTitle')}
                  isFirst={addresses.length === 0}
                  onCancel={addresses.length > 0 ? () => setAdding(false) : null}
                />
              ) : (
                // without scripts this asks for the checkout with the form open (?add-address)
                <form
                  method="get"
                  onSubmit={(event) => {
                    event.preventDefault();
                    setAdding(true);
                  }}
                >
                  <input type="hidden" name={ADD_ADDRESS_STEP} value="" />
                  <button type="submit" className="button button--ghost checkout-add-address">
                    {t('checkoutAddAddress')}
                  </button>
                </form>
              )}
            </>
          )}
        </Step>

        <Form method="post" id="checkout-form" ref={form.formRef} className="checkout-form" noValidate onSubmit={place}>
          <input type="hidden" name="intent" value={PLACE_ORDER_INTENT} />
          {/* one key per attempt: sending twice (a double tap, a retry) makes one order */}
          <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
          <Step id="checkout-shipping" number={2} title={t('checkoutStepShipping')}>
            <fieldset className="checkout-choices bare-fieldset">
              <legend className="visually-hidden">{t('checkoutStepShipping')}</legend>
              {data.shipmentTypes.map((type) => (
                <label key={type.id} className="checkout-choice" data-testid="shipping-choice">
                  <input
                    type="radio"
                    name="shipmentType"
                    value={type.id}
                    checked={shipmentId === type.id}
                    onChange={() => setShipmentId(type.id)}
                  />
                  <ShippingCard type={type} currency={cart.currency} />
                </label>
              ))}
            </fieldset>
            {/* with scripts the totals follow the choice at once; without, this asks for the page priced with it */}
            {isHydrated ? null : (
              <button
                type="submit"
                name={SHOW_TOTAL_FIELD}
                value="true"
                formNoValidate
                className="button button--ghost checkout-reprice"
                data-testid="checkout-reprice"
              >
                {t('checkoutShowTotal')}
              </button>
            )}
          </Step>

          <Step id="checkout-payment" number={3} title={t('checkoutStepPayment')}>
            {data.walletBalance > 0 ? (
              <WalletChoice balance={data.walletBalance} total={cart.finalPrice} currency={cart.currency} />
            ) : null}
            <fieldset className="checkout-choices bare-fieldset checkout-payments">
              <legend className="visually-hidden">{t('checkoutStepPayment')}</legend>
              {checkoutPaymentMethods.map((method) => (
                <Fragment key={method}>
                  <label className="checkout-choice" data-testid="payment-choice">
                    <input
                      type="radio"
                      name="paymentMethod"
                      value={method}
                      checked={payment === method}
                      onChange={() => setPayment(method)}
                    />
                    <span className="text-stack">
                      <span className="text-stack__title">{t(`paymentMethod_${method}`)}</span>
                      <span className="text-stack__line">
                        {method === 'card'
                          ? t('checkoutPaymentCardText')
                          : method === 'bank_transfer'
                            ? t('checkoutPaymentBankText')
                            : t('checkoutPaymentCashText')}
                      </span>
                    </span>
                  </label>
                  {/* right under the transfer choice, shown by the stylesheet while it is chosen (without scripts too) */}
                  {method === 'bank_transfer' ? (
                    <div className="checkout-banks-slot" data-testid="bank-accounts-slot">
                      <p className="checkout-banks-slot__title">{t('checkoutBanksUnderTransfer')}</p>
                      <BankAccounts accounts={data.bankAccounts} />
                    </div>
                  ) : null}
                </Fragment>
              ))}
            </fieldset>
            <TextAreaField {...form.field('notes')} label={t('checkoutNotes')} hint={t('checkoutNotesHint')} rows={2} />
          </Step>
        </Form>
      </div>

      <aside className="panel cart-summary checkout-summary" aria-labelledby="checkout-summary-title">
        <div className="checkout-summary__head">
          <h2 id="checkout-summary-title" className="cart-summary__title">
            {t('checkoutSummary')}
          </h2>
          <Link to={to('/cart')}>{t('checkoutEdit')}</Link>
        </div>
        <ul className="checkout-lines grid-list">
          {cart.items.map((item) => (
            <li key={item.id} className="checkout-line">
              <Thumbnail src={item.product.image.url} size={48} />
              <span className="checkout-line__name">
                {t('checkoutLineOf', { quantity: item.quantity, name: item.product.name })}
                {item.options.length > 0 ? (
                  <span className="checkout-line__options">
                    {item.options.map((option) => `${option.name}: ${option.value}`).join(t('listSeparator'))}
                  </span>
                ) : null}
              </span>
              <span className="checkout-line__price">{formatMoney(item.lineTotal, locale, cart.currency)}</span>
            </li>
          ))}
        </ul>
        {couponProblem ? (
          <p className="checkout-warning" role="status">
            {t('checkoutCouponNotApplied', { code: couponProblem.code, reason: couponProblem.message ?? '' })}{' '}
            <Link to={to('/cart')}>{t('checkoutFixInCart')}</Link>
          </p>
        ) : null}
        {cart.hasChanges ? (
          <p className="checkout-warning" role="status">
            {t('checkoutChanges')} <Link to={to('/cart')}>{t('checkoutFixInCart')}</Link>
          </p>
        ) : null}
        <div
          aria-busy={isPricing || undefined}
          className={isPricing ? 'checkout-summary__totals is-pricing' : undefined}
        >
          <TotalsList totals={cart.totals} currency={cart.currency} isShippingChosen={shipment !== null} />
        </div>
        <button
          type="submit"
          form="checkout-form"
          className="button checkout-place"
          disabled={form.isSubmitting}
          aria-busy={form.isSubmitting}
          data-testid="place-order"
        >
          {form.isSubmitting ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
          <span>
            {form.isSubmitting
              ? t('checkoutPlacing')
              : payment === 'card'
                ? t('checkoutPlaceAndPay', { amount: total })
                : t('checkoutPlace')}
          </span>
        </button>
        <p className="checkout-terms">
          <TermsSentence />
        </p>
      </aside>
    </div>
  );
}

function TermsSentence() {
  const { t } = useI18n();
  const to = useLocalePath();
  const [before = '', after = ''] = t('checkoutTerms').split('{terms}');
  return (
    <>
      {before}
      <Link to={to('/terms-conditions')}>{t('checkoutTermsLink')}</Link>
      {after}
    </>
  );
}

function Step({ id, number, title, children }: { id: string; number: number; title: string; children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <section id={id} className="panel checkout-step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-step__title">
        <span className="checkout-step__number" aria-hidden="true">
          {formatNumber(number, locale)}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Paying from the wallet first (`useWallet`): what the balance covers of this order, the rest by the way
 * chosen below; all of it makes the order paid at once (docs/product/after-sales.md "Wallet").
 */
function WalletChoice({ balance, total, currency }: { balance: number; total: number; currency: string }) {
  const { t, locale } = useI18n();
  const covered = Math.min(balance, total);
  return (
    <label className="checkout-choice checkout-wallet" data-testid="wallet-choice">
      <input type="checkbox" name="useWallet" value="true" data-testid="use-wallet" />
      <span className="text-stack">
        <span className="text-stack__title">{t('checkoutUseWallet')}</span>
        <span className="text-stack__line">
          {t('checkoutUseWalletText', {
            balance: formatMoney(balance, locale, currency),
            covered: formatMoney(covered, locale, currency),
            rest: covered < total ? t('checkoutUseWalletRest') : '',
          })}
        </span>
      </span>
    </label>
  );
}

function ShippingCard({ type, currency }: { type: ShipmentType; currency: string }) {
  const { t, locale } = useI18n();
  return (
    <span className="text-stack">
      <span className="text-stack__title">
        {type.name}
        <span className="checkout-choice__price">
          {type.price === 0 ? t('checkoutShippingFree') : formatMoney(type.price, locale, currency)}
        </span>
      </span>
      <span className="text-stack__line">{type.description}</span>
      <span className="text-stack__meta">{shippingTimeOf(type, t, locale)}</span>
    </span>
  );
}
