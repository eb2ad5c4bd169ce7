import type { ConsoleUserRow } from '@forum/contract/console/people';
import { userListTypes, userStates } from '@forum/contract/console/people-rules';
import { endpointRoute } from '@forum/contract/endpoint-paths';
import { Form, Link } from 'react-router';
import { FormMessages, SelectField, TextField } from '~/components/form.tsx';
import { Pager } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import peopleCss from '~/features/console/people/people.css?inline';
import {
  nameOf,
  stateLabels,
  typeLabels,
  USERS_PATH,
  userPath,
  userQueryOf,
} from '~/features/console/people/people-data.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useActionForm } from '~/features/forms/use-action-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay } from '~/utils/dates.ts';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/users';

/** GET /admin/users: a page of the accounts, searched, filtered and sorted by the address (decision 066). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const query = userQueryOf(route.url);
  const list = route.need(await route.api.call('people.users', { query }));
  return { query, items: list.items, pagination: list.pagination };
}

/** The bulk actions: the rows chosen (checkboxes `ids`), disabled or enabled together, all or none. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const intent = form.text('intent');
  const ids = form.form
    .getAll('ids')
    .map((value) => Number(value))
    .filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) return form.answer([{ key: 'error', value: form.t('peopleBulkNone') }]);
  const result = await form.send('people.usersBulk', {
    body: { action: intent === 'enable' ? 'enable' : 'disable', ids },
  });
  return form.answer(result, { to: form.returnTo, message: ({ message }) => message });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { messages?: Record<string, string> } | undefined;
  return [{ title: root?.messages?.peopleUsersTitle ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const { query, items, pagination } = loaderData;
  const { formRef, onSubmit, isSubmitting, inlineMessages } = useActionForm(['ids']);
  const { page: _page, ...filters } = query;
  const exportHref = withQuery(`/api${endpointRoute('people.usersExport').path}`, filters);
  const hrefOf = (page: number) => to(withQuery(USERS_PATH, { ...filters, page: page > 1 ? page : undefined }));

  return (
    <section className="people-page" aria-labelledby="users-title" data-testid="console-users">
      <RouteStyles name="console-people" css={peopleCss} />
      <header className="people-page__header">
        <div>
          <h1 id="users-title" className="people-page__title">
            {t('peopleUsersTitle')}
          </h1>
          <p className="people-page__lead">{t('peopleUsersLead')}</p>
        </div>
        {/* a download: the API streams the CSV of exactly these filters, with the staff member's cookie */}
        <a className="button button--ghost" href={exportHref} download data-testid="users-export">
          {t('peopleExport')}
        </a>
      </header>

      <Form method="get" className="people-filters" role="search">
        <TextField name="q" type="search" label={t('peopleSearch')} defaultValue={query.q ?? ''} />
        <SelectField
          name="type"
          label={t('peopleFilterType')}
          defaultValue={query.type ?? ''}
          options={[
            { value: '', label: t('peopleAll') },
            ...userListTypes.map((type) => ({ value: type, label: t(typeLabels[type]) })),
          ]}
        />
        <SelectField
          name="state"
          label={t('peopleFilterState')}
          defaultValue={query.state ?? ''}
          options={[
            { value: '', label: t('peopleAll') },
            ...userStates.map((state) => ({ value: state, label: t(stateLabels[state]) })),
          ]}
        />
        <SelectField
          name="sort"
          label={t('peopleSort')}
          defaultValue={query.sort ?? ''}
          options={[
            { value: '', label: t('peopleSortNewest') },
            { value: 'createdAt', label: t('peopleSortOldest') },
            { value: 'email', label: t('peopleSortEmail') },
            { value: 'name', label: t('peopleSortName') },
          ]}
        />
        <div className="people-filters__actions">
          <button type="submit" className="button">
            {t('peopleApply')}
          </button>
          <Link to={to(USERS_PATH)} className="button button--ghost">
            {t('peopleClear')}
          </Link>
        </div>
      </Form>

      <p aria-live="polite" data-testid="users-count">
        {t('peopleCount', { count: pagination.total })}
      </p>

      {items.length === 0 ? (
        <p className="people-empty">{t('peopleEmpty')}</p>
      ) : (
        <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
          <div className="people-table-wrap">
            <table className="people-table" data-testid="users-table">
              <thead>
                <tr>
                  <th scope="col" className="people-table__check">
                    <span className="visually-hidden">{t('peopleChooseAll')}</span>
                  </th>
                  <th scope="col">{t('peopleColumnEmail')}</th>
                  <th scope="col">{t('peopleColumnName')}</th>
                  <th scope="col">{t('peopleColumnType')}</th>
                  <th scope="col">{t('peopleColumnState')}</th>
                  <th scope="col">{t('peopleColumnGroup')}</th>
                  <th scope="col">{t('peopleColumnCreated')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((row: ConsoleUserRow) => (
                  <tr key={row.id} data-testid="users-row">
                    <td>
                      <input
                        type="checkbox"
                        name="ids"
                        value={row.id}
                        aria-label={t('peopleChoose', { name: row.email })}
                      />
                    </td>
                    <td>
                      <Link to={to(userPath(row.id))} className="people-ltr">
                        {row.email}
                      </Link>
                    </td>
                    <td>{nameOf(row) || t('peopleNoName')}</td>
                    <td>{t(typeLabels[row.type])}</td>
                    <td>
                      <span className={`people-badge${row.state === 'disabled' ? ' people-badge--off' : ''}`}>
                        {t(stateLabels[row.state])}
                      </span>
                    </td>
                    <td>{row.group?.name ?? ''}</td>
                    <td>{formatDay(row.createdAt, locale, timeZone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <FormMessages messages={inlineMessages} />
          <div className="people-actions">
            <button
              type="submit"
              name="intent"
              value="disable"
              className="button"
              aria-busy={isSubmitting || undefined}
            >
              {t('peopleBulkDisable')}
            </button>
            <button type="submit" name="intent" value="enable" className="button button--ghost">
              {t('peopleBulkEnable')}
            </button>
          </div>
        </Form>
      )}
      <Pager pagination={pagination} hrefOf={hrefOf} />
    </section>
  );
}
