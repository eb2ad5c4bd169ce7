import { Link } from 'react-router';
import { GROUPS_PATH, groupPath } from '~/features/console/people/people-data.ts';
import { PeoplePage } from '~/features/console/people/people-page.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/groups';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const groups = route.need(await route.api.call('people.groups'));
  return { groups: groups.items };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { messages?: Record<string, string> } | undefined;
  return [{ title: root?.messages?.peopleGroupsTitle ?? '' }, { name: 'robots', content: 'noindex' }];
}

/** The staff groups (decision 066): each with its members and permissions counted, one's own marked. */
export default function Groups({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { groups } = loaderData;
  return (
    <PeoplePage
      name="groups"
      title="peopleGroupsTitle"
      lead="peopleGroupsLead"
      add={{ path: `${GROUPS_PATH}/new`, label: 'peopleGroupNew' }}
    >
      {groups.length === 0 ? (
        <p className="people-empty">{t('peopleGroupsEmpty')}</p>
      ) : (
        <ul className="people-cards">
          {groups.map((group) => (
            <li key={group.id} className="people-card" data-testid="group-card">
              <h2 className="people-card__title">
                <Link to={to(groupPath(group.id))}>{group.name}</Link>
              </h2>
              <p>
                {t('peopleGroupMembers', { count: group.memberCount })} ·{' '}
                {t('peopleGroupPermissions', { count: group.permissions.length })}
              </p>
              {group.isOwn ? <span className="people-badge">{t('peopleGroupOwn')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </PeoplePage>
  );
}
