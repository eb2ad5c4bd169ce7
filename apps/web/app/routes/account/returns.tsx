import { formatMoney, formatNumber } from '@forum/contract/money';
import { Link } from 'react-router';
import { Pager, pageNumberOf } from '~/components/pager.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { formatDay } from '~/utils/dates.ts';
import type { Route } from './+types/returns';
import { AccountScreen, accountPageMeta } from './account-data.tsx';
import { AFTER_SALES_PER_PAGE, returnPath, returnsPath } from './after-sales-data.ts';
import { AfterSalesStyles, ReturnStatusBadge, useShopCurrency } from './after-sales-parts.tsx';
import { OrderFact } from './facts.tsx';
import { ORDERS_PATH } from './orders-data.ts';

/** GET /returns: a page of the customer's returns, newest first. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const query = { page: pageNumberOf(route.url), perPage: AFTER_SALES_PER_PAGE };
  const returns = route.need(await route.api.call('returns.list', { query }));
  return { items: returns.items, pagination: returns.pagination };
}

export const handle = pageAt('returns');

export const meta = accountPageMeta;

/** The customer's returns (docs/product/after-sales.md "Returns"): one card each, its status and refund. */
export default function Returns({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const { items, pagination } = loaderData;
  const currency = useShopCurrency();

  return (
    <AccountScreen name="returns" title={t('returnsTitle')} lead={t('returnsLead')} styles={<AfterSalesStyles />}>
      {items.length > 0 ? (
        <>
          <p className="orders__count">{t('returnsCount', { count: pagination.total })}</p>
          <ul className="orders__list">
            {items.map((each) => (
              <li key={each.id} className="order-card after-sales-card" data-testid="return-card" data-return={each.id}>
                <div className="order-card__top">
                  <h2 className="order-card__number">
                    <Link to={to(returnPath(each.id))} className="order-card__link">
                      {t('returnNumber', { number: formatNumber(each.id, locale) })}
                    </Link>
                  </h2>
                  <ReturnStatusBadge status={each.status} />
                </div>
                <dl className="order-facts">
                  <OrderFact term={t('returnOrder')}>
                    <bdi dir="ltr">{each.order.number}</bdi>
                  </OrderFact>
                  <OrderFact term={t('returnAsked')}>
                    <time dateTime={each.createdAt}>{formatDay(each.createdAt, locale, timeZone)}</time>
                  </OrderFact>
                  <OrderFact term={t('returnItems')}>{formatNumber(each.itemsCount, locale)}</OrderFact>
                  <OrderFact term={t('returnAmount')} className="order-facts__money">
                    {formatMoney(each.amount, locale, currency)}
                  </OrderFact>
                </dl>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="orders-empty" data-testid="returns-empty">
          <p className="orders-empty__title">{pagination.page > 1 ? t('ordersEmptyPage') : t('returnsEmpty')}</p>
          <p className="account-muted">{t('returnsEmptyHint')}</p>
          <Link to={to(ORDERS_PATH)} className="button button--ghost">
            {t('returnsToOrders')}
          </Link>
        </div>
      )}
      <Pager pagination={pagination} hrefOf={(page) => to(returnsPath(page))} />
    </AccountScreen>
  );
}
