import { formatMoney } from '@forum/contract/money';
import type { ComponentProps } from 'react';
import { Link, redirect } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { Thumbnail } from '~/components/thumbnail.tsx';
import { TitledSection } from '~/components/titled-section.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import cartCss from '~/routes/cart/cart.css?inline';
import { TotalsList } from '~/routes/cart/cart-view.tsx';
import { formatLongDay } from '~/utils/dates.ts';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/success';
import checkoutCss from './checkout.css?inline';
import { loadOwnOrder } from './checkout-data.server.ts';
import { BankAccounts, PayButton, shippingTimeOf } from './checkout-parts.tsx';

/** /checkout/{id}/success after placing an order, and /confirm-transaction/success/{id} back from the gateway. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const loaded = await loadOwnOrder(route, args.params.id);
  // the page speaks from the order as it is: a card still waiting after a failed attempt is told so
  if (loaded.order.canPay && loaded.order.paymentFailure) {
    throw redirect(route.to(`/confirm-transaction/fail/${loaded.order.id}`));
  }
  return loaded;
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) =>
    loaderData ? t('successNumber', { number: loaderData.order.number }) : t('successTitle'),
  );
}

export default function OrderPlaced({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const { order, bankAccounts } = loaderData;
  const amount = formatMoney(order.finalPrice, locale, order.currency);
  const isPickup = order.address === null;
  return (
    <div className="container section checkout-outcome" data-testid="order-placed">
      <RouteStyles name="cart" sheet={cartCss} />
      <RouteStyles name="checkout" sheet={checkoutCss} />
      <header className="checkout-outcome__header">
        <span className="checkout-outcome__icon checkout-outcome__icon--done" aria-hidden="true">
          ✓
        </span>
        <h1>{order.paidAt ? t('successPaidTitle') : t('successTitle')}</h1>
        <p className="checkout-outcome__number" data-testid="order-number">
          {t('successNumber', { number: order.number })}
        </p>
        <p className="checkout-status" data-status={order.status}>
          {t(`orderStatus_${order.status}`)}
        </p>
      </header>

      <section className="checkout-outcome__card" aria-label={t('checkoutStepPayment')}>
        {order.paidAt ? (
          <p>{t('successPaid', { amount, date: formatLongDay(order.paidAt, locale, timeZone) })}</p>
        ) : order.canPay ? (
          <>
            <p>{t('successAwaitingCard')}</p>
            <PayButton orderId={order.id} attemptKey={loaderData.payKey} label={t('successPayNow')} />
          </>
        ) : order.paymentMethod === 'bank_transfer' && order.status === 'awaiting_payment' ? (
          <>
            <p>{t('successBankTransfer', { amount, number: order.number })}</p>
            <BankAccounts accounts={bankAccounts} />
          </>
        ) : order.paymentMethod === 'cash_on_delivery' ? (
          <p>{t('successCash', { amount })}</p>
        ) : (
          <p>{t(`orderStatus_${order.status}`)}</p>
        )}
        {isPickup ? (
          <p>{t('successPickup')}</p>
        ) : order.shipmentType ? (
          <p>{t('successDelivery', { days: shippingTimeOf(order.shipmentType, t, locale) })}</p>
        ) : null}
        <p className="checkout-outcome__hint">{t('successEmail')}</p>
      </section>

      <div className="checkout-outcome__grid">
        <SummaryCard headingId="order-items-title" title={t('successItems')}>
          <ul className="checkout-lines grid-list">
            {order.items.map((item) => (
              <li key={item.id} className="checkout-line">
                <Thumbnail src={item.product?.image.url} size={48} />
                <span className="checkout-line__name">
                  {t('checkoutLineOf', { quantity: item.quantity, name: item.name })}
                  {item.options.length > 0 ? (
                    <span className="checkout-line__options">{item.options.join(t('listSeparator'))}</span>
                  ) : null}
                </span>
                <span className="checkout-line__price">{formatMoney(item.lineTotal, locale, order.currency)}</span>
              </li>
            ))}
          </ul>
          <TotalsList totals={order.totals} currency={order.currency} isShippingChosen />
        </SummaryCard>
        {order.address ? (
          <SummaryCard headingId="order-address-title" title={t('successAddress')}>
            <address className="checkout-outcome__address">
              <strong>{order.address.recipient}</strong>
              <span>{order.address.address}</span>
              <span>
                {[order.address.district, order.address.city, order.address.country]
                  .filter(Boolean)
                  .join(t('listSeparator'))}
              </span>
              <bdi dir="ltr">{order.address.telephone}</bdi>
            </address>
          </SummaryCard>
        ) : null}
      </div>

      <p className="checkout-outcome__actions">
        <Link className="button" to={to(`/account/orders/${order.id}`)} data-testid="follow-order">
          {t('successFollow')}
        </Link>
        <Link className="button button--ghost" to={to('/products')}>
          {t('successContinue')}
        </Link>
      </p>
    </div>
  );
}

/** A card of the order's summary (its items, its address), in the cart's summary style. */
function SummaryCard(props: Omit<ComponentProps<typeof TitledSection>, 'className' | 'titleClassName'>) {
  return <TitledSection {...props} className="panel cart-summary" titleClassName="cart-summary__title" />;
}
