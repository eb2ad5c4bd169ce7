import { exhibitorReviewStatuses } from '@forum/contract/console/exhibition-rules';
import { Link } from 'react-router';
import { Pager, pageNumberOf } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay } from '~/utils/dates.ts';
import { laterPage, withQuery } from '~/utils/query.ts';
import type { Route } from './+types/exhibitors';
import adminCss from './exhibition-admin.css?inline';
import { adminMeta, adminPaths } from './exhibition-admin.ts';

const SORTS = ['', 'name', '-reviewedAt'] as const;
type Status = (typeof exhibitorReviewStatuses)[number];
const isStatus = (value: string | null): value is Status =>
  (exhibitorReviewStatuses as readonly string[]).includes(value ?? '');
type Sort = Exclude<(typeof SORTS)[number], ''>;
const isSort = (value: string | null): value is Sort => value === 'name' || value === '-reviewedAt';

/** The exhibitors for the review (the dashboard links to ?status=waiting): filters and page in the address. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const params = route.url.searchParams;
  const status = params.get('status');
  const sort = params.get('sort');
  const q = params.get('q')?.trim() ?? '';
  const query = {
    page: pageNumberOf(route.url),
    ...(isStatus(status) ? { status } : {}),
    ...(q ? { q } : {}),
    ...(isSort(sort) ? { sort } : {}),
  };
  const list = route.need(await route.api.call('consoleExhibition.exhibitors', { query }));
  return { list, filters: { status: isStatus(status) ? status : '', q, sort: isSort(sort) ? sort : '' } };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches[0]?.loaderData, 'exhibitionAdminExhibitorsTitle');
}

export default function ExhibitorsReview({ loaderData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const hrefOf = (page: number) => to(withQuery(adminPaths.exhibitors, { ...filters, page: laterPage(page) }));
  return (
    <section className="ex-admin" data-testid="admin-exhibitors">
      <RouteStyles name="exhibition-admin" css={adminCss} />
      <header className="ex-admin__header">
        <h1 className="ex-admin__title">{t('exhibitionAdminExhibitorsTitle')}</h1>
        <p className="ex-admin__lead">{t('exhibitionAdminExhibitorsLead')}</p>
      </header>
      <search>
        <form method="get" className="ex-admin__filters">
          <div className="field">
            <label className="field__label" htmlFor="exhibitors-status">
              {t('exhibitionAdminStatusFilter')}
            </label>
            <select id="exhibitors-status" name="status" className="field__input" defaultValue={filters.status}>
              <option value="">{t('exhibitionAdminAllStatuses')}</option>
              {exhibitorReviewStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`exhibitionAdminStatus_${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="exhibitors-q">
              {t('exhibitionAdminSearch')}
            </label>
            <input
              id="exhibitors-q"
              name="q"
              type="search"
              className="field__input"
              defaultValue={filters.q}
              maxLength={100}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="exhibitors-sort">
              {t('exhibitionAdminSort')}
            </label>
            <select id="exhibitors-sort" name="sort" className="field__input" defaultValue={filters.sort}>
              <option value="">{t('exhibitionAdminSortNewest')}</option>
              <option value="name">{t('exhibitionAdminSortName')}</option>
              <option value="-reviewedAt">{t('exhibitionAdminSortReviewed')}</option>
            </select>
          </div>
          <button type="submit" className="button">
            {t('exhibitionAdminApplyFilter')}
          </button>
        </form>
      </search>
      <p className="ex-admin__count" role="status">
        {t('exhibitionAdminTotal', { count: list.pagination.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="ex-admin__empty">{t('exhibitionAdminEmpty')}</p>
      ) : (
        <div className="ex-admin__table-wrap">
          <table className="ex-admin__table">
            <thead>
              <tr>
                <th scope="col">{t('exhibitionAdminColCompany')}</th>
                <th scope="col">{t('exhibitionAdminColAccount')}</th>
                <th scope="col">{t('exhibitionAdminColCategory')}</th>
                <th scope="col">{t('exhibitionAdminColStatus')}</th>
                <th scope="col">{t('exhibitionAdminColReviewed')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((row) => (
                <tr key={row.id} data-testid="admin-exhibitor-row">
                  <th scope="row">
                    <Link to={to(adminPaths.exhibitor(row.id))}>{row.name}</Link>
                  </th>
                  <td>
                    {row.owner ? (
                      <>
                        {row.owner.name}
                        <br />
                        <bdi dir="ltr">{row.owner.email}</bdi>
                      </>
                    ) : (
                      t('exhibitionAdminNoOwner')
                    )}
                  </td>
                  <td>{row.category}</td>
                  <td>
                    <span className={`ex-admin__status ex-admin__status--${row.status}`}>
                      {t(`exhibitionAdminStatus_${row.status}`)}
                    </span>
                  </td>
                  <td>{row.reviewedAt ? formatDay(row.reviewedAt, locale, timeZone) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pagination={list.pagination} hrefOf={hrefOf} />
    </section>
  );
}
