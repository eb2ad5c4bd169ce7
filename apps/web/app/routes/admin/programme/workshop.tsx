import { Form } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { askConfirm } from '~/features/console/form/console-form.server.ts';
import { ConfirmButton, ConfirmStep } from '~/features/console/form/console-form.tsx';
import css from '~/features/console/programme/programme.css?inline';
import { openForm } from '~/features/forms/open-form.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/workshop';
import { programmeMeta } from './programme-paths.ts';

/** A workshop's seats and waiting list (decision 063): a place cancelled, someone moved up (and told). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = Number(route.id(args.params.id));
  const places = route.need(await route.api.call('programme.workshopRegistrations', { params: { id } }), {
    notFound: [400, 404],
  });
  return places;
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = Number(args.params.id);
  const registrationId = Number(form.text('registration'));
  const intent = form.text('intent');
  if (!(id > 0 && registrationId > 0 && Number.isSafeInteger(registrationId))) {
    return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  }
  const here = `${form.url.pathname}${form.url.search}`;
  const params = { id, registrationId };
  if (intent === 'promote') {
    const result = await form.send('programme.promoteRegistration', { params });
    return form.answer(result, { to: here, message: form.t('programmeWorkshopPromoted') });
  }
  const asked = askConfirm(form, {
    title: form.t('programmeWorkshopCancel'),
    text: form.t('programmeWorkshopCancelConfirm', { name: form.text('name') }),
    confirmLabel: form.t('programmeConfirm'),
  });
  if (asked) return asked;
  const result = await form.send('programme.cancelRegistration', { params });
  return form.answer(result, { to: here, message: form.t('programmeWorkshopCancelled') });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return programmeMeta(matches, (t) => t('programmeWorkshopTitle', { title: loaderData?.workshop.title ?? '' }));
}

export default function WorkshopPlaces({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { workshop, registrations } = loaderData;
  const groups = [
    {
      key: 'registered',
      title: t('programmeWorkshopSeated'),
      rows: registrations.filter((row) => row.status === 'registered'),
    },
    {
      key: 'waitlisted',
      title: t('programmeWorkshopWaitingList'),
      rows: registrations.filter((row) => row.status === 'waitlisted'),
    },
  ];
  return (
    <section className="programme-page" data-testid="programme-workshop">
      <RouteStyles name="admin-programme" sheet={css} />
      <h1 className="programme-page__title">{t('programmeWorkshopTitle', { title: workshop.title })}</h1>
      <p className="programme-page__lead">
        {t('programmeWorkshopSeats', { registered: workshop.registered, capacity: workshop.capacity })} ·{' '}
        {t('programmeWorkshopWaiting', { count: workshop.waitlisted })}
      </p>
      <ConfirmStep />
      <div className="programme-places">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`places-${group.key}`}>
            <h2 id={`places-${group.key}`}>{group.title}</h2>
            {group.rows.length === 0 ? (
              <p>{t('programmeWorkshopNobody')}</p>
            ) : (
              <div className="programme-table-wrap">
                <table className="programme-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('programmeColumnPerson')}</th>
                      <th scope="col">{t('programmeColumnEmail')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('programmeWorkshopRegistrations')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.rows.map((row) => (
                      <tr key={row.id} data-testid={`place-${row.userId}`}>
                        <td>
                          {row.name || row.email}
                          {row.position ? (
                            <>
                              {' '}
                              <small>{t('programmeWorkshopPosition', { position: row.position })}</small>
                            </>
                          ) : null}
                        </td>
                        <td dir="ltr">{row.email}</td>
                        <td>
                          <div className="programme-actions">
                            {row.status === 'waitlisted' ? (
                              <Form method="post">
                                <input type="hidden" name="registration" value={row.id} />
                                <button type="submit" name="intent" value="promote" className="button">
                                  {t('programmeWorkshopPromote')}
                                </button>
                              </Form>
                            ) : null}
                            <Form method="post">
                              <input type="hidden" name="registration" value={row.id} />
                              <input type="hidden" name="name" value={row.name || row.email} />
                              <ConfirmButton
                                label={t('programmeWorkshopCancel')}
                                title={t('programmeWorkshopCancel')}
                                text={t('programmeWorkshopCancelConfirm', { name: row.name || row.email })}
                                confirmLabel={t('programmeConfirm')}
                                name="intent"
                                value="cancel"
                              />
                            </Form>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ))}
      </div>
      <p className="field__hint">{t('programmeWorkshopPromoteHint')}</p>
    </section>
  );
}
