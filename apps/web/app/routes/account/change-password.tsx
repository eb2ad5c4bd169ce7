import type { LoginResponse } from '@forum/contract/account';
import { PASSWORD_MIN_LENGTH } from '@forum/contract/account-rules';
import type { FormEvent } from 'react';
import { useApi } from '~/api/use-api.ts';
import { formFields, PasswordField, SubmitButton, useApiForm } from '~/components/form.tsx';
import { useToast } from '~/components/toasts.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/change-password';
import { accountMeta } from './account-data.ts';
import './account.css';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'changePasswordTitle');
}

/**
 * POST /profile/password: the API ends every other session and gives this browser a new one (its
 * cookies come with the answer), so the visitor stays logged in here.
 */
export default function ChangePassword() {
  const { t } = useI18n();
  const api = useApi();
  const toast = useToast();
  const form = useApiForm(FIELDS);
  const { errors, clearError } = form;

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const body = formFields(formElement, FIELDS);
    await form.submit(
      () => api.post<LoginResponse>('/profile/password', { body }),
      () => {
        formElement.reset();
        toast.success(t('changePasswordDone'));
      },
    );
  }

  return (
    <div className="account-page">
      <header className="account-page__header">
        <h1 className="account-page__title">{t('changePasswordTitle')}</h1>
        <p className="account-page__lead">{t('changePasswordLead')}</p>
      </header>
      <form ref={form.formRef} className="account-card form account-form--narrow" noValidate onSubmit={change}>
        <PasswordField
          name="currentPassword"
          label={t('changePasswordCurrent')}
          autoComplete="current-password"
          required
          error={errors.currentPassword}
          onEdit={clearError}
        />
        <PasswordField
          name="password"
          label={t('changePasswordNew')}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('changePasswordNewHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.password}
          onEdit={clearError}
        />
        <PasswordField
          name="confirmPassword"
          label={t('changePasswordConfirm')}
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
          onEdit={clearError}
        />
        <SubmitButton isSubmitting={form.isSubmitting}>{t('changePasswordSubmit')}</SubmitButton>
      </form>
    </div>
  );
}
