import type { Profile } from '@forum/contract/account';
import { accountsDeleteForm } from '@forum/contract/form-fields/accounts.delete';
import { type FormEvent, useRef } from 'react';
import { Form, Link, useLocation, useSearchParams } from 'react-router';
import { FormMessages, PasswordField, SubmitButton } from '~/components/form.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { AccountCard } from './account-card.tsx';

export const DELETE_ACCOUNT_INTENT = 'deleteAccount';
// the confirmation as a step of the page (?delete-account), for a visitor whose page runs no scripts
const CONFIRM_STEP = 'delete-account';

/**
 * The danger zone: a warning, then the password asked for before the account's personal data is
 * removed (the settings page's action, `intent=deleteAccount`). With scripts the confirmation is a
 * dialog; without them the start button opens the same form as a step of the page (?delete-account).
 * The session ends with it: the page goes to the account-type page (as after logging out: docs/product/accounts.md).
 */
export function DeleteAccount({ userType }: { userType: Profile['userType'] }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { formRef, field, clearError, onSubmit, isSubmitting, inlineMessages } = useForm(accountsDeleteForm, {
    intent: DELETE_ACCOUNT_INTENT,
  });
  const isStep = searchParams.has(CONFIRM_STEP);

  function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearError('password');
    formRef.current?.reset();
    dialogRef.current?.showModal();
  }

  const confirmation = (
    <Form method="post" ref={formRef} className="form" noValidate onSubmit={onSubmit} replace>
      <input type="hidden" name="intent" value={DELETE_ACCOUNT_INTENT} />
      <h2 id="delete-account-confirm-title" className="dialog__title">
        {t('deleteAccountConfirmTitle')}
      </h2>
      <p id="delete-account-confirm-text">{t('deleteAccountConfirmText')}</p>
      <PasswordField {...field('password')} label={t('deleteAccountPassword')} autoComplete="current-password" />
      <FormMessages messages={inlineMessages} />
      <div className="dialog__actions">
        <SubmitButton isSubmitting={isSubmitting}>{t('deleteAccountConfirm')}</SubmitButton>
        {isStep ? (
          <Link to={pathname} className="button button--ghost" replace>
            {t('deleteAccountCancel')}
          </Link>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => dialogRef.current?.close()}>
            {t('deleteAccountCancel')}
          </button>
        )}
      </div>
    </Form>
  );

  return (
    <AccountCard className="danger-zone" headingId="delete-account-title" title={t('deleteAccountTitle')}>
      <p>
        {t('deleteAccountWarning')}
        {userType === 'exhibitor' ? ` ${t('deleteAccountExhibitorWarning')}` : null}
      </p>
      {isStep ? (
        <div className="danger-zone__confirm">{confirmation}</div>
      ) : (
        <>
          {/* without scripts this asks for the step (?delete-account); with them it opens the dialog */}
          <form method="get" onSubmit={open}>
            <input type="hidden" name={CONFIRM_STEP} value="" />
            <button type="submit" className="button button--danger" aria-haspopup="dialog">
              {t('deleteAccountStart')}
            </button>
          </form>
          <dialog
            ref={dialogRef}
            className="dialog"
            aria-labelledby="delete-account-confirm-title"
            aria-describedby="delete-account-confirm-text"
          >
            {confirmation}
          </dialog>
        </>
      )}
    </AccountCard>
  );
}
