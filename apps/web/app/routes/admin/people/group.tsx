import { peopleUpdateGroupForm } from '@forum/contract/form-fields/people.updateGroup';
import { RouteStyles } from '~/components/route-styles.tsx';
import { loadRecordHistory } from '~/features/console/audit/record-history.server.ts';
import { askConfirm, consoleAnswer } from '~/features/console/form/console-form.server.ts';
import { RecordPage } from '~/features/console/form/record-page.tsx';
import { GroupFields, groupBase, groupBodyOf } from '~/features/console/people/group-form.tsx';
import peopleCss from '~/features/console/people/people.css?inline';
import { GROUPS_PATH, groupPath } from '~/features/console/people/people-data.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/group';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = Number(route.id(args.params.id));
  const group = route.need(await route.api.call('people.group', { params: { id } }), { notFound: [400, 404] });
  return { group, history: await loadRecordHistory(route, 'group', id) };
}

/** Save the group (refused when changed since the page opened, or when it is one's own permissions), or delete it. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = Number(args.params.id);
  if (form.text('intent') === 'delete') {
    const asked = askConfirm(form, {
      title: form.t('peopleGroupDeleteTitle'),
      text: form.t('peopleGroupDeleteText'),
      confirmLabel: form.t('peopleGroupDelete'),
    });
    if (asked) return asked;
    const result = await form.send('people.deleteGroup', { params: { id } });
    return form.answer(result, {
      to: form.to(GROUPS_PATH),
      message: ({ message }) => message,
      refusedTo: form.to(groupPath(id)),
    });
  }
  const result = await form.send('people.updateGroup', { params: { id }, body: groupBodyOf(form) });
  return consoleAnswer(form, result, { to: form.to(groupPath(id)), message: form.t('peopleGroupSaved') });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.group.name ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function Group({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { group, history } = loaderData;
  const form = useForm(peopleUpdateGroupForm, { defaults: group });
  // the record frame (decision 061); the key: a saved group opens its form again on the stored values (a
  // new base). Delete only for a group nobody is in (the API refuses the others).
  return (
    <RecordPage
      key={JSON.stringify(group)}
      form={form}
      base={groupBase(group)}
      list={GROUPS_PATH}
      heading={group.name}
      isNew={false}
      canDelete={group.memberCount === 0}
      testId="group"
      deleteText={t('peopleGroupDeleteText')}
      history={history}
    >
      <RouteStyles name="console-people" sheet={peopleCss} />
      <p className="people-page__lead">{t('peopleGroupMembers', { count: group.memberCount })}</p>
      <GroupFields group={group} form={form} />
    </RecordPage>
  );
}
