import type { BoothResponse } from '@forum/contract/console/exhibition';
import { consoleExhibitionPlaceBoothForm } from '@forum/contract/form-fields/consoleExhibition.placeBooth';
import { consoleExhibitionUpdateBoothForm } from '@forum/contract/form-fields/consoleExhibition.updateBooth';
import { Form, Link } from 'react-router';
import { FormMessages, SelectField, SubmitButton, TextField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { loadRecordHistory } from '~/features/console/audit/record-history.server.ts';
import { RecordHistory } from '~/features/console/audit/record-history.tsx';
import { askConfirm, consoleAnswer } from '~/features/console/form/console-form.server.ts';
import { ConfirmStep, StaleSummary } from '~/features/console/form/console-form.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/booth';
import { DeleteForm } from './delete-form.tsx';
import adminCss from './exhibition-admin.css?inline';
import { adminMeta, adminPaths, deleteQuestion, idOf } from './exhibition-admin.ts';

/** A booth's own forms: how the plan is edited without scripts and on a phone (decision 064). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = idOf(args.params.id);
  if (id === null) throw route.notFound();
  const booth = route.need(await route.api.call('consoleExhibition.booth', { params: { id } }), { notFound: [404] });
  const plan = route.need(await route.api.call('consoleExhibition.hallPlan', { params: { id: booth.hall.id } }));
  return { ...booth, exhibitors: plan.exhibitors, history: await loadRecordHistory(route, 'booth', id) };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = idOf(args.params.id);
  if (id === null) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  const intent = form.text('intent');
  const plan = (hallId: number) => form.to(adminPaths.hall(hallId));
  if (intent === 'place') {
    const result = await form.send('consoleExhibition.placeBooth', { params: { id } });
    return consoleAnswer(form, result, {
      to: (done) => plan(done.booth.hallId),
      message: form.t('exhibitionAdminPlaced'),
    });
  }
  if (intent === 'delete') {
    // asked first: a dialog with scripts, a step of the page without (ConfirmStep)
    const asked = askConfirm(form, deleteQuestion(form.t));
    if (asked) return asked;
    const hallId = idOf(form.text('hallId'));
    const result = await form.send('consoleExhibition.deleteBooth', { params: { id } });
    return form.answer(result, {
      to: hallId ? plan(hallId) : form.to(adminPaths.halls),
      message: form.t('exhibitionAdminDeleted'),
    });
  }
  const result = await form.send('consoleExhibition.updateBooth', { params: { id } });
  return consoleAnswer(form, result, { to: form.to(adminPaths.booth(id)), message: form.t('exhibitionAdminSaved') });
}

export function meta({ matches, data }: Route.MetaArgs) {
  return adminMeta(matches[0]?.loaderData, 'exhibitionAdminBoothTitle', { code: data?.booth.code ?? '' });
}

function PlaceForm({ booth, halls }: Pick<BoothResponse, 'booth' | 'halls'>) {
  const { t } = useI18n();
  const { formRef, field, choice, onSubmit, isSubmitting, inlineMessages } = useForm(consoleExhibitionPlaceBoothForm, {
    intent: 'place',
    defaults: booth,
  });
  const base = { hallId: booth.hallId, x: booth.x, y: booth.y, width: booth.width, height: booth.height };
  return (
    <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form" key={JSON.stringify(base)}>
      <StaleSummary />
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="base" value={JSON.stringify(base)} />
      <SelectField
        {...choice('hallId')}
        label={t('exhibitionAdminHall')}
        options={halls.map((hall) => ({ value: String(hall.id), label: hall.name }))}
        defaultValue={String(booth.hallId)}
      />
      <div className="form__row">
        <TextField {...field('x')} label={t('exhibitionAdminX')} inputMode="decimal" />
        <TextField {...field('y')} label={t('exhibitionAdminY')} inputMode="decimal" />
      </div>
      <div className="form__row">
        <TextField {...field('width')} label={t('exhibitionAdminWidth')} inputMode="decimal" />
        <TextField {...field('height')} label={t('exhibitionAdminHeight')} inputMode="decimal" />
      </div>
      <FormMessages messages={inlineMessages} />
      <SubmitButton isSubmitting={isSubmitting}>{t('exhibitionAdminPlace')}</SubmitButton>
    </Form>
  );
}

function HolderForm({
  booth,
  exhibitors,
}: {
  booth: BoothResponse['booth'];
  exhibitors: { id: number; name: string }[];
}) {
  const { t } = useI18n();
  const { formRef, field, choice, onSubmit, isSubmitting, inlineMessages } = useForm(consoleExhibitionUpdateBoothForm, {
    intent: 'holder',
    defaults: booth,
  });
  const base = { code: booth.code, exhibitorId: booth.exhibitor?.id ?? null };
  return (
    <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form" key={JSON.stringify(base)}>
      <input type="hidden" name="intent" value="holder" />
      <input type="hidden" name="base" value={JSON.stringify(base)} />
      <TextField {...field('code')} label={t('exhibitionAdminBoothCode')} dir="ltr" />
      <SelectField
        {...choice('exhibitorId')}
        label={t('exhibitionAdminExhibitor')}
        options={exhibitors.map((exhibitor) => ({ value: String(exhibitor.id), label: exhibitor.name }))}
        placeholder={t('exhibitionAdminFree')}
        defaultValue={booth.exhibitor ? String(booth.exhibitor.id) : ''}
      />
      <FormMessages messages={inlineMessages} />
      <SubmitButton isSubmitting={isSubmitting}>{t('exhibitionAdminSave')}</SubmitButton>
    </Form>
  );
}

export default function BoothPage({ loaderData }: Route.ComponentProps) {
  const { booth, hall, halls, exhibitors, history } = loaderData;
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <section className="ex-admin" data-testid="admin-booth">
      <RouteStyles name="exhibition-admin" sheet={adminCss} />
      <p>
        <Link to={to(adminPaths.hall(hall.id))}>{t('exhibitionAdminBackToPlan')}</Link>
      </p>
      <h1 className="ex-admin__title">{t('exhibitionAdminBoothTitle', { code: booth.code })}</h1>
      <p className="ex-admin__lead">{t('exhibitionAdminHallsLead')}</p>
      <ConfirmStep />
      <div className="ex-admin__columns">
        <section className="ex-admin__card">
          <h2 className="ex-admin__subtitle">{t('exhibitionAdminBoothPlace')}</h2>
          <PlaceForm booth={booth} halls={halls} />
        </section>
        <section className="ex-admin__card">
          <h2 className="ex-admin__subtitle">{t('exhibitionAdminBoothHolder')}</h2>
          <HolderForm booth={booth} exhibitors={exhibitors} />
          <DeleteForm fields={{ hallId: hall.id }} testId="delete-booth" />
        </section>
      </div>
      <RecordHistory history={history} />
    </section>
  );
}
