import { formatMoney, formatNumber } from '@forum/contract/money';
import { Link } from 'react-router';
import { Pager, pageNumberOf } from '~/components/pager.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { formatDay } from '~/utils/dates.ts';
import type { Route } from './+types/special-orders';
import { AccountScreen, accountPageMeta } from './account-data.tsx';
import { ADD_ORDER_PATH, AFTER_SALES_PER_PAGE, specialOrdersPath } from './after-sales-data.ts';
import { AfterSalesStyles, SpecialOrderStatusBadge, useShopCurrency } from './after-sales-parts.tsx';
import { OrderFact } from './facts.tsx';

/** GET /special-orders: a page of the customer's requests, with the forum's quotes. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const query = { page: pageNumberOf(route.url), perPage: AFTER_SALES_PER_PAGE };
  const list = route.need(await route.api.call('specialOrders.list', { query }));
  return { items: list.items, pagination: list.pagination };
}

export const handle = pageAt('specialOrders');

export const meta = accountPageMeta;

/** The customer's special orders (docs/product/after-sales.md): each with its status, quote and the forum's note. */
export default function SpecialOrders({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const currency = useShopCurrency();
  const { items, pagination } = loaderData;

  return (
    <AccountScreen
      name="special-orders"
      title={t('specialOrdersTitle')}
      lead={t('specialOrdersLead')}
      actions={
        <Link to={to(ADD_ORDER_PATH)} className="button">
          {t('specialOrderNew')}
        </Link>
      }
      styles={<AfterSalesStyles />}
      headerClassName="orders__header"
    >
      {items.length > 0 ? (
        <>
          <p className="orders__count">{t('specialOrdersCount', { count: pagination.total })}</p>
          <ul className="orders__list">
            {items.map((each) => (
              <li key={each.id} className="account-card after-sales-request" data-testid="special-order">
                <div className="order-card__top">
                  <h2 className="order-card__number">{each.item}</h2>
                  <SpecialOrderStatusBadge status={each.status} />
                </div>
                {each.details ? <p className="after-sales-text">{each.details}</p> : null}
                <dl className="order-facts">
                  <OrderFact term={t('specialOrderQuantity')}>{formatNumber(each.quantity, locale)}</OrderFact>
                  <OrderFact term={t('specialOrderAsked')}>
                    <time dateTime={each.createdAt}>{formatDay(each.createdAt, locale, timeZone)}</time>
                  </OrderFact>
                  {each.quote !== null ? (
                    <OrderFact
                      term={t('specialOrderQuote')}
                      className="order-facts__money"
                      data-testid="special-order-quote"
                    >
                      {formatMoney(each.quote, locale, currency)}
                    </OrderFact>
                  ) : null}
                  {each.attachment ? (
                    <OrderFact term={t('specialOrderAttachment')}>
                      <bdi>{each.attachment.name}</bdi>
                    </OrderFact>
                  ) : null}
                </dl>
                {each.note ? (
                  <p className="after-sales-note">
                    <strong>{t('specialOrderNote')}: </strong>
                    {each.note}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="orders-empty" data-testid="special-orders-empty">
          <p className="orders-empty__title">{pagination.page > 1 ? t('ordersEmptyPage') : t('specialOrdersEmpty')}</p>
        </div>
      )}
      <Pager pagination={pagination} hrefOf={(page) => to(specialOrdersPath(page))} />
    </AccountScreen>
  );
}
