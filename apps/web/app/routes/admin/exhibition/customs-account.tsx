import { consoleExhibitionRejectCustomsForm } from '@forum/contract/form-fields/consoleExhibition.rejectCustoms';
import { Link } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { loadRecordHistory } from '~/features/console/audit/record-history.server.ts';
import { RecordHistory } from '~/features/console/audit/record-history.tsx';
import { reviewAction } from '~/features/console/exhibition/review-decision.server.ts';
import { ReviewDecision } from '~/features/console/exhibition/review-decision.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay } from '~/utils/dates.ts';
import { formatFileSize } from '~/utils/file-size.ts';
import type { Route } from './+types/customs-account';
import adminCss from './exhibition-admin.css?inline';
import { adminMeta, adminPaths, idOf } from './exhibition-admin.ts';

/** A customs-clearance account, its licence, and the review's two decisions (decision 064). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = idOf(args.params.id);
  if (id === null) throw route.notFound();
  const [answer, history] = await Promise.all([
    route.api.call('consoleExhibition.customsAccount', { params: { id } }),
    loadRecordHistory(route, 'customsAccount', id),
  ]);
  return { ...route.need(answer, { notFound: [404] }), history };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = idOf(args.params.id);
  if (id === null) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  const calls = { approve: 'consoleExhibition.approveCustoms', reject: 'consoleExhibition.rejectCustoms' } as const;
  return reviewAction(form, id, calls, adminPaths.customsAccount(id));
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches[0]?.loaderData, 'exhibitionAdminCustomsTitle');
}

export default function CustomsAccount({ loaderData }: Route.ComponentProps) {
  const { account, history } = loaderData;
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const facts: [string, string | null][] = [
    [t('exhibitionAdminColAccount'), account.name],
    [t('exhibitionAdminEmail'), account.email],
    [t('exhibitionAdminTelephone'), account.telephone],
    [t('exhibitionAdminVat'), account.taxNumber],
    [t('exhibitionAdminRegistration'), account.commercialRegistration],
    [t('exhibitionAdminCountry'), [account.country, account.city].filter(Boolean).join(' · ') || null],
    [t('exhibitionAdminLanguage'), account.locale],
    [t('exhibitionAdminColRegistered'), formatDay(account.createdAt, locale, timeZone)],
  ];
  return (
    <section className="ex-admin" data-testid="admin-customs-account">
      <RouteStyles name="exhibition-admin" sheet={adminCss} />
      <p>
        <Link to={to(`${adminPaths.customs}?status=waiting`)}>{t('exhibitionAdminBack')}</Link>
      </p>
      <header className="ex-admin__header">
        <h1 className="ex-admin__title">{account.companyName || account.name}</h1>
        <p>
          <span className={`ex-admin__status ex-admin__status--${account.status}`}>
            {t(`exhibitionAdminCustomsStatus_${account.status}`)}
          </span>
        </p>
      </header>
      <section className="ex-admin__card">
        <dl className="ex-admin__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ? <bdi>{value}</bdi> : t('exhibitionAdminNothing')}</dd>
            </div>
          ))}
        </dl>
        <h2 className="ex-admin__subtitle">{t('exhibitionAdminLicence')}</h2>
        {account.licence ? (
          <p>
            {/* a private file: the API sends it as a download, to staff with the review's permission only */}
            <a href={`/api/admin/customs-accounts/${account.id}/licence`} download>
              {t('exhibitionAdminLicenceDownload', { name: account.licence.name })}
            </a>{' '}
            <bdi dir="ltr">({formatFileSize(account.licence.size, locale)})</bdi>
          </p>
        ) : (
          <p>{t('exhibitionAdminNoLicence')}</p>
        )}
      </section>
      <ReviewDecision
        record={account}
        reject={consoleExhibitionRejectCustomsForm}
        canApprove={account.status !== 'approved'}
        canReject={account.status === 'waiting'}
        approveLabel={t('exhibitionAdminApproveCustoms')}
        testId="customs"
      />
      <RecordHistory history={history} />
    </section>
  );
}
