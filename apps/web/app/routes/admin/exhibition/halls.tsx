import { consoleExhibitionCreateHallForm } from '@forum/contract/form-fields/consoleExhibition.createHall';
import { Form, Link } from 'react-router';
import { FormMessages, SubmitButton } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { HallFields } from '~/features/console/exhibition/plan-fields.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/halls';
import adminCss from './exhibition-admin.css?inline';
import { adminMeta, adminPaths } from './exhibition-admin.ts';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return route.need(await route.api.call('consoleExhibition.halls'));
}

/** A new hall; its floor plan opens next. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const result = await form.send('consoleExhibition.createHall');
  return form.answer(result, {
    to: (done) => form.to(adminPaths.hall(done.hall.id)),
    message: form.t('exhibitionAdminAdded'),
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches[0]?.loaderData, 'exhibitionAdminHallsTitle');
}

export default function Halls({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { formRef, field, bilingual, onSubmit, isSubmitting, inlineMessages } = useForm(
    consoleExhibitionCreateHallForm,
  );
  return (
    <section className="ex-admin" data-testid="admin-halls">
      <RouteStyles name="exhibition-admin" sheet={adminCss} />
      <header className="ex-admin__header">
        <h1 className="ex-admin__title">{t('exhibitionAdminHallsTitle')}</h1>
        <p className="ex-admin__lead">{t('exhibitionAdminHallsLead')}</p>
      </header>
      {loaderData.items.length === 0 ? (
        <p className="ex-admin__empty">{t('exhibitionAdminNoHalls')}</p>
      ) : (
        <ul className="ex-admin__cards">
          {loaderData.items.map((hall) => (
            <li key={hall.id} className="ex-admin__card">
              <h2 className="ex-admin__subtitle">
                <Link to={to(adminPaths.hall(hall.id))} data-testid={`hall-plan-${hall.code}`}>
                  {hall.name}
                </Link>{' '}
                <bdi dir="ltr">({hall.code})</bdi>
              </h2>
              <p>
                {t('exhibitionAdminHallBooths', { count: hall.booths })} ·{' '}
                <bdi dir="ltr">
                  {hall.width} × {hall.height}
                </bdi>
              </p>
              <Link to={to(adminPaths.hall(hall.id))}>{t('exhibitionAdminOpenPlan')}</Link>
            </li>
          ))}
        </ul>
      )}
      <section className="ex-admin__card">
        <h2 className="ex-admin__subtitle">{t('exhibitionAdminHallAdd')}</h2>
        <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form">
          <HallFields field={field} bilingual={bilingual} />
          <FormMessages messages={inlineMessages} />
          <SubmitButton isSubmitting={isSubmitting}>{t('exhibitionAdminAdd')}</SubmitButton>
        </Form>
      </section>
    </section>
  );
}
