import { formatMoney, formatNumber } from '@forum/contract/money';
import type { Order, OrderItem } from '@forum/contract/orders';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { ConfirmSubmit } from '~/components/confirm-dialog.tsx';
import { BackIcon } from '~/components/icons.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { Thumbnail } from '~/components/thumbnail.tsx';
import { billLinesOf } from '~/features/cart/bill-lines.ts';
import { ActionFields } from '~/features/forms/action-fields.tsx';
import { useActionFetcher } from '~/features/forms/use-action-fetcher.ts';
import { orderAction } from '~/features/orders/order-action.server.ts';
import { newAttemptKey, ORDER_INTENT } from '~/features/orders/order-intents.ts';
import { PayOrderForm } from '~/features/orders/pay-order-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { formatDay, formatHijriDay } from '~/utils/dates.ts';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/order';
import { AccountCard } from './account-card.tsx';
import { DayAndTime } from './day-and-time.tsx';
import { AccountFact } from './facts.tsx';
import { OrderStatusBadge } from './order-parts.tsx';
import { OrderFollowUps, OrderHistory, OrderMoney, TransferProofPanel } from './order-story.tsx';
import ordersCss from './orders.css?inline';
import { ORDERS_PATH, orderPath, orderProgressOf } from './orders-data.ts';

/**
 * GET /orders/{id}. Someone else's order, or an id that cannot name one, is an unknown page (/404): the API
 * answers 404 for both, so nobody learns which order numbers exist.
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const params = { id: route.id(args.params.id) };
  const { order } = route.need(await route.api.call('orders.get', { params }), { notFound: [400, 404] });
  return { order, payKey: newAttemptKey() };
}

/** Pay (the gateway's page) or cancel, from this page or the receipt pages. */
export function action(args: Route.ActionArgs) {
  return orderAction(args);
}

export const handle = pageBelow('orders', ({ order }: Route.ComponentProps['loaderData'], t) => ({
  name: t('orderNumber', { number: order.number }),
  path: orderPath(order.id),
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) =>
    loaderData ? t('orderNumber', { number: loaderData.order.number }) : t('accountNavOrders'),
  );
}

/**
 * One of the customer's orders (docs/product/checkout-and-orders.md, after-sales.md): where it stands, its
 * dated history, what it holds, its bill, and only the actions its status allows.
 */
export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  // the loader's order until an action answers a newer one (root.tsx remounts the page for another order)
  const [answered, setAnswered] = useState<Order | null>(null);
  const order = answered ?? loaderData.order;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const title = t('orderNumber', { number: order.number });
  // here, not in the actions: the page's data comes back without the cancel button before the answer is read
  const cancelFetcher = useActionFetcher<{ order: Order }>((answer) => {
    setAnswered(answer.order);
    // the cancel button is gone with the change: the page's title keeps the focus in the page
    titleRef.current?.focus();
  });

  return (
    <article className="account-page order" aria-labelledby="order-title" data-testid="order-page">
      <RouteStyles name="orders" sheet={ordersCss} />
      <Breadcrumbs />
      <header className="spread-row order__header">
        <div className="order__heading">
          <h1 id="order-title" ref={titleRef} tabIndex={-1} className="account-page__title">
            {title}
          </h1>
          <OrderStatusBadge status={order.status} isLarge />
        </div>
        <Link to={to(ORDERS_PATH)} className="order__back">
          <BackIcon />
          <span>{t('orderBack')}</span>
        </Link>
      </header>

      <OrderState order={order} />
      {order.canPay || order.canCancel ? (
        <OrderActions order={order} payKey={loaderData.payKey} cancelFetcher={cancelFetcher} />
      ) : null}
      <TransferProofPanel order={order} />
      <OrderFollowUps order={order} />

      <div className="order__layout">
        <div className="order__main">
          <OrderHistory order={order} />
          <AccountCard headingId="order-items-title" title={t('orderItemsTitle')}>
            <ul className="order-lines">
              {order.items.map((item) => (
                <OrderLine
                  key={item.id}
                  item={item}
                  currency={order.currency}
                  isReviewable={order.status === 'delivered'}
                />
              ))}
            </ul>
          </AccountCard>
          <OrderDelivery order={order} />
        </div>
        <div className="order__side">
          <OrderBill order={order} />
          <OrderDates order={order} />
        </div>
      </div>
    </article>
  );
}

