import { PASSWORD_MIN_LENGTH } from '@forum/contract/account-rules';
import { accountsChangePasswordForm } from '@forum/contract/form-fields/accounts.changePassword';
import { Form, useLocation } from 'react-router';
import { FormMessages, PasswordField, SubmitButton } from '~/components/form.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/change-password';
import { AccountPageHeader, accountMeta } from './account-data.tsx';

const PATH = '/account/change-password';

/**
 * POST /profile/password, with or without the page's scripts: the API ends every other session and
 * gives this browser a new one (its cookies go back with the redirect), so the visitor stays logged in.
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const result = await form.send('accounts.changePassword');
  return form.answer(result, { to: form.to(PATH), message: form.t('changePasswordDone') });
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'changePasswordTitle');
}

export default function ChangePassword() {
  const { t } = useI18n();
  const { formRef, field, onSubmit, isSubmitting, inlineMessages } = useForm(accountsChangePasswordForm);
  // after a change the page comes again (a new entry): the form starts empty
  const { key } = useLocation();

  return (
    <div className="account-page">
      <AccountPageHeader title={t('changePasswordTitle')} lead={t('changePasswordLead')} />
      <Form
        key={key}
        method="post"
        ref={formRef}
        className="account-card form account-form--narrow"
        noValidate
        onSubmit={onSubmit}
        replace
      >
        <PasswordField
          {...field('currentPassword')}
          label={t('changePasswordCurrent')}
          autoComplete="current-password"
        />
        <PasswordField
          {...field('password')}
          label={t('changePasswordNew')}
          autoComplete="new-password"
          hint={t('changePasswordNewHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField {...field('confirmPassword')} label={t('changePasswordConfirm')} autoComplete="new-password" />
        <FormMessages messages={inlineMessages} />
        <SubmitButton isSubmitting={isSubmitting}>{t('changePasswordSubmit')}</SubmitButton>
      </Form>
    </div>
  );
}
