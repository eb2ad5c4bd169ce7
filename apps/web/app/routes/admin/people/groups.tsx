import { Link } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import peopleCss from '~/features/console/people/people.css?inline';
import { GROUPS_PATH, groupPath } from '~/features/console/people/people-data.ts';
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
    <section className="console-page people-page" aria-labelledby="groups-title" data-testid="console-groups">
      <RouteStyles name="console-people" sheet={peopleCss} />
      <header className="people-page__header">
        <div>
          <h1 id="groups-title" className="people-page__title">
            {t('peopleGroupsTitle')}
          </h1>
          <p className="people-page__lead">{t('peopleGroupsLead')}</p>
        </div>
        <Link to={to(`${GROUPS_PATH}/new`)} className="button">
          {t('peopleGroupNew')}
        </Link>
      </header>
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
    </section>
  );
}
