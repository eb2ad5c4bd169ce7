import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useContext,
  useId,
  useState,
} from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { useHydrated } from '~/utils/use-hydrated.ts';
import { FieldError } from './field-error.tsx';

// The form kit's text fields, select, messages and button, which every form uses. Its other parts are modules of
// their own, so that a page's script holds only those it renders: `choice-fields.tsx` (checkbox, radio buttons),
// `bilingual-field.tsx` (a text in both languages), `file-field.tsx` (a file, with its upload's progress).

export type FieldErrors = Record<string, string>;

/**
 * The required fields left empty (an unchecked box, no file, only spaces), each with the message:
 * forms are sent with noValidate so that every message is in the page's language, not the browser's.
 */
export function missingFields(form: HTMLFormElement, message: string): FieldErrors {
  const missing: FieldErrors = {};
  for (const element of Array.from(form.elements)) {
    const isControl =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement;
    if (!isControl) continue;
    if (!element.required || element.disabled || !element.name || element.name in missing) continue;
    const isEmpty =
      element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
        ? !form.querySelector(`[name="${CSS.escape(element.name)}"]:checked`)
        : element instanceof HTMLInputElement && element.type === 'file'
          ? !element.files?.length
          : element.value.trim() === '';
    if (isEmpty) missing[element.name] = message;
  }
  return missing;
}

const EchoedValuesContext = createContext<Readonly<Record<string, string>>>({});

/**
 * What a refused form held (its route action's answer), as the default values of the fields inside:
 * a form sent without scripts comes back with the visitor's typing in place (never passwords), over
 * the saved values an edit form starts from.
 */
export function EchoedValues({ values, children }: { values: Readonly<Record<string, string>>; children: ReactNode }) {
  return <EchoedValuesContext value={values}>{children}</EchoedValuesContext>;
}

function useEchoedValue(name: string, own: { value?: unknown; defaultValue?: unknown }): { defaultValue?: string } {
  const echoed = useContext(EchoedValuesContext)[name];
  return echoed !== undefined && own.value === undefined ? { defaultValue: echoed } : {};
}

/** The messages of a refused form that belong to no field, in the page (the server's HTML has no toasts yet). */
export function FormMessages({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <div className="form__messages" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  onEdit?: (name: string) => void;
};

type ControlLinks = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** The label, hint and error around one control, linked to it for screen readers. */
function FieldFrame({
  label,
  required,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  required: boolean | undefined;
  error: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: (links: ControlLinks) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const links: ControlLinks = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children(links)}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The input types HTML lets carry a `pattern` (the contract's rule stays the server's check for the others). */
const PATTERN_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password']);

/**
 * A field's contract rules as the input's type takes them: `pattern` only on the text-like types, and no
 * `required` on a colour (a colour input always holds one). HTML refuses the others (the valid-HTML test).
 */
function attributesOfType(input: Omit<TextFieldProps, 'name' | 'label' | 'error' | 'hint' | 'onEdit' | 'className'>) {
  const type = input.type ?? 'text';
  const { pattern, required, ...rest } = input;
  return {
    ...rest,
    ...(pattern !== undefined && PATTERN_TYPES.has(type) ? { pattern } : {}),
    ...(required !== undefined && type !== 'color' ? { required } : {}),
  };
}

/** A labelled input with its hint and error. */
export function TextField({ name, label, error, hint, onEdit, className, ...input }: TextFieldProps) {
  const echoed = useEchoedValue(name, input);
  return (
    <FieldFrame label={label} required={input.required} error={error} hint={hint} className={className}>
      {(links) => (
        <input
          {...links}
          name={name}
          className="field__input"
          onInput={onEdit ? () => onEdit(name) : undefined}
          {...attributesOfType(input)}
          {...echoed}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> & {
  name: string;
  /** A field's rules that a text box has no attribute for (`form.field` gives them to every field): left out. */
  type?: string;
  pattern?: string;
  min?: number;
  max?: number;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  onEdit?: (name: string) => void;
};

/** A labelled multi-line input with its hint and error, like TextField. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  onEdit,
  className,
  type: _type,
  pattern: _pattern,
  min: _min,
  max: _max,
  ...textarea
}: TextAreaFieldProps) {
  const echoed = useEchoedValue(name, textarea);
  return (
    <FieldFrame label={label} required={textarea.required} error={error} hint={hint} className={className}>
      {(links) => (
        <textarea
          {...links}
          name={name}
          className="field__input field__input--multiline"
          onInput={onEdit ? () => onEdit(name) : undefined}
          {...textarea}
          {...echoed}
        />
      )}
    </FieldFrame>
  );
}

/** An email address: typed left to right whatever the page's direction, with the email keyboard. */
export function EmailField({ autoComplete = 'email', ...props }: Omit<TextFieldProps, 'name' | 'type' | 'dir'>) {
  return <TextField name="email" type="email" dir="ltr" required autoComplete={autoComplete} {...props} />;
}

/** A password input with a show/hide button. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useI18n();
  const [isVisible, setVisible] = useState(false);
  // the show/hide button works only with the page's scripts: before them it is not offered
  const isHydrated = useHydrated();
  return (
    <div className="password-field">
      <TextField {...props} type={isVisible ? 'text' : 'password'} dir="ltr" />
      {isHydrated ? (
        <button
          type="button"
          className="password-field__toggle"
          aria-pressed={isVisible}
          onClick={() => setVisible((visible) => !visible)}
        >
          {isVisible ? t('hidePassword') : t('showPassword')}
        </button>
      ) : null}
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
  /** A select the page follows (a next list depends on it): its value and what to do when it changes. */
  value?: string;
  onChange?: (value: string) => void;
  isBusy?: boolean;
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
  value,
  onChange,
  isBusy,
}: SelectFieldProps) {
  const echoed = useEchoedValue(name, { value, defaultValue }).defaultValue;
  return (
    <FieldFrame label={label} required={required} error={error}>
      {(links) => (
        <select
          {...links}
          name={name}
          className="field__input"
          // a select without an empty first choice always has a value: HTML allows `required` only with one
          required={required && placeholder !== undefined}
          aria-busy={isBusy || undefined}
          {...(value !== undefined ? { value } : { defaultValue: echoed ?? defaultValue ?? '' })}
          onChange={(event) => {
            onChange?.(event.target.value);
            onEdit?.(name);
          }}
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
      )}
    </FieldFrame>
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
