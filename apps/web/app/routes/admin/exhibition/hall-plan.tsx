import type { HallPlan, PlanBooth } from '@forum/contract/console/exhibition';
import type { FloorBox } from '@forum/contract/console/exhibition-rules';
import { consoleExhibitionCreateBoothForm } from '@forum/contract/form-fields/consoleExhibition.createBooth';
import { consoleExhibitionUpdateHallForm } from '@forum/contract/form-fields/consoleExhibition.updateHall';
import { useCallback } from 'react';
import { Form, Link } from 'react-router';
import { FormMessages, SelectField, SubmitButton, TextField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { BoothEditor } from '~/features/console/exhibition/booth-editor.tsx';
import { HallFields, PlanBoxFields } from '~/features/console/exhibition/plan-fields.tsx';
import { askConfirm, consoleAnswer } from '~/features/console/form/console-form.server.ts';
import { ConfirmStep, StaleSummary } from '~/features/console/form/console-form.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useActionFetcher } from '~/features/forms/use-action-fetcher.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/hall-plan';
import { DeleteForm } from './delete-form.tsx';
import adminCss from './exhibition-admin.css?inline';
import { adminMeta, adminPaths, deleteQuestion, idOf } from './exhibition-admin.ts';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = idOf(args.params.id);
  if (id === null) throw route.notFound();
  return route.need(await route.api.call('consoleExhibition.hallPlan', { params: { id } }), { notFound: [404] });
}

