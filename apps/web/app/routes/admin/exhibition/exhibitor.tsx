import type { ExhibitorRecord } from '@forum/contract/console/exhibition';
import { hasPermission, staffPermissions } from '@forum/contract/permissions';
import { Form, Link } from 'react-router';
import { ConfirmSubmit } from '~/components/confirm-dialog.tsx';
import { FormMessages, TextAreaField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
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
  return { exhibitor, canEdit: hasPermission(user, staffPermissions.exhibition) };
}

/** Approve (publish) or reject with the message; back to the same page with the answer. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = idOf(args.params.id);
  if (id === null) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  const path = form.to(adminPaths.exhibitor(id));
  if (form.text('intent') === 'approve') {
    const result = await form.send('consoleExhibition.approveExhibitor', { params: { id } });
    return form.answer(result, { to: path, message: form.t('exhibitionAdminApproved') });
  }
  const result = await form.send('consoleExhibition.rejectExhibitor', { params: { id } });
  return form.answer(result, { to: path, message: form.t('exhibitionAdminRejected') });
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

function ReviewForms({ exhibitor }: { exhibitor: ExhibitorRecord }) {
  const { t } = useI18n();
  const { formRef, field, onSubmit, isSubmitting, inlineMessages } = useForm('consoleExhibition.rejectExhibitor', {
    intent: 'reject',
  });
  const canApprove = exhibitor.status === 'waiting' || exhibitor.status === 'rejected';
  return (
    <div className="ex-admin__decisions">
      {canApprove ? (
        <Form method="post" className="ex-admin__decision">
          <button type="submit" name="intent" value="approve" className="button" data-testid="approve-exhibitor">
            {t('exhibitionAdminApprove')}
          </button>
        </Form>
      ) : null}
      {exhibitor.status === 'waiting' ? (
        <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form ex-admin__decision">
          <TextAreaField {...field('message')} label={t('exhibitionAdminRejectMessage')} rows={3} />
          <FormMessages messages={inlineMessages} />
          <ConfirmSubmit
            label={t('exhibitionAdminReject')}
            name="intent"
            value="reject"
            className="button button--danger"
            testId="reject-exhibitor"
            isBusy={isSubmitting}
            title={t('exhibitionAdminRejectConfirmTitle')}
            text={t('exhibitionAdminRejectConfirmText')}
            confirmLabel={t('exhibitionAdminRejectConfirm')}
            cancelLabel={t('exhibitionAdminCancel')}
          />
        </Form>
      ) : null}
    </div>
  );
}

export default function ExhibitorReview({ loaderData }: Route.ComponentProps) {
  const { exhibitor, canEdit } = loaderData;
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const name = locale === 'en' ? exhibitor.nameEn || exhibitor.nameAr : exhibitor.nameAr;
  const { owner } = exhibitor;
  return (
    <section className="ex-admin" data-testid="admin-exhibitor">
      <RouteStyles name="exhibition-admin" css={adminCss} />
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
        <section className="ex-admin__card">
          <h2 className="ex-admin__subtitle">{t('exhibitionAdminReview')}</h2>
          {exhibitor.reviewedAt ? (
            <p>{t('exhibitionAdminReviewedAt', { date: formatDay(exhibitor.reviewedAt, locale, timeZone) })}</p>
          ) : null}
          {exhibitor.reviewMessage ? (
            <>
              <h3 className="ex-admin__minor">{t('exhibitionAdminReviewMessage')}</h3>
              <p className="ex-admin__message">{exhibitor.reviewMessage}</p>
            </>
          ) : null}
          <ReviewForms exhibitor={exhibitor} />
        </section>
      ) : null}
    </section>
  );
}
