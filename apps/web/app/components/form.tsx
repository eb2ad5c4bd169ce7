import type { ErrorItem } from '@forum/contract/envelope';
import { type InputHTMLAttributes, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import type { ApiResult } from '~/api/client.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { useToast } from './toasts.tsx';

export type FieldErrors = Record<string, string>;

/**
 * Sends a form to the API: one call at a time, the answer's field errors shown beside their fields
 * (and the first of them focused), every other error as toasts (SPEC.md §8).
 */
export function useApiForm(fieldNames: readonly string[]) {
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const isBusy = useRef(false);

  const submit = useCallback(
    async <T,>(send: () => Promise<ApiResult<T>>, onSuccess: (data: T) => void | Promise<void>) => {
      if (isBusy.current) return;
      isBusy.current = true;
      setSubmitting(true);
      try {
        const result = await send();
        if (result.ok) {
          setErrors({});
          await onSuccess(result.data);
          return;
        }
        if (result.isCancelled) return;
        const { fields, general } = splitErrors(result.errors, fieldNames);
        setErrors(fields);
        if (general.length) toast.errors(general);
        const first = Object.keys(fields)[0];
        if (first) formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
      } finally {
        isBusy.current = false;
        setSubmitting(false);
      }
    },
    [fieldNames, toast],
  );

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  return { formRef, errors, setErrors, isSubmitting, submit, clearError };
}

/** Errors about a field of this form go beside it; the others (rate limit, session …) become toasts. */
export function splitErrors(errors: ErrorItem[], fieldNames: readonly string[]) {
  const fields: FieldErrors = {};
  const general: ErrorItem[] = [];
  for (const error of errors) {
    if (fieldNames.includes(error.key) && !(error.key in fields)) fields[error.key] = error.value;
    else if (!fieldNames.includes(error.key)) general.push(error);
  }
  return { fields, general };
}

/** Reads a form's named fields as strings; empty optional fields are left out. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') values[key] = value;
  }
  return values;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  onEdit?: (name: string) => void;
};

/** A labelled input with its hint and error, linked for screen readers. */
export function TextField({ name, label, error, hint, onEdit, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onInput={onEdit ? () => onEdit(name) : undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide button. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useI18n();
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <TextField {...props} type={isVisible ? 'text' : 'password'} dir="ltr" />
      <button
        type="button"
        className="password-field__toggle"
        aria-pressed={isVisible}
        onClick={() => setVisible((visible) => !visible)}
      >
        {isVisible ? t('hidePassword') : t('showPassword')}
      </button>
    </div>
  );
}

type SelectFieldProps = {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  error?: string | undefined;
  required?: boolean;
  defaultValue?: string;
  placeholder?: string;
  onEdit?: (name: string) => void;
};

export function SelectField({
  name,
  label,
  options,
  error,
  required,
  defaultValue,
  placeholder,
  onEdit,
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        required={required}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={onEdit ? () => onEdit(name) : undefined}
      >
        {placeholder !== undefined ? (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's button: disabled and announcing progress while the call runs. */
export function SubmitButton({ isSubmitting, children }: { isSubmitting: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <button type="submit" className="button form__submit" disabled={isSubmitting} aria-busy={isSubmitting}>
      {isSubmitting ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
      <span>{children}</span>
      {isSubmitting ? <span className="visually-hidden">{t('loading')}</span> : null}
    </button>
  );
}
