import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { AccountCard } from './account-card.tsx';
import { AccountPageHeader, accountPageMeta } from './account-data.tsx';
import { ADD_ORDER_PATH, SPECIAL_ORDERS_PATH } from './after-sales-data.ts';

export const handle = pageAt('successOrder');

export const meta = accountPageMeta;

/** After a special order is sent: what the forum does with it, and where its answer will be. */
export default function SuccessOrder() {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <div className="account-page" data-testid="success-order-page">
      <Breadcrumbs />
      <AccountPageHeader title={t('successOrderTitle')} lead={t('successOrderLead')} />
      <AccountCard headingId="success-order-next" title={t('successOrderNext')}>
        <ol className="account-steps">
          <li>{t('successOrderStep1')}</li>
          <li>{t('successOrderStep2')}</li>
          <li>{t('successOrderStep3')}</li>
        </ol>
      </AccountCard>
      <p className="account-actions">
        <Link to={to(SPECIAL_ORDERS_PATH)} className="button">
          {t('successOrderToList')}
        </Link>{' '}
        <Link to={to(ADD_ORDER_PATH)} className="button button--ghost">
          {t('successOrderAnother')}
        </Link>
      </p>
    </div>
  );
}
