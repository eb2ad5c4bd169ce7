import { UPLOAD_MAX_BYTES } from '@forum/contract/account-rules';
import type { Locale } from '@forum/contract/locale';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { LICENCE_FILE } from './register-names.ts';

/** What the API takes for a licence (it checks the content too). */
export const LICENCE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
const ACCEPT = [...LICENCE_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.webp'].join(',');
const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** 5242880 -> "5 MB" ("5 ميغابايت"), 2048 -> "2 kB", with Latin digits (decision 005). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const isLarge = bytes >= MEGABYTE;
  // a file of a few bytes still shows as 1 kB rather than 0
  const value = isLarge ? bytes / MEGABYTE : Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / KILOBYTE));
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA' : 'en-SA', {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    // Arabic's short units (م.ب) read as riddles; its long ones are short enough
    unitDisplay: locale === 'ar' ? 'long' : 'short',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(value);
}

export type LicenceState =
  | { status: 'empty' }
  | { status: 'chosen'; name: string; size: number }
  | { status: 'failed'; name: string; size: number; error: string };

/**
 * The licence the visitor chose, checked in the page (its type and size) before the form sends it with
 * the other fields; the action uploads it (register-action.server.ts), with or without scripts.
 */
export function useLicenceChoice() {
  const { t, locale } = useI18n();
  const [state, setState] = useState<LicenceState>({ status: 'empty' });
  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) {
        setState({ status: 'empty' });
        return;
      }
      const base = { name: file.name, size: file.size };
      if (file.type && !LICENCE_TYPES.includes(file.type))
        setState({ status: 'failed', ...base, error: t('fileWrongType') });
      else if (file.size > UPLOAD_MAX_BYTES) {
        const error = t('fileTooLarge', { size: formatFileSize(UPLOAD_MAX_BYTES, locale) });
        setState({ status: 'failed', ...base, error });
      } else setState({ status: 'chosen', ...base });
    },
    [locale, t],
  );
  return { state, choose };
}

/** A file input dressed as a button, with the chosen file's name and size, or why it cannot be sent. */
export function LicenceField({
  state,
  onChoose,
  error,
}: {
  state: LicenceState;
  onChoose: (file: File | undefined) => void;
  error?: string | undefined;
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
  return (
    <div className={`field file-field${shownError ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {t('licence')}
        <span aria-hidden="true"> *</span>
      </label>
      <p id={hintId} className="field__hint">
        {t('licenceHint', { size: formatFileSize(UPLOAD_MAX_BYTES, locale) })}
      </p>
      <div className="file-field__box">
        <input
          ref={input}
          id={id}
          type="file"
          name={LICENCE_FILE}
          accept={ACCEPT}
          className="file-field__input visually-hidden"
          required
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
      {shownError ? (
        <p id={errorId} className="field__error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
