import { Link } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/failed';
import checkoutCss from './checkout.css?inline';

export function meta({ matches }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) => t('checkoutFailedTitle'));
}

/** /checkout/failed: the order could not be made (the server or the network failed); nothing was taken. */
export default function CheckoutFailed() {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <div className="container section checkout-outcome" data-testid="checkout-failed">
      <RouteStyles name="checkout" sheet={checkoutCss} />
      <header className="checkout-outcome__header">
        <span className="checkout-outcome__icon checkout-outcome__icon--failed" aria-hidden="true">
          !
        </span>
        <h1>{t('checkoutFailedTitle')}</h1>
        <p role="alert">{t('failOrder')}</p>
        <p>{t('checkoutFailedText')}</p>
      </header>
      <p className="checkout-outcome__actions">
        <Link className="button" to={to('/checkout')}>
          {t('checkoutTryAgain')}
        </Link>
        <Link className="button button--ghost" to={to('/cart')}>
          {t('checkoutBackToCart')}
        </Link>
      </p>
    </div>
  );
}
