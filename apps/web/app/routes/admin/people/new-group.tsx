import { peopleUpdateGroupForm } from '@forum/contract/form-fields/people.updateGroup';
import { RouteStyles } from '~/components/route-styles.tsx';
import { RecordPage } from '~/features/console/form/record-page.tsx';
import { GroupFields, groupBase, groupBodyOf } from '~/features/console/people/group-form.tsx';
import peopleCss from '~/features/console/people/people.css?inline';
import { GROUPS_PATH, groupPath } from '~/features/console/people/people-data.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
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
  const form = useForm(peopleUpdateGroupForm);
  return (
    <RecordPage
      history={null}
      form={form}
      base={groupBase(null)}
      list={GROUPS_PATH}
      heading={t('peopleGroupNew')}
      isNew
      testId="group"
      deleteText=""
    >
      <RouteStyles name="console-people" sheet={peopleCss} />
      <GroupFields group={null} form={form} />
    </RecordPage>
  );
}
