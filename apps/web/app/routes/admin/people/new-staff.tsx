import { peopleCreateStaffForm } from '@forum/contract/form-fields/people.createStaff';
import { EmailField, SelectField, TextField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { RecordPage } from '~/features/console/form/record-page.tsx';
import peopleCss from '~/features/console/people/people.css?inline';
import { STAFF_PATH } from '~/features/console/people/people-data.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/new-staff';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { groups: route.need(await route.api.call('people.groups')).items };
}

/** A new staff account: created without a password, and emailed the way to set one (decision 066). */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const result = await form.send('people.createStaff');
  return form.answer(result, {
    to: form.to(STAFF_PATH),
    message: (user) => form.t('peopleStaffCreated', { name: user.email }),
  });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { messages?: Record<string, string> } | undefined;
  return [{ title: root?.messages?.peopleStaffNew ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function NewStaff({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const form = useForm(peopleCreateStaffForm);
  const { field, choice } = form;
  // the record frame (decision 061) of a new record, whose button says it also sends the invitation
  return (
    <RecordPage
      history={null}
      form={form}
      base=""
      list={STAFF_PATH}
      heading={t('peopleStaffNew')}
      isNew
      submitLabel={t('peopleStaffCreate')}
      testId="new-staff"
      deleteText=""
    >
      <RouteStyles name="console-people" sheet={peopleCss} />
      <EmailField {...field('email')} label={t('peopleStaffEmail')} />
      <div className="form__row">
        <TextField {...field('firstName')} label={t('peopleStaffFirstName')} />
        <TextField {...field('lastName')} label={t('peopleStaffLastName')} />
      </div>
      <SelectField
        {...choice('locale')}
        label={t('peopleStaffLocale')}
        defaultValue={locale}
        options={[
          { value: 'ar', label: t('peopleArabic') },
          { value: 'en', label: t('peopleEnglish') },
        ]}
      />
      <SelectField
        {...choice('group')}
        label={t('peopleStaffGroup')}
        required
        options={loaderData.groups.map((group) => ({ value: String(group.id), label: group.name }))}
      />
    </RecordPage>
  );
}
