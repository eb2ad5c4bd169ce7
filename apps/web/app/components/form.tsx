import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { formatFileSize } from '~/utils/file-size.ts';
import { useHydrated } from '~/utils/use-hydrated.ts';
import { UploadProgress } from './upload-progress.tsx';

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
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
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

/** A checkbox with its label (which may hold a link) and its error. */
export function CheckboxField({
  name,
  label,
  error,
  required,
  onEdit,
}: {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
  onEdit?: (name: string) => void;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="true"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={onEdit ? () => onEdit(name) : undefined}
        />
        <label htmlFor={id}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One choice among a few, all visible (radio buttons in a fieldset). */
export function RadioGroupField<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={`field radio-group${error ? ' field--invalid' : ''}`} aria-describedby={errorId}>
      <legend className="field__label">{legend}</legend>
      <div className="radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="radio-group__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One field of a pair: its name, limits and error from the contract (`form.field`). */
type PairField = {
  name: string;
  required?: boolean;
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
  error?: string | undefined;
  onEdit?: (name: string) => void;
};

/**
 * A text written in both languages (`companyNameAr`, `companyNameEn`): the Arabic and the English side by
 * side, each typed in its own direction and announced in its language, whatever the page's.
 * `form.bilingual('companyName')` gives the two fields.
 */
export function BilingualField({
  ar,
  en,
  labels,
  defaultValues,
  multiline,
  rows,
  required,
}: {
  ar: PairField;
  en: PairField;
  labels: { ar: string; en: string };
  defaultValues?: { ar?: string | null | undefined; en?: string | null | undefined };
  /** A longer text: each language's box under the other, as wide as the form. */
  multiline?: boolean;
  rows?: number;
  /** Both languages asked for, whatever the schema lets a partial update leave out. */
  required?: boolean;
}) {
  const sides = [
    { field: ar, label: labels.ar, value: defaultValues?.ar, lang: 'ar', dir: 'rtl' },
    { field: en, label: labels.en, value: defaultValues?.en, lang: 'en', dir: 'ltr' },
  ] as const;
  const controls = sides.map(({ field, label, value, lang, dir }) => {
    const own = {
      label,
      lang,
      dir,
      ...(defaultValues ? { defaultValue: value ?? '' } : {}),
      ...(required ? { required } : {}),
    };
    if (!multiline) return <TextField key={lang} {...field} {...own} />;
    return <TextAreaField key={lang} {...field} {...own} rows={rows} />;
  });
  return multiline ? controls : <div className="form__row">{controls}</div>;
}

/** What the API takes as a file for a purpose (packages/contract/src/account-rules.ts `UPLOAD_TYPES`). */
export type FileRules = { types: readonly string[]; maxBytes: number };

export type FileChoice =
  | { status: 'empty' }
  | { status: 'chosen'; name: string; size: number }
  | { status: 'failed'; name: string; size: number; error: string };

// the names a file picker shows beside the types (a phone's picker filters by either)
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg,.jpeg',
  'image/webp': '.webp',
};

/**
 * The file chosen in a `FileField`, checked in the page (its type and size, by the contract's rules)
 * before the form sends it with the other fields; the action uploads it, with or without scripts.
 */
export function useFileChoice(rules: FileRules, wrongType: string) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<FileChoice>({ status: 'empty' });
  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) {
        setState({ status: 'empty' });
        return;
      }
      const base = { name: file.name, size: file.size };
      if (file.type && !rules.types.includes(file.type)) setState({ status: 'failed', ...base, error: wrongType });
      else if (file.size > rules.maxBytes) {
        const error = t('fileTooLarge', { size: formatFileSize(rules.maxBytes, locale) });
        setState({ status: 'failed', ...base, error });
      } else setState({ status: 'chosen', ...base });
    },
    [locale, t, rules, wrongType],
  );
  return { state, choose };
}

/** A file input dressed as a button, taking the types of its rules, with the chosen file's name and size, or why it cannot be sent. */
export function FileField({
  name,
  label,
  hint,
  rules,
  state,
  onChoose,
  error,
  required,
}: {
  name: string;
  label: string;
  hint: string;
  rules: FileRules;
  state: FileChoice;
  onChoose: (file: File | undefined) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const shownError = error ?? (state.status === 'failed' ? state.error : undefined);
  const input = useRef<HTMLInputElement>(null);
  const isFailed = state.status === 'failed';
  useEffect(() => {
    // a browser fires no change for the file already chosen: clear it so that it can be tried again
    if (isFailed && input.current) input.current.value = '';
  }, [isFailed]);
  const accept = [...rules.types, ...rules.types.map((type) => EXTENSIONS[type] ?? '')].filter(Boolean).join(',');
  return (
    <div className={`field file-field${shownError ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      <div className="file-field__box">
        <input
          ref={input}
          id={id}
          type="file"
          name={name}
          accept={accept}
          className="file-field__input visually-hidden"
          required={required}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hintId, statusId, shownError ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => onChoose(event.currentTarget.files?.[0])}
        />
        <label htmlFor={id} className="button button--ghost file-field__button">
          {state.status === 'empty' ? t('chooseFile') : t('chooseOtherFile')}
        </label>
        <p id={statusId} className="file-field__status" aria-live="polite" data-status={state.status}>
          {state.status === 'empty' ? (
            t('noFileChosen')
          ) : (
            <>
              <bdi className="file-field__name">{state.name}</bdi>
              <span className="file-field__size">{formatFileSize(state.size, locale)}</span>
              {state.status === 'failed' ? <span className="file-field__state">{t('fileRefused')}</span> : null}
            </>
          )}
        </p>
      </div>
      <UploadProgress input={input} />
      {shownError ? (
        <p id={errorId} className="field__error">
          {shownError}
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
