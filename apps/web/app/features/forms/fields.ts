import type { UploadPurpose } from '@forum/contract/account';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@forum/contract/account-rules';
import type { FileRules } from '~/components/file-field.tsx';

/** What the contract says of a field, as the generator writes it (form-fields-source.ts). */
export type FieldRules = {
  type: string;
  required?: true;
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
};

/**
 * An endpoint's form, as the contract generates it in its own module (decision 052):
 * `import { accountsChangePasswordForm } from '@forum/contract/form-fields/accounts.changePassword'`.
 * A page imports the forms it renders, so that its script holds only their rules, never the table of all.
 */
export type ContractForm = { readonly endpoint: string; readonly fields: Readonly<Record<string, FieldRules>> };

/** A field's name in a form's body: a name not in the schema does not compile. */
export type FieldName<F extends ContractForm> = keyof F['fields'] & string;

export function fieldNamesOf(form: ContractForm): string[] {
  return Object.keys(form.fields);
}

/**
 * The fields the API refuses when the form leaves them empty: required, and either a text with a
 * minimum or a choice (sent as typed), or a number or a flag (left out when empty).
 */
export function emptyRefusedOf(form: ContractForm): string[] {
  return Object.entries(form.fields)
    .filter(([, rules]) => rules.required && (rules.type !== 'string' || (rules.minLength ?? 0) >= 1))
    .map(([name]) => name);
}

/** What the API takes as a file for a purpose: its types and size (a `FileField`'s rules). */
export function uploadRulesOf(purpose: UploadPurpose): FileRules {
  return { types: UPLOAD_TYPES[purpose], maxBytes: UPLOAD_MAX_BYTES };
}
