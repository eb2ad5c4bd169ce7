import type { PaymentFailure } from '@forum/contract/order-rules';
import { Link, redirect } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { PayAnotherWayForm } from '~/features/orders/pay-another-way-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/payment-failed';
import checkoutCss from './checkout.css?inline';
import { loadOwnOrder } from './checkout-data.server.ts';
import { PayButton } from './checkout-parts.tsx';

/**
 * /confirm-transaction/fail/{id}: back from the gateway without the money. The page speaks from the
 * order as it is now, not from the address: a paid order goes to the page that says it is paid; an
 * order that waits for its card says why the latest attempt failed (declined, expired, 3-D Secure)
 * and offers the card again and the other ways to pay; any other order says it waits for no card.
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const loaded = await loadOwnOrder(route, args.params.id);
  if (loaded.order.paidAt) throw redirect(route.to(`/confirm-transaction/success/${loaded.order.id}`));
  return loaded;
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** The heading and the words of each way the page can find the order. */
export function failureTextsOf(order: { canPay: boolean; paymentFailure: PaymentFailure | null }): {
  title: MessageKey;
  reason: MessageKey | null;
} {
  if (!order.canPay) return { title: 'paymentNotNeededTitle', reason: null };
  switch (order.paymentFailure) {
    case 'declined':
      return { title: 'paymentDeclinedTitle', reason: 'paymentDeclinedReason_declined' };
    case 'expired':
      return { title: 'paymentDeclinedTitle', reason: 'paymentDeclinedReason_expired' };
    case 'authentication':
      return { title: 'paymentAuthenticationTitle', reason: 'paymentDeclinedReason_authentication' };
    case 'other':
      return { title: 'paymentDeclinedTitle', reason: 'paymentDeclinedReason_other' };
    default:
      // back from the gateway's page without paying (cancelled there, or the answer is still on its way)
      return { title: 'paymentFailedTitle', reason: null };
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) =>
    t(loaderData ? failureTextsOf(loaderData.order).title : 'paymentFailedTitle'),
  );
}

export default function PaymentFailed({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { order } = loaderData;
  const { title, reason } = failureTextsOf(order);
  return (
    <div className="container section checkout-outcome" data-testid="payment-failed">
      <RouteStyles name="checkout" sheet={checkoutCss} />
      <header className="checkout-outcome__header">
        <span
          className={`checkout-outcome__icon checkout-outcome__icon--${order.canPay ? 'failed' : 'info'}`}
          aria-hidden="true"
        >
          {order.canPay ? '!' : 'i'}
        </span>
        <h1 data-testid="payment-outcome" data-failure={order.paymentFailure ?? 'none'}>
          {t(title)}
        </h1>
        {reason ? (
          <p className="checkout-outcome__reason" data-testid="payment-reason">
            {t(reason)}
          </p>
        ) : null}
        <p>{order.canPay ? t('paymentFailedText', { number: order.number }) : t('paymentNotNeeded')}</p>
        <p className="checkout-status" data-status={order.status}>
          {t(`orderStatus_${order.status}`)}
        </p>
      </header>
      {order.canPay ? (
        <section className="checkout-outcome__card checkout-outcome__retry" aria-labelledby="pay-again-title">
          <h2 id="pay-again-title" className="pay-another-way__title">
            {t('paymentRetryTitle')}
          </h2>
          <p className="pay-another-way__hint">{t('paymentRetryHint')}</p>
          {/* a div: the pay button is a form, which a paragraph cannot hold */}
          <div className="checkout-outcome__actions">
            <PayButton orderId={order.id} attemptKey={loaderData.payKey} label={t('paymentFailedRetry')} />
          </div>
        </section>
      ) : null}
      {order.canPay ? (
        <section className="checkout-outcome__card">
          <PayAnotherWayForm orderId={order.id} />
        </section>
      ) : null}
      <p className="checkout-outcome__actions">
        <Link className="button button--ghost" to={to(`/account/orders/${order.id}`)}>
          {t('paymentFailedOrder')}
        </Link>
      </p>
    </div>
  );
}
