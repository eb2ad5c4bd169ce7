import { formFields } from '@forum/contract/form-fields.generated';
import type { FieldRules } from './fields.ts';

// The table of every form by endpoint name (decision 052) is the server's: an action reads a posted form
// by the endpoint it sends to. A page imports its own forms' modules instead (`ContractForm`).

/** An endpoint whose JSON body a form posts: its fields are in the contract's generated table. */
export type FormEndpoint = keyof typeof formFields;

export function fieldRulesOf(endpoint: FormEndpoint): Readonly<Record<string, FieldRules>> {
  return formFields[endpoint];
}

export function fieldNamesOfEndpoint(endpoint: FormEndpoint): string[] {
  return Object.keys(formFields[endpoint]);
}

export function isFormEndpoint(name: string): name is FormEndpoint {
  return Object.hasOwn(formFields, name);
}
