import { Link } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/payment-failed';
import checkoutCss from './checkout.css?inline';
import { loadOwnOrder } from './checkout-data.server.ts';
import { PayButton } from './checkout-parts.tsx';

/** /confirm-transaction/fail/{id}: back from the gateway without the money; the order waits to be paid. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOwnOrder(request, context, params.id);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) => t('paymentFailedTitle'));
}

export default function PaymentFailed({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { order } = loaderData;
  return (
    <div className="container section checkout-outcome" data-testid="payment-failed">
      <RouteStyles name="checkout" css={checkoutCss} />
      <header className="checkout-outcome__header">
        <span className="checkout-outcome__icon checkout-outcome__icon--failed" aria-hidden="true">
          !
        </span>
        <h1>{t('paymentFailedTitle')}</h1>
        <p>{order.canPay ? t('paymentFailedText', { number: order.number }) : t('paymentNotNeeded')}</p>
        <p className="checkout-status" data-status={order.status}>
          {t(`orderStatus_${order.status}`)}
        </p>
      </header>
      {/* a div: the pay button is a form, which a paragraph cannot hold */}
      <div className="checkout-outcome__actions">
        {order.canPay ? (
          <PayButton orderId={order.id} attemptKey={loaderData.payKey} label={t('paymentFailedRetry')} />
        ) : null}
        <Link className="button button--ghost" to={to(`/account/orders/${order.id}`)}>
          {t('paymentFailedOrder')}
        </Link>
      </div>
    </div>
  );
}
