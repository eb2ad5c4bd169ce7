import { Form, Link } from 'react-router';
import { FormMessages, TextField } from '~/components/form.tsx';
import { Pager } from '~/components/pager.tsx';
import { nameOf, STAFF_PATH, stateLabels, userPath } from '~/features/console/people/people-data.ts';
import { PeoplePage } from '~/features/console/people/people-page.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useActionForm } from '~/features/forms/use-action-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/staff';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const q = route.url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const page = Math.max(1, Number(route.url.searchParams.get('page')) || 1);
  const [staff, groups] = await Promise.all([
    route.api.call('people.staff', { query: { page, ...(q ? { q } : {}), sort: 'name' } }),
    route.api.call('people.groups'),
  ]);
  return { q: q ?? '', staff: route.need(staff), groups: route.need(groups).items };
}

/** A staff member into another group (never oneself: the API refuses it, 403 `ownPermissions`). */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = Number(form.text('user'));
  const group = Number(form.text('group'));
  const result = await form.send('people.setStaffGroup', {
    params: { id },
    body: { group, base: form.text('base') || undefined },
  });
  return form.answer(result, { to: form.returnTo, message: form.t('peopleStaffMoved'), refusedTo: form.returnTo });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { messages?: Record<string, string> } | undefined;
  return [{ title: root?.messages?.peopleStaffTitle ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { q, staff, groups } = loaderData;
  const { inlineMessages } = useActionForm([]);
  return (
    <PeoplePage
      name="staff"
      title="peopleStaffTitle"
      lead="peopleStaffLead"
      add={{ path: `${STAFF_PATH}/new`, label: 'peopleStaffNew' }}
    >
      <Form method="get" className="people-filters" role="search">
        <TextField name="q" type="search" label={t('peopleSearch')} defaultValue={q} />
        <div className="people-filters__actions">
          <button type="submit" className="button">
            {t('peopleApply')}
          </button>
        </div>
      </Form>
      <FormMessages messages={inlineMessages} />
      {staff.items.length === 0 ? (
        <p className="people-empty">{t('peopleEmpty')}</p>
      ) : (
        <div className="people-table-wrap">
          <table className="people-table" data-testid="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('peopleColumnName')}</th>
                <th scope="col">{t('peopleColumnEmail')}</th>
                <th scope="col">{t('peopleColumnState')}</th>
                <th scope="col">{t('peopleColumnGroup')}</th>
              </tr>
            </thead>
            <tbody>
              {staff.items.map((member) => {
                const name = nameOf(member) || member.email;
                return (
                  <tr key={member.id} data-testid="staff-row">
                    <td>
                      <Link to={to(userPath(member.id))}>{name}</Link>
                    </td>
                    <td className="people-ltr">{member.email}</td>
                    <td>{t(stateLabels[member.state])}</td>
                    <td>
                      <Form method="post" className="people-inline-form">
                        <input type="hidden" name="user" value={member.id} />
                        <input type="hidden" name="base" value={JSON.stringify({ group: member.group?.id ?? null })} />
                        <label className="visually-hidden" htmlFor={`group-${member.id}`}>
                          {t('peopleStaffMoveTo', { name })}
                        </label>
                        <select
                          id={`group-${member.id}`}
                          name="group"
                          className="field__input"
                          defaultValue={member.group?.id ?? ''}
                        >
                          {groups.map((group) => (
                            <option key={group.id} value={group.id}>
                              {group.name}
                            </option>
                          ))}
                        </select>
                        <button type="submit" className="button button--ghost">
                          {t('peopleStaffMove')}
                        </button>
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        pagination={staff.pagination}
        hrefOf={(page) => to(withQuery(STAFF_PATH, { q, page: page > 1 ? page : undefined }))}
      />
    </PeoplePage>
  );
}
