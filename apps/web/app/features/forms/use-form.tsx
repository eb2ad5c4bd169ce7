import { useCallback, useMemo } from 'react';
import type { FieldErrors } from '~/components/form.tsx';
import { type ContractForm, emptyRefusedOf, type FieldName, type FieldRules, fieldNamesOf } from './fields.ts';
import { useActionForm } from './use-action-form.tsx';

/** What a field of the form takes from the contract, spread into `TextField`, `PasswordField`, `TextAreaField` … */
export type FieldProps = {
  name: string;
  required?: boolean;
  type?: 'email' | 'number';
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
  /** The saved value the field starts from (`useForm`'s `defaults`); what a refused form sent back wins over it. */
  defaultValue?: string;
  error: string | undefined;
  onEdit: (name: string) => void;
};

/** What a choice among options takes from the contract (`SelectField`, `CheckboxField`). */
export type ChoiceProps = Pick<FieldProps, 'name' | 'required' | 'error' | 'onEdit'>;

type UseFormOptions<X extends string> = {
  /** Fields of the form that its endpoint's body does not name (a file, the terms, a step). */
  extra?: readonly X[];
  /** The page's own checks before sending (a file not chosen). */
  check?: (form: HTMLFormElement) => FieldErrors;
  /** A page with several forms for one action: the form's own `intent`. */
  intent?: string;
  /** A field's own words when it is left empty (terms not accepted), instead of "required". */
  requiredMessages?: Readonly<Record<string, string>>;
  /** Extra fields the action sends on that the API refuses when empty (the terms, as `terms: false`). */
  serverChecked?: readonly X[];
  /** The saved record an edit form starts from: each field takes its value of the same name (text or number). */
  defaults?: object | null | undefined;
};

/** The base names of an endpoint's `…Ar`/`…En` pairs. */
type BilingualBase<F extends ContractForm> = {
  [K in FieldName<F>]: K extends `${infer B}Ar` ? (`${B}En` extends FieldName<F> ? B : never) : never;
}[FieldName<F>];

/**
 * A form that posts an endpoint's body (decision 052): it takes the endpoint's form once, as the contract
 * generates it in its own zod-free module (`form-fields/<endpoint>.ts`, so that the page's script holds
 * only the rules of the forms it renders), and each field takes its name, `required`, limits, type and
 * error from it; a name the endpoint's schema does not have fails to compile.
 *
 *   import { accountsChangePasswordForm } from '@forum/contract/form-fields/accounts.changePassword';
 *   const form = useForm(accountsChangePasswordForm);
 *   <PasswordField {...form.field('password')} label={label} />
 *
 * The rest is `useActionForm`'s: the form's ref, its submit check, its errors and echoed values.
 */
export function useForm<F extends ContractForm, X extends string = never>(form: F, options: UseFormOptions<X> = {}) {
  const names = useMemo(() => [...fieldNamesOf(form), ...(options.extra ?? [])], [form, options.extra]);
  // the API refuses these itself when empty: an empty one does not stop the form in the page (issue 36)
  const serverChecked = useMemo(
    () => [...emptyRefusedOf(form), ...(options.serverChecked ?? [])],
    [form, options.serverChecked],
  );
  const actionForm = useActionForm(names, { ...options, serverChecked });
  const { errors, clearError } = actionForm;
  const rules: Readonly<Record<string, FieldRules>> = form.fields;

  const { defaults } = options;
  const field = useCallback(
    (name: FieldName<F> | X): FieldProps => {
      return {
        name,
        ...htmlRulesOf(rules[name]),
        ...savedValueOf(defaults, name),
        error: errors[name],
        onEdit: clearError,
      };
    },
    [rules, errors, clearError, defaults],
  );

  /** A choice among options (`SelectField`, `CheckboxField`): its name, whether it is required, its error. */
  const choice = useCallback(
    (name: FieldName<F> | X): ChoiceProps => ({
      name,
      ...(rules[name]?.required ? { required: true } : {}),
      error: errors[name],
      onEdit: clearError,
    }),
    [rules, errors, clearError],
  );

  /** The Arabic and English fields of a pair (`companyNameAr`, `companyNameEn`), for `BilingualField`. */
  const bilingual = useCallback(
    (base: BilingualBase<F>) => ({ ar: field(`${base}Ar` as FieldName<F>), en: field(`${base}En` as FieldName<F>) }),
    [field],
  );

  return { ...actionForm, field, choice, bilingual };
}

/** A field's saved value, as the text its input starts from: the record's text or number of that name, else none. */
export function savedValueOf(record: object | null | undefined, name: string): { defaultValue?: string } {
  const saved = record ? (record as Readonly<Record<string, unknown>>)[name] : undefined;
  return typeof saved === 'string' || typeof saved === 'number' ? { defaultValue: String(saved) } : {};
}

/** A field's rules as HTML attributes: the browser's own checks stay off (noValidate), but they bound typing and name the keyboard. */
export function htmlRulesOf(rules: FieldRules | undefined): Omit<FieldProps, 'name' | 'error' | 'onEdit'> {
  if (!rules) return {};
  const isNumber = rules.type === 'integer' || rules.type === 'number';
  return {
    ...(rules.required ? { required: true } : {}),
    ...(rules.format === 'email' ? { type: 'email' as const } : isNumber ? { type: 'number' as const } : {}),
    ...(rules.minLength !== undefined && rules.minLength > 1 ? { minLength: rules.minLength } : {}),
    ...(rules.maxLength !== undefined ? { maxLength: rules.maxLength } : {}),
    ...(rules.pattern !== undefined ? { pattern: rules.pattern } : {}),
    ...(isNumber && rules.min !== undefined ? { min: rules.min } : {}),
    ...(isNumber && rules.max !== undefined ? { max: rules.max } : {}),
  };
}
