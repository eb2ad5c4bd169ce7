import { accountsChangePasswordForm } from '@forum/contract/form-fields/accounts.changePassword';
import { accountsLoginForm } from '@forum/contract/form-fields/accounts.login';
import { accountsUpdateProfileForm } from '@forum/contract/form-fields/accounts.updateProfile';
import { exhibitorAccountsUpdateProfileForm } from '@forum/contract/form-fields/exhibitorAccounts.updateProfile';
import { useForm } from './use-form.tsx';

/**
 * Never run: `npm run typecheck` compiles it, and fails when a name the contract's schema does not have
 * compiles (each `@ts-expect-error` then has no error to expect).
 */
export function useFieldNamesChecked() {
  const form = useForm(accountsChangePasswordForm, { extra: ['intent'] });
  form.field('password');
  form.field('intent');
  // @ts-expect-error a misspelt field of the change-password schema
  form.field('pasword');
  // @ts-expect-error the login schema names no confirmation
  useForm(accountsLoginForm).field('confirmPassword');
  useForm(exhibitorAccountsUpdateProfileForm).bilingual('companyName');
  // @ts-expect-error a customer's company name has no Arabic and English pair
  useForm(accountsUpdateProfileForm).bilingual('companyName');
  // @ts-expect-error a page takes its form's own module, never a name to look up in the table of all forms
  useForm('accounts.changePassword');
}
