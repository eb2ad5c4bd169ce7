import { customsReviewStatuses } from '@forum/contract/console/exhibition-rules';
import { Link } from 'react-router';
import { Pager, pageNumberOf } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay } from '~/utils/dates.ts';
import { laterPage, withQuery } from '~/utils/query.ts';
import type { Route } from './+types/customs-accounts';
import adminCss from './exhibition-admin.css?inline';
import { adminMeta, adminPaths } from './exhibition-admin.ts';

type Status = (typeof customsReviewStatuses)[number];
const isStatus = (value: string | null): value is Status =>
  (customsReviewStatuses as readonly string[]).includes(value ?? '');

/** Customs-clearance accounts for the review of their licence; filters and page in the address. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const params = route.url.searchParams;
  const status = params.get('status');
  const q = params.get('q')?.trim() ?? '';
  const query = { page: pageNumberOf(route.url), ...(isStatus(status) ? { status } : {}), ...(q ? { q } : {}) };
  const list = route.need(await route.api.call('consoleExhibition.customsAccounts', { query }));
  return { list, filters: { status: isStatus(status) ? status : '', q } };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches[0]?.loaderData, 'exhibitionAdminCustomsTitle');
}

export default function CustomsAccounts({ loaderData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  return (
    <section className="ex-admin" data-testid="admin-customs">
      <RouteStyles name="exhibition-admin" css={adminCss} />
      <header className="ex-admin__header">
        <h1 className="ex-admin__title">{t('exhibitionAdminCustomsTitle')}</h1>
        <p className="ex-admin__lead">{t('exhibitionAdminCustomsLead')}</p>
      </header>
      <search>
        <form method="get" className="ex-admin__filters">
          <div className="field">
            <label className="field__label" htmlFor="customs-status">
              {t('exhibitionAdminStatusFilter')}
            </label>
            <select id="customs-status" name="status" className="field__input" defaultValue={filters.status}>
              <option value="">{t('exhibitionAdminAllStatuses')}</option>
              {customsReviewStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`exhibitionAdminCustomsStatus_${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="customs-q">
              {t('exhibitionAdminSearch')}
            </label>
            <input
              id="customs-q"
              name="q"
              type="search"
              className="field__input"
              defaultValue={filters.q}
              maxLength={100}
            />
          </div>
          <button type="submit" className="button">
            {t('exhibitionAdminApplyFilter')}
          </button>
        </form>
      </search>
      <p className="ex-admin__count" role="status">
        {t('exhibitionAdminCustomsTotal', { count: list.pagination.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="ex-admin__empty">{t('exhibitionAdminCustomsEmpty')}</p>
      ) : (
        <div className="ex-admin__table-wrap">
          <table className="ex-admin__table">
            <thead>
              <tr>
                <th scope="col">{t('exhibitionAdminColCompany')}</th>
                <th scope="col">{t('exhibitionAdminColAccount')}</th>
                <th scope="col">{t('exhibitionAdminRegistration')}</th>
                <th scope="col">{t('exhibitionAdminColStatus')}</th>
                <th scope="col">{t('exhibitionAdminColRegistered')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={to(adminPaths.customsAccount(row.id))}>{row.companyName || row.name}</Link>
                  </th>
                  <td>
                    {row.name}
                    <br />
                    <bdi dir="ltr">{row.email}</bdi>
                  </td>
                  <td>
                    <bdi dir="ltr">{row.commercialRegistration}</bdi>
                  </td>
                  <td>
                    <span className={`ex-admin__status ex-admin__status--${row.status}`}>
                      {t(`exhibitionAdminCustomsStatus_${row.status}`)}
                    </span>
                  </td>
                  <td>{formatDay(row.createdAt, locale, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        pagination={list.pagination}
        hrefOf={(page) => to(withQuery(adminPaths.customs, { ...filters, page: laterPage(page) }))}
      />
    </section>
  );
}
