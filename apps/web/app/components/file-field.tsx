import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { formatFileSize } from '~/utils/file-size.ts';
import { installUploadProgress } from '~/utils/upload-progress.ts';
import { deferredPart } from './deferred-part.tsx';
import { FieldError } from './field-error.tsx';

// A module apart from the form kit's text fields (form.tsx): a browser chunk holds whole modules, so only the pages
// that send a file carry the file field and its upload's progress (decision 052, later).

// the bar that shows an upload's progress is fetched after the page's code (decision 077); what it shows is
// recorded from the page's first upload on, by the fetch wrapper installed when a file field comes to life
const UploadProgress = deferredPart(() => import('./upload-progress.tsx').then((module) => module.UploadProgress));

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
  useEffect(() => installUploadProgress(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field comes to life
  useEffect(() => {
    // a file chosen before the page's scripts ran (or before this field's code came) is in the input, not yet here
    const chosen = input.current?.files?.[0];
    if (chosen) onChoose(chosen);
  }, []);
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
      <FieldError id={errorId} error={shownError} />
    </div>
  );
}