/** Where the order stands: its steps while it is on its way, or why it left the way. */
function OrderState({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  const progress = orderProgressOf(order.status, order.paymentMethod);
  if (!progress) {
    const text =
      order.status === 'refunded'
        ? t('orderRefundedNotice')
        : order.cancelledAt
          ? t('orderCancelledOn', { date: formatDay(order.cancelledAt, locale, timeZone) })
          : t('orderCancelledNotice');
    return (
      <p className={`order-notice order-notice--${order.status}`} data-testid="order-notice">
        {text}
      </p>
    );
  }
  return (
    <section className="account-card order-progress" aria-label={t('orderProgress')}>
      <ol className="order-progress__steps">
        {progress.map(({ step, state }) => (
          <li
            key={step}
            className={`order-progress__step order-progress__step--${state}`}
            {...(state === 'current' ? { 'aria-current': 'step' as const } : {})}
          >
            <span className="order-progress__mark" aria-hidden="true">
              {state === 'done' ? <CheckMark /> : null}
            </span>
            <span className="order-progress__label">{t(`orderStep_${step}`)}</span>
            {state === 'upcoming' ? null : (
              <span className="visually-hidden">
                {' '}
                ({state === 'done' ? t('orderStepDone') : t('orderStepCurrent')})
              </span>
            )}
          </li>
        ))}
      </ol>
      {order.canPay ? (
        <p className="order-notice order-notice--awaiting_payment" data-testid="order-awaiting-payment">
          {t('orderAwaitingPayment')}
        </p>
      ) : null}
    </section>
  );
}

function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" aria-hidden="true">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/**
 * Paying a card order that still waits for it (the gateway's page, then back to the site), and cancelling
 * one the forum has not started preparing, after the customer confirms it.
 */
type CancelFetcher = ReturnType<typeof useActionFetcher<{ order: Order }>>;

function OrderActions({
  order,
  payKey,
  cancelFetcher: fetcher,
}: {
  order: Order;
  payKey: string;
  cancelFetcher: CancelFetcher;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  const isCancelling = fetcher.state !== 'idle';
  return (
    <section className="order-actions" aria-label={t('orderActions')}>
      {order.canPay ? (
        <PayOrderForm
          orderId={order.id}
          attemptKey={payKey}
          label={t('orderPay')}
          busyLabel={t('orderPaying')}
          className="button button--secondary"
          testId="order-pay"
        />
      ) : null}
      {order.canCancel ? (
        <fetcher.Form method="post" action={to(orderPath(order.id))}>
          <ActionFields />
          <ConfirmSubmit
            name="intent"
            value={ORDER_INTENT.cancel}
            label={isCancelling ? t('orderCancelling') : t('orderCancel')}
            className="button button--ghost order-actions__cancel"
            testId="order-cancel"
            isBusy={isCancelling}
            title={t('orderCancelTitle', { number: order.number })}
            text={t('orderCancelText')}
            confirmLabel={t('orderCancelConfirm')}
            cancelLabel={t('orderCancelKeep')}
          />
        </fetcher.Form>
      ) : null}
    </section>
  );
}

function OrderLine({ item, currency, isReviewable }: { item: OrderItem; currency: string; isReviewable: boolean }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const { product } = item;
  const money = (value: number) => formatMoney(value, locale, currency);
  return (
    <li className="order-line" data-testid="order-line">
      <Thumbnail src={product?.image.url} size={80} />
      <div className="order-line__about">
        <h3 className="order-line__name">
          {product ? <Link to={to(`/products/${product.id}/${product.slug}`)}>{item.name}</Link> : item.name}
        </h3>
        {product ? null : <p className="order-line__gone">{t('orderProductGone')}</p>}
        {item.options.length > 0 ? (
          <ul className="order-line__options">
            {item.options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        ) : null}
        <p className="order-line__figures">
          <span>
            <span className="order-line__label">{t('orderQuantity')}: </span>
            <span data-testid="order-line-quantity">{formatNumber(item.quantity, locale)}</span>
          </span>
          <span>
            <span className="order-line__label">{t('orderUnitPrice')}: </span>
            {money(item.unitPrice)}
          </span>
        </p>
        {isReviewable && product ? (
          <Link
            to={to(`/reviews?product=${product.id}`)}
            className="order-line__review link-arrow"
            aria-label={t('orderWriteReviewOf', { name: item.name })}
            data-testid="order-review"
          >
            {t('orderWriteReview')}
          </Link>
        ) : null}
      </div>
      <p className="order-line__total" data-testid="order-line-total">
        <span className="visually-hidden">{t('orderLineTotal')}: </span>
        {money(item.lineTotal)}
      </p>
    </li>
  );
}

/** How it is paid and how it reaches the customer: the address as it was when ordered, or a pickup. */
function OrderDelivery({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  const { shipmentType, address } = order;
  return (
    <AccountCard headingId="order-delivery-title" title={t('orderDetailsTitle')}>
      <dl className="account-facts order-details">
        <AccountFact term={t('orderPaymentMethod')} data-testid="order-payment-method">
          {t(`paymentMethod_${order.paymentMethod}`)}
        </AccountFact>
        {shipmentType ? (
          <AccountFact term={t('orderShipment')} data-testid="order-shipment">
            {shipmentType.name}
            {shipmentType.daysMax > 0 ? (
              <span className="account-facts__secondary">
                {t('orderShipmentDays', {
                  min: formatNumber(shipmentType.daysMin, locale),
                  max: shipmentType.daysMax,
                })}
              </span>
            ) : null}
          </AccountFact>
        ) : null}
        <AccountFact term={t('orderAddress')} data-testid="order-address">
          {address ? (
            <address className="order-address">
              {/* what the customer typed keeps its own direction inside a page of the other language */}
              <span className="order-address__name">
                <bdi>{address.name}</bdi>
              </span>
              <span>
                <bdi>{address.recipient}</bdi>
              </span>
              <span>
                <bdi>{address.address}</bdi>
              </span>
              <span>
                <bdi>{[address.district, address.city, address.country].filter(Boolean).join(t('listSeparator'))}</bdi>
              </span>
              <span>
                <span className="visually-hidden">{t('orderTelephone')}: </span>
                <bdi dir="ltr">{address.telephone}</bdi>
              </span>
            </address>
          ) : (
            <>
              {t('orderPickup')}
              <span className="account-facts__secondary">{t('orderPickupHint')}</span>
            </>
          )}
        </AccountFact>
        {order.coupon ? (
          <AccountFact term={t('orderCoupon')}>
            <bdi dir="ltr">{order.coupon}</bdi>
          </AccountFact>
        ) : null}
        {order.notes ? (
          <div className="account-facts__item order-details__wide">
            <dt>{t('orderNotes')}</dt>
            <dd className="order-details__notes">
              <bdi>{order.notes}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
    </AccountCard>
  );
}

/** The totals as the order keeps them, named and ordered as the cart's (docs/product/shop-catalogue-and-cart.md). */
function OrderBill({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  const money = (value: number) => formatMoney(value, locale, order.currency);
  return (
    <AccountCard className="order-bill" headingId="order-bill-title" title={t('orderSummary')}>
      <dl className="order-bill__lines" data-testid="order-totals">
        {billLinesOf(order.totals).map(({ name, value }) => (
          <div key={name} className={`order-bill__line order-bill__line--${name}`} data-total={name}>
            <dt>{t(`orderTotal_${name}`)}</dt>
            <dd>
              {name === 'totalItems'
                ? formatNumber(value, locale)
                : name === 'totalShipping' && value === 0
                  ? t('orderShippingFree')
                  : name === 'totalCouponDiscount'
                    ? money(-value)
                    : money(value)}
            </dd>
          </div>
        ))}
      </dl>
      <OrderMoney order={order} />
    </AccountCard>
  );
}

/** When it was ordered, paid, delivered or cancelled, Gregorian with the Hijri date beside it (decision 005). */
function OrderDates({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  const dates = [
    { key: 'created', at: order.createdAt },
    { key: 'paid', at: order.paidAt },
    { key: 'delivered', at: order.deliveredAt },
    { key: 'cancelled', at: order.cancelledAt },
  ] as const;
  return (
    <AccountCard headingId="order-dates-title" title={t('orderDatesTitle')}>
      <dl className="order-dates">
        {dates.map(({ key, at }) =>
          at ? (
            <div key={key} className="account-facts__item" data-date={key}>
              <dt>{t(`orderDate_${key}`)}</dt>
              <dd>
                <DayAndTime at={at} />
                <span className="account-facts__secondary">{formatHijriDay(at, locale, timeZone)}</span>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </AccountCard>
  );
}
