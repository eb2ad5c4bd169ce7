import { consoleExhibitionRejectExhibitorForm } from '@forum/contract/form-fields/consoleExhibition.rejectExhibitor';
import { hasPermission, staffPermissions } from '@forum/contract/permissions';
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
import type { Route } from './+types/exhibitor';
import adminCss from './exhibition-admin.css?inline';
import { adminMeta, adminPaths, idOf } from './exhibition-admin.ts';

/** A company's record and its owner, with the review's two decisions (decision 064). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = idOf(args.params.id);
  if (id === null) throw route.notFound();
  const { exhibitor } = route.need(await route.api.call('consoleExhibition.exhibitor', { params: { id } }), {
    notFound: [404],
  });
  const profile = await route.api.call('accounts.profile');
  const user = profile.ok ? profile.data.user : null;
  const history = await loadRecordHistory(route, 'exhibitor', id);
  return { exhibitor, canEdit: hasPermission(user, staffPermissions.exhibition), history };
}

/** Approve (publish) or reject with the message; back to the same page with the answer. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = idOf(args.params.id);
  if (id === null) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  const calls = { approve: 'consoleExhibition.approveExhibitor', reject: 'consoleExhibition.rejectExhibitor' } as const;
  return reviewAction(form, id, calls, adminPaths.exhibitor(id));
}

export function meta({ matches, data }: Route.MetaArgs) {
  return adminMeta(matches[0]?.loaderData, 'exhibitionAdminEditTitle', { name: data?.exhibitor.nameAr ?? '' });
}

function Facts({ items }: { items: [string, string | null | undefined, boolean?][] }) {
  const { t } = useI18n();
  return (
    <dl className="ex-admin__facts">
      {items.map(([label, value, isLatin]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ? isLatin ? <bdi dir="ltr">{value}</bdi> : value : t('exhibitionAdminNothing')}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ExhibitorReview({ loaderData }: Route.ComponentProps) {
  const { exhibitor, canEdit, history } = loaderData;
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const name = locale === 'en' ? exhibitor.nameEn || exhibitor.nameAr : exhibitor.nameAr;
  const { owner } = exhibitor;
  return (
    <section className="ex-admin" data-testid="admin-exhibitor">
      <RouteStyles name="exhibition-admin" sheet={adminCss} />
      <p>
        <Link to={to(`${adminPaths.exhibitors}?status=waiting`)}>{t('exhibitionAdminBack')}</Link>
      </p>
      <header className="ex-admin__header">
        <h1 className="ex-admin__title">{name}</h1>
        <p>
          <span className={`ex-admin__status ex-admin__status--${exhibitor.status}`} data-testid="exhibitor-status">
            {t(`exhibitionAdminStatus_${exhibitor.status}`)}
          </span>
        </p>
      </header>
      <div className="ex-admin__columns">
        <section className="ex-admin__card">
          <h2 className="ex-admin__subtitle">{t('exhibitionAdminCompany')}</h2>
          {exhibitor.logoUrl ? (
            <img src={exhibitor.logoUrl} alt="" width={96} height={96} className="ex-admin__logo" />
          ) : null}
          <Facts
            items={[
              [t('exhibitionAdminNameAr'), exhibitor.nameAr],
              [t('exhibitionAdminNameEn'), exhibitor.nameEn, true],
              [t('exhibitionAdminCategory'), exhibitor.category.name],
              [t('exhibitionAdminCountry'), exhibitor.country, true],
              [t('exhibitionAdminWebsite'), exhibitor.website, true],
              [t('exhibitionAdminEmail'), exhibitor.email, true],
              [t('exhibitionAdminTelephone'), exhibitor.telephone, true],
              [t('exhibitionAdminBooths'), exhibitor.booths.map((booth) => booth.code).join('، ') || null, true],
            ]}
          />
          <p className="ex-admin__links">
            {canEdit ? <Link to={to(adminPaths.exhibitorEdit(exhibitor.id))}>{t('exhibitionAdminEdit')}</Link> : null}
            {exhibitor.status === 'published' ? (
              <Link to={to(`/exhibition/${exhibitor.id}`)}>{t('exhibitionAdminPublicPage')}</Link>
            ) : null}
          </p>
        </section>
        <section className="ex-admin__card">
          <h2 className="ex-admin__subtitle">{t('exhibitionAdminOwner')}</h2>
          {owner ? (
            <Facts
              items={[
                [t('exhibitionAdminColAccount'), owner.name],
                [t('exhibitionAdminEmail'), owner.email, true],
                [
                  t('exhibitionAdminEmailState'),
                  owner.emailVerified ? t('exhibitionAdminEmailConfirmed') : t('exhibitionAdminEmailNotConfirmed'),
                ],
                [t('exhibitionAdminTelephone'), owner.telephone, true],
                [t('exhibitionAdminVat'), owner.taxNumber, true],
                [t('exhibitionAdminRegistration'), owner.commercialRegistration, true],
                [t('exhibitionAdminLanguage'), owner.locale, true],
                [t('exhibitionAdminColRegistered'), formatDay(owner.createdAt, locale, timeZone)],
              ]}
            />
          ) : (
            <p>{t('exhibitionAdminNoOwner')}</p>
          )}
        </section>
      </div>
      {/* a company published without a review (the forum's own) has nothing to show or decide here */}
      {exhibitor.reviewedAt || exhibitor.status === 'waiting' || exhibitor.status === 'rejected' ? (
        <ReviewDecision
          record={exhibitor}
          reject={consoleExhibitionRejectExhibitorForm}
          canApprove={exhibitor.status === 'waiting' || exhibitor.status === 'rejected'}
          canReject={exhibitor.status === 'waiting'}
          approveLabel={t('exhibitionAdminApprove')}
          testId="exhibitor"
        />
      ) : null}
      <RecordHistory history={history} />
    </section>
  );
}
