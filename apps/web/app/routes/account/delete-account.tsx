import type { MessageResponse, Profile } from '@forum/contract/account';
import { type FormEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '~/api/use-api.ts';
import { formFields, PasswordField, SubmitButton, useApiForm } from '~/components/form.tsx';
import { useToast } from '~/components/toasts.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useSession } from '~/session/session.tsx';
import { profileUpdatePath } from './account-data.ts';

const FIELDS = ['password'] as const;

/**
 * The danger zone: a warning, then a dialog that asks for the password before the account's personal
 * data is removed (DELETE /profile or /exhibitors/profile). The session ends with it, so the page
 * forgets the user and goes to the account-type page (SPEC.md §4, as after logging out).
 */
export function DeleteAccount({ userType }: { userType: Profile['userType'] }) {
  const { t } = useI18n();
  const api = useApi();
  const toast = useToast();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { setUser } = useSession();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const form = useApiForm(FIELDS);

  function open() {
    form.setErrors({});
    form.formRef.current?.reset();
    dialogRef.current?.showModal();
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = formFields(event.currentTarget, FIELDS);
    await form.submit(
      () => api.delete<MessageResponse>(profileUpdatePath(userType), { body }),
      async (data) => {
        dialogRef.current?.close();
        setUser(null);
        toast.success(data.message || t('deleteAccountDone'));
        await navigate(to('/account-type'), { replace: true });
      },
    );
  }

  return (
    <section className="account-card danger-zone" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="account-card__title">
        {t('deleteAccountTitle')}
      </h2>
      <p>
        {t('deleteAccountWarning')}
        {userType === 'exhibitor' ? ` ${t('deleteAccountExhibitorWarning')}` : null}
      </p>
      <button type="button" className="button button--danger" onClick={open} aria-haspopup="dialog">
        {t('deleteAccountStart')}
      </button>
      <dialog
        ref={dialogRef}
        className="dialog"
        aria-labelledby="delete-account-confirm-title"
        aria-describedby="delete-account-confirm-text"
      >
        <form ref={form.formRef} className="form" noValidate onSubmit={confirm}>
          <h2 id="delete-account-confirm-title" className="dialog__title">
            {t('deleteAccountConfirmTitle')}
          </h2>
          <p id="delete-account-confirm-text">{t('deleteAccountConfirmText')}</p>
          <PasswordField
            name="password"
            label={t('deleteAccountPassword')}
            autoComplete="current-password"
            required
            error={form.errors.password}
            onEdit={form.clearError}
          />
          <div className="dialog__actions">
            <SubmitButton isSubmitting={form.isSubmitting}>{t('deleteAccountConfirm')}</SubmitButton>
            <button type="button" className="button button--ghost" onClick={() => dialogRef.current?.close()}>
              {t('deleteAccountCancel')}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
