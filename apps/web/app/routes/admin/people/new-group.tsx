import { Link } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { GroupForm, groupBodyOf } from '~/features/console/people/group-form.tsx';
import peopleCss from '~/features/console/people/people.css?inline';
import { GROUPS_PATH, groupPath } from '~/features/console/people/people-data.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/new-group';

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const result = await form.send('people.createGroup', { body: groupBodyOf(form) });
  return form.answer(result, { to: (group) => form.to(groupPath(group.id)), message: form.t('peopleGroupCreated') });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { messages?: Record<string, string> } | undefined;
  return [{ title: root?.messages?.peopleGroupNew ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function NewGroup() {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <section className="console-page people-page" aria-labelledby="group-title" data-testid="console-new-group">
      <RouteStyles name="console-people" css={peopleCss} />
      <p>
        <Link to={to(GROUPS_PATH)}>{t('peopleGroupBack')}</Link>
      </p>
      <h1 id="group-title" className="people-page__title">
        {t('peopleGroupNew')}
      </h1>
      <GroupForm group={null} submitLabel={t('peopleGroupCreate')} />
    </section>
  );
}
