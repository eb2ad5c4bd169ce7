import type { Upload } from '@forum/contract/account';
import { UPLOAD_MAX_BYTES } from '@forum/contract/account-rules';
import type { Locale } from '@forum/contract/locale';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ApiFailure } from '~/api/client.ts';
import { useApi } from '~/api/use-api.ts';
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
  | { status: 'uploading'; name: string; size: number }
  | { status: 'uploaded'; name: string; size: number; upload: Upload }
  | { status: 'failed'; name: string; size: number; error: string };

/**
 * The licence is uploaded as soon as it is chosen, so that it is usually ready when the form is
 * sent; sending waits for an upload still running.
 */
export function useLicenceUpload() {
  const { t, locale } = useI18n();
  const api = useApi();
  const [state, setState] = useState<LicenceState>({ status: 'empty' });
  const pending = useRef<Promise<LicenceState>>(Promise.resolve({ status: 'empty' }));

  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      const base = { name: file.name, size: file.size };
      let next: Promise<LicenceState>;
      if (file.type && !LICENCE_TYPES.includes(file.type)) {
        next = Promise.resolve({ status: 'failed', ...base, error: t('fileWrongType') });
      } else if (file.size > UPLOAD_MAX_BYTES) {
        const error = t('fileTooLarge', { size: formatFileSize(UPLOAD_MAX_BYTES, locale) });
        next = Promise.resolve({ status: 'failed', ...base, error });
      } else {
        setState({ status: 'uploading', ...base });
        const body = new FormData();
        // the fields before the file: the server reads the multipart stream in order
        body.append('purpose', 'licence');
        body.append('file', file);
        next = api.call('uploads.create', { body }).then((result): LicenceState => {
          if (result.ok) return { status: 'uploaded', ...base, upload: result.data.upload };
          return { status: 'failed', ...base, error: result.errors[0]?.value ?? t('unknownError') };
        });
      }
      pending.current = next;
      void next.then((settled) => {
        // a newer choice wins over an older upload that finishes late
        if (pending.current === next) setState(settled);
      });
    },
    [api, locale, t],
  );

  /** The uploaded licence's id, once any running upload ends, or the failure to show beside the field. */
  const waitForUpload = useCallback(async (): Promise<number | ApiFailure> => {
    const settled = await pending.current;
    if (settled.status === 'uploaded') return settled.upload.id;
    const value = settled.status === 'failed' ? settled.error : t('licenceRequired');
    return { ok: false, status: 0, errors: [{ key: 'licenceUpload', value }], isCancelled: false };
  }, [t]);

  return { state, choose, waitForUpload };
}

/** A file input dressed as a button, with the chosen file's name, size and upload state. */
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
        {/* uploaded by the page's scripts: the form names it by its id; before that it goes as a file */}
        {state.status === 'uploaded' ? <input type="hidden" name="licenceUpload" value={state.upload.id} /> : null}
        <input
          ref={input}
          id={id}
          type="file"
          name={state.status === 'uploaded' ? undefined : LICENCE_FILE}
          accept={ACCEPT}
          className="file-field__input visually-hidden"
          required
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hintId, statusId, shownError ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => onChoose(event.currentTarget.files?.[0])}
        />
        <label htmlFor={id} className="button button--ghost file-field__button" aria-hidden="true">
          {state.status === 'empty' ? t('chooseFile') : t('chooseOtherFile')}
        </label>
        <p id={statusId} className="file-field__status" aria-live="polite" data-status={state.status}>
          {state.status === 'empty' ? (
            t('noFileChosen')
          ) : (
            <>
              {state.status === 'uploading' ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
              <bdi className="file-field__name">{state.name}</bdi>
              <span className="file-field__size">{formatFileSize(state.size, locale)}</span>
              <span className="file-field__state">
                {state.status === 'uploading'
                  ? t('fileUploading')
                  : state.status === 'uploaded'
                    ? t('fileUploaded')
                    : t('fileUploadFailed')}
              </span>
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