/**
 * The plan's writes: a booth placed by the editor (a fetcher, the same post a booth's own form makes), a new
 * booth, the hall's outline and names, and the hall's deletion.
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = idOf(args.params.id);
  if (id === null) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  const here = form.to(adminPaths.hall(id));
  const intent = form.text('intent');
  if (intent === 'place') {
    const boothId = idOf(form.text('boothId'));
    if (boothId === null) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
    const result = await form.send('consoleExhibition.placeBooth', { params: { id: boothId } });
    return form.answer(result, { to: here, message: form.t('exhibitionAdminPlaced') });
  }
  if (intent === 'addBooth') {
    const result = await form.send('consoleExhibition.createBooth');
    return form.answer(result, { to: here, message: form.t('exhibitionAdminAdded') });
  }
  if (intent === 'deleteHall') {
    // asked first: a dialog with scripts, a step of the page without (ConfirmStep)
    const asked = askConfirm(form, deleteQuestion(form.t));
    if (asked) return asked;
    const result = await form.send('consoleExhibition.deleteHall', { params: { id } });
    return form.answer(result, { to: form.to(adminPaths.halls), message: form.t('exhibitionAdminDeleted') });
  }
  const result = await form.send('consoleExhibition.updateHall', { params: { id } });
  return consoleAnswer(form, result, { to: here, message: form.t('exhibitionAdminSaved') });
}

export function meta({ matches, data }: Route.MetaArgs) {
  return adminMeta(matches[0]?.loaderData, 'exhibitionAdminPlanTitle', { hall: data?.hall.name ?? '' });
}

function AddBooth({ plan }: { plan: HallPlan }) {
  const { t } = useI18n();
  const { formRef, field, choice, onSubmit, isSubmitting, inlineMessages } = useForm(consoleExhibitionCreateBoothForm, {
    intent: 'addBooth',
    // a new booth starts at the hall's corner, 6 by 5 metres
    defaults: { x: plan.hall.x, y: plan.hall.y, width: 6, height: 5 },
  });
  return (
    <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form">
      <input type="hidden" name="intent" value="addBooth" />
      <input type="hidden" name="hallId" value={plan.hall.id} />
      <div className="form__row">
        <TextField {...field('code')} label={t('exhibitionAdminBoothCode')} dir="ltr" />
        <SelectField
          {...choice('exhibitorId')}
          label={t('exhibitionAdminExhibitor')}
          options={plan.exhibitors.map((exhibitor) => ({ value: String(exhibitor.id), label: exhibitor.name }))}
          placeholder={t('exhibitionAdminFree')}
          defaultValue=""
        />
      </div>
      <PlanBoxFields field={field} />
      <FormMessages messages={inlineMessages} />
      <SubmitButton isSubmitting={isSubmitting}>{t('exhibitionAdminAdd')}</SubmitButton>
    </Form>
  );
}

function HallForm({ plan }: { plan: HallPlan }) {
  const { t } = useI18n();
  const { hall } = plan;
  const { formRef, field, bilingual, onSubmit, isSubmitting, inlineMessages } = useForm(
    consoleExhibitionUpdateHallForm,
    { intent: 'updateHall', defaults: hall },
  );
  const values = {
    code: hall.code,
    nameAr: hall.nameAr,
    nameEn: hall.nameEn,
    x: hall.x,
    y: hall.y,
    width: hall.width,
    height: hall.height,
  };
  return (
    <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form" key={JSON.stringify(values)}>
      <StaleSummary />
      <input type="hidden" name="intent" value="updateHall" />
      <input type="hidden" name="base" value={JSON.stringify(values)} />
      <HallFields field={field} bilingual={bilingual} />
      <FormMessages messages={inlineMessages} />
      <SubmitButton isSubmitting={isSubmitting}>{t('exhibitionAdminSave')}</SubmitButton>
    </Form>
  );
}

export default function HallPlanPage({ loaderData: plan }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const fetcher = useActionFetcher();
  const formHrefOf = useCallback((booth: PlanBooth) => to(adminPaths.booth(booth.id)), [to]);
  const { submit } = fetcher;
  const onCommit = useCallback(
    (booth: PlanBooth, box: FloorBox) => {
      const base = { hallId: booth.hallId, x: booth.x, y: booth.y, width: booth.width, height: booth.height };
      submit(
        {
          intent: 'place',
          _enhanced: '1',
          boothId: String(booth.id),
          hallId: String(booth.hallId),
          x: String(box.x),
          y: String(box.y),
          width: String(box.width),
          height: String(box.height),
          base: JSON.stringify(base),
        },
        { method: 'post' },
      );
    },
    [submit],
  );
  return (
    <section className="ex-admin" data-testid="admin-hall-plan">
      <RouteStyles name="exhibition-admin" sheet={adminCss} />
      <p>
        <Link to={to(adminPaths.halls)}>{t('exhibitionAdminHallsTitle')}</Link>
      </p>
      <h1 className="ex-admin__title">{t('exhibitionAdminPlanTitle', { hall: plan.hall.name })}</h1>
      <ConfirmStep />
      <BoothEditor plan={plan} formHrefOf={formHrefOf} onCommit={onCommit} isBusy={fetcher.state !== 'idle'} />
      <section className="ex-admin__card">
        <h2 className="ex-admin__subtitle">{t('exhibitionAdminBoothList')}</h2>
        {plan.booths.length === 0 ? (
          <p className="ex-admin__empty">{t('exhibitionAdminNoBoothsInHall')}</p>
        ) : (
          <div className="ex-admin__table-wrap">
            <table className="ex-admin__table">
              <thead>
                <tr>
                  <th scope="col">{t('exhibitionAdminBoothCode')}</th>
                  <th scope="col">{t('exhibitionAdminExhibitor')}</th>
                  <th scope="col">{t('exhibitionAdminX')}</th>
                  <th scope="col">{t('exhibitionAdminY')}</th>
                  <th scope="col">{t('exhibitionAdminWidth')}</th>
                  <th scope="col">{t('exhibitionAdminHeight')}</th>
                </tr>
              </thead>
              <tbody>
                {plan.booths.map((booth) => (
                  <tr key={booth.id} data-testid={`booth-row-${booth.code}`}>
                    <th scope="row">
                      <Link to={formHrefOf(booth)}>
                        <bdi dir="ltr">{booth.code}</bdi>
                      </Link>
                    </th>
                    <td>{booth.exhibitor?.name ?? t('exhibitionAdminFree')}</td>
                    <td className="ex-admin__number">{booth.x}</td>
                    <td className="ex-admin__number">{booth.y}</td>
                    <td className="ex-admin__number">{booth.width}</td>
                    <td className="ex-admin__number">{booth.height}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="ex-admin__card">
        <h2 className="ex-admin__subtitle">{t('exhibitionAdminBoothAdd')}</h2>
        <AddBooth plan={plan} />
      </section>
      <section className="ex-admin__card">
        <h2 className="ex-admin__subtitle">{plan.hall.name}</h2>
        <HallForm plan={plan} />
        {plan.booths.length === 0 ? <DeleteForm intent="deleteHall" testId="delete-hall" /> : null}
      </section>
    </section>
  );
}
