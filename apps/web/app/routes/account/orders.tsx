import { formatMoney, formatNumber } from '@forum/contract/money';
import type { OrderStatus } from '@forum/contract/order-rules';
import type { OrderSummary } from '@forum/contract/orders';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { ForwardIcon } from '~/components/icons.tsx';
import { Pager, pageNumberOf } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { Thumbnail } from '~/components/thumbnail.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { formatDay } from '~/utils/dates.ts';
import { useHydrated } from '~/utils/use-hydrated.ts';
import type { Route } from './+types/orders';
import { AccountScreen, accountPageMeta } from './account-data.tsx';
import { OrderFact } from './facts.tsx';
import { OrderStatusBadge } from './order-parts.tsx';
import ordersCss from './orders.css?inline';
import {
  isOrderStatus,
  ORDERS_PATH,
  ORDERS_PER_PAGE,
  orderPath,
  orderStatusList,
  ordersPath,
  statusFilterOf,
} from './orders-data.ts';

/** GET /orders: a page of the visitor's orders, newest first, of one status when the address names one. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const status = statusFilterOf(route.url);
  const query = { page: pageNumberOf(route.url), perPage: ORDERS_PER_PAGE, status: status ?? undefined };
  const orders = route.need(await route.api.call('orders.list', { query }));
  return { status, items: orders.items, pagination: orders.pagination };
}

export const handle = pageAt('orders');

export const meta = accountPageMeta;

/** The customer's orders (docs/product/checkout-and-orders.md): a filter by status, one card per order, pages. */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { status, items, pagination } = loaderData;
  // another filter or page of this list is on its way: the current one fades until it arrives
  const isUpdating = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const hasNoOrders = status === null && pagination.total === 0;

  return (
    <AccountScreen
      name="orders"
      title={t('accountNavOrders')}
      lead={t('ordersLead')}
      actions={hasNoOrders ? null : <StatusFilter status={status} />}
      styles={<RouteStyles name="orders" sheet={ordersCss} />}
      className="orders"
      headerClassName="orders__header"
    >
      <div className="orders__results" aria-busy={isUpdating} data-updating={isUpdating || undefined}>
        {hasNoOrders ? null : (
          <p className="orders__count" role="status" data-testid="orders-count">
            {isUpdating ? t('ordersLoading') : items.length > 0 ? t('ordersCount', { count: pagination.total }) : null}
          </p>
        )}
        {items.length > 0 ? (
          <ul className="orders__list">
            {items.map((order, index) => (
              <OrderCard key={order.id} order={order} isEager={index < 2} />
            ))}
          </ul>
        ) : (
          <div className="orders-empty" data-testid="orders-empty">
            {pagination.page > 1 && pagination.total > 0 ? (
              <>
                <p className="orders-empty__title">{t('ordersEmptyPage')}</p>
                <Link to={to(ordersPath(status))} className="button button--ghost">
                  {t('ordersFirstPage')}
                </Link>
              </>
            ) : status ? (
              <>
                <p className="orders-empty__title">{t('ordersEmptyStatus', { status: t(`orderStatus_${status}`) })}</p>
                <Link to={to(ordersPath(null))} className="button button--ghost">
                  {t('ordersShowAll')}
                </Link>
              </>
            ) : (
              <>
                <p className="orders-empty__title">{t('ordersEmpty')}</p>
                <p className="account-muted">{t('ordersEmptyHint')}</p>
                <Link to={to('/products')} className="button">
                  {t('ordersBrowse')}
                </Link>
              </>
            )}
          </div>
        )}
      </div>

      <Pager pagination={pagination} hrefOf={(page) => to(ordersPath(status, page))} />
    </AccountScreen>
  );
}

/**
 * A plain GET form until the page hydrates; then choosing a status shows it at once, on the list's first
 * page, and the address keeps it (a filtered list can be reloaded, shared or gone back to).
 */
function StatusFilter({ status }: { status: OrderStatus | null }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const navigate = useNavigate();
  const isHydrated = useHydrated();
  const selectRef = useRef<HTMLSelectElement>(null);
  const id = useId();

  // the address can change without the field (back button, the empty state's link): the field follows it
  useEffect(() => {
    if (selectRef.current) selectRef.current.value = status ?? '';
  }, [status]);

  function apply() {
    const value = selectRef.current?.value;
    navigate(to(ordersPath(isOrderStatus(value) ? value : null)), { preventScrollReset: true });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply();
  }

  return (
    <search className="orders-filter" aria-label={t('ordersFilters')}>
      <form
        method="get"
        action={to(ORDERS_PATH)}
        className="orders-filter__form"
        onSubmit={submit}
        data-enhanced={isHydrated || undefined}
        data-testid="orders-filter"
      >
        <label htmlFor={`${id}-status`} className="field__label">
          {t('ordersStatusFilter')}
        </label>
        <div className="orders-filter__row">
          {/* keyed by the address's status: a link that changes it (show all) shows it in the select too */}
          <select
            key={status ?? ''}
            ref={selectRef}
            id={`${id}-status`}
            name="status"
            className="field__input orders-filter__select"
            defaultValue={status ?? ''}
            onChange={apply}
          >
            <option value="">{t('ordersAllStatuses')}</option>
            {orderStatusList.map((each) => (
              <option key={each} value={each}>
                {t(`orderStatus_${each}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--ghost orders-filter__apply">
            {t('ordersApplyFilter')}
          </button>
        </div>
      </form>
    </search>
  );
}

/** One order: its picture, number, status and the figures that tell orders apart; the whole card opens it. */
function OrderCard({ order, isEager }: { order: OrderSummary; isEager: boolean }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  return (
    <li className="order-card" data-testid="order-card" data-order={order.id} data-status={order.status}>
      <Thumbnail src={order.image?.url} size={80} eager={isEager} className="order-card__image" />
      <div className="order-card__top">
        <h2 className="order-card__number">
          <Link to={to(orderPath(order.id))} className="order-card__link">
            {t('orderNumber', { number: order.number })}
          </Link>
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="order-facts">
        <OrderFact term={t('orderPlaced')}>
          <time dateTime={order.createdAt}>{formatDay(order.createdAt, locale, timeZone)}</time>
        </OrderFact>
        <OrderFact term={t('orderItemsCount')}>{formatNumber(order.itemsCount, locale)}</OrderFact>
        <OrderFact term={t('orderTotal')} className="order-facts__money" data-testid="order-card-total">
          {formatMoney(order.finalPrice, locale, order.currency)}
        </OrderFact>
      </dl>
      <span className="order-card__go" aria-hidden="true">
        <span className="order-card__go-text">{t('ordersView')}</span>
        <ForwardIcon />
      </span>
    </li>
  );
}
