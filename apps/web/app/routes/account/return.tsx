import { formatMoney, formatNumber } from '@forum/contract/money';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { BackIcon } from '~/components/icons.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { formatDay, formatTime } from '~/utils/dates.ts';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/return';
import { AccountCard } from './account-card.tsx';
import { RETURNS_PATH, returnPath } from './after-sales-data.ts';
import { AfterSalesStyles, ReturnStatusBadge, useShopCurrency } from './after-sales-parts.tsx';
import { OrderFact } from './facts.tsx';
import { orderPath } from './orders-data.ts';

/** GET /returns/{id}: someone else's return, or an id naming none, is the unknown page (/404). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const params = { id: route.id(args.params.id) };
  const answer = route.need(await route.api.call('returns.get', { params }), { notFound: [400, 404] });
  return { item: answer.return };
}

export const handle = pageBelow('returns', ({ item }: Route.ComponentProps['loaderData'], t) => ({
  name: t('returnNumber', { number: String(item.id) }),
  path: returnPath(item.id),
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) =>
    loaderData ? t('returnNumber', { number: String(loaderData.item.id) }) : t('returnsTitle'),
  );
}

/** One return: where it stands, its order, what goes back, why, the photos sent and its dated history. */
export default function ReturnPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const currency = useShopCurrency();
  const { item } = loaderData;

  return (
    <article className="account-page" aria-labelledby="return-title" data-testid="return-page">
      <AfterSalesStyles />
      <Breadcrumbs />
      <header className="spread-row order__header">
        <div className="order__heading">
          <h1 id="return-title" className="account-page__title">
            {t('returnNumber', { number: formatNumber(item.id, locale) })}
          </h1>
          <ReturnStatusBadge status={item.status} isLarge />
        </div>
        <Link to={to(RETURNS_PATH)} className="order__back">
          <BackIcon />
          <span>{t('returnBackToList')}</span>
        </Link>
      </header>

      <dl className="account-card order-facts after-sales-facts">
        <OrderFact term={t('returnOrder')}>
          <Link to={to(orderPath(item.order.id))}>
            <bdi dir="ltr">{item.order.number}</bdi>
          </Link>
        </OrderFact>
        <OrderFact term={t('returnAsked')}>
          <time dateTime={item.createdAt}>{formatDay(item.createdAt, locale, timeZone)}</time>
        </OrderFact>
        <OrderFact term={t('returnAmount')} className="order-facts__money" data-testid="return-amount">
          {formatMoney(item.amount, locale, currency)}
        </OrderFact>
        <OrderFact term={t('returnRefundTo')}>{t(`refundTo_${item.refundTo}`)}</OrderFact>
      </dl>

      <div className="order__layout">
        <div className="order__main">
          <AccountCard headingId="return-lines-title" title={t('returnLinesTitle')}>
            <ul className="after-sales-lines">
              {item.lines.map((line) => (
                <li key={line.orderItemId} className="after-sales-line" data-testid="return-page-line">
                  <span className="after-sales-line__name">{line.name}</span>
                  <span>{t('returnLineQuantity', { count: line.quantity })}</span>
                  <span className="order-facts__money">{formatMoney(line.unitPrice, locale, currency)}</span>
                  {line.damagedQuantity > 0 ? (
                    <span className="account-muted">{t('returnLineDamaged', { count: line.damagedQuantity })}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </AccountCard>
          <AccountCard headingId="return-reason-title" title={t('returnReasonTitle')}>
            <p className="after-sales-text">{item.reason}</p>
            {item.photos.length > 0 ? (
              <>
                <h3 className="account-section-title">{t('returnPhotos')}</h3>
                <ul className="after-sales-files" data-testid="return-photos">
                  {item.photos.map((photo) => (
                    <li key={photo.id}>
                      <bdi>{photo.name}</bdi>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </AccountCard>
        </div>
        <div className="order__side">
          <AccountCard headingId="return-history-title" title={t('returnHistory')}>
            <ol className="after-sales-history" data-testid="return-history">
              {item.timeline.map((entry) => (
                <li key={`${entry.to}-${entry.at}`} className="after-sales-history__entry">
                  <span className="after-sales-history__status">{t(`returnStatus_${entry.to}`)}</span>
                  <time dateTime={entry.at} className="account-muted">
                    {formatDay(entry.at, locale, timeZone)} · {formatTime(entry.at, locale, timeZone)}
                  </time>
                  {entry.note ? <p className="after-sales-history__note">{entry.note}</p> : null}
                </li>
              ))}
            </ol>
          </AccountCard>
        </div>
      </div>
    </article>
  );
}
