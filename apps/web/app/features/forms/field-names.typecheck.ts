import { useForm } from './use-form.tsx';

/**
 * Never run: `npm run typecheck` compiles it, and fails when a name the contract's schema does not have
 * compiles (each `@ts-expect-error` then has no error to expect).
 */
export function useFieldNamesChecked() {
  const form = useForm('accounts.changePassword', { extra: ['intent'] });
  form.field('password');
  form.field('intent');
  // @ts-expect-error a misspelt field of the change-password schema
  form.field('pasword');
  // @ts-expect-error the login schema names no confirmation
  useForm('accounts.login').field('confirmPassword');
  useForm('exhibitorAccounts.updateProfile').bilingual('companyName');
  // @ts-expect-error a customer's company name has no Arabic and English pair
  useForm('accounts.updateProfile').bilingual('companyName');
}
