import type { UploadPurpose } from '@forum/contract/account';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@forum/contract/account-rules';
import { formFields } from '@forum/contract/form-fields.generated';
import type { FileRules } from '~/components/form.tsx';

/** An endpoint whose JSON body a form posts: its fields are in the contract's generated table (decision 052). */
export type FormEndpoint = keyof typeof formFields;

/** A field's name in an endpoint's body: a name not in the schema does not compile. */
export type FieldName<E extends FormEndpoint> = keyof (typeof formFields)[E] & string;

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

export function fieldRulesOf(endpoint: FormEndpoint): Readonly<Record<string, FieldRules>> {
  return formFields[endpoint];
}

export function fieldNamesOf(endpoint: FormEndpoint): string[] {
  return Object.keys(formFields[endpoint]);
}

/**
 * The fields the API refuses when the form leaves them empty: required, and either a text with a
 * minimum or a choice (sent as typed), or a number or a flag (left out when empty).
 */
export function emptyRefusedOf(endpoint: FormEndpoint): string[] {
  return Object.entries(formFields[endpoint] as Readonly<Record<string, FieldRules>>)
    .filter(([, rules]) => rules.required && (rules.type !== 'string' || (rules.minLength ?? 0) >= 1))
    .map(([name]) => name);
}

export function isFormEndpoint(name: string): name is FormEndpoint {
  return Object.hasOwn(formFields, name);
}

/** What the API takes as a file for a purpose: its types and size (a `FileField`'s rules). */
export function uploadRulesOf(purpose: UploadPurpose): FileRules {
  return { types: UPLOAD_TYPES[purpose], maxBytes: UPLOAD_MAX_BYTES };
}
