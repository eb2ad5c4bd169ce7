import type { UploadPurpose } from '@forum/contract/account';
import { UPLOAD_MAX_BYTES } from '@forum/contract/account-rules';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n } from '~/i18n/i18n.tsx';

/** The value of the form's `{purpose}Upload` field that removes the saved image. */
export const REMOVE_IMAGE = 'remove';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** Checked in the page when a file is chosen, so a wrong one costs no round trip; the API checks the content again. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): MessageKey | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'uploadNotImage';
  if (file.size > UPLOAD_MAX_BYTES) return 'uploadTooLarge';
  return null;
}

type ImageUploadProps = {
  purpose: UploadPurpose;
  label: string;
  /** The image saved now, if any. */
  currentUrl: string | null;
  alt: string;
  /** Told when the image changes (to clear the error beside it). */
  onEdit: (name: string) => void;
  /** The profile photo may be removed; a company always keeps a logo. */
  canRemove?: boolean;
  /** An error about the image given by the profile's action (avatarUpload, logoUpload). */
  error?: string | undefined;
};

/**
 * The image of a profile form: the chosen file stays in the form's file input (`{purpose}File`) and
 * goes with the form, which the route's action uploads (POST /uploads) before saving the profile; a
 * removal is the hidden `{purpose}Upload` field. With scripts the page checks the file's type and size
 * and previews it at once; without them the file input alone works. The input is visually hidden
 * behind its label.
 */
export function ImageUpload({ purpose, label, currentUrl, alt, onEdit, canRemove, error }: ImageUploadProps) {
  const { t } = useI18n();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [state, setState] = useState<'saved' | 'chosen' | 'removed'>('saved');
  const [problem, setProblem] = useState<string | null>(null);
  const shownError = problem ?? error;
  const preview = state === 'chosen' ? chosen : state === 'removed' ? null : currentUrl;
  const fieldName = `${purpose}Upload`;

  // the preview of a chosen file lives as long as it is shown
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen);
  }, [chosen]);

  function reset(next: 'saved' | 'removed') {
    if (inputRef.current) inputRef.current.value = '';
    setChosen(null);
    setProblem(null);
    setState(next);
    onEdit(fieldName);
  }

  const remove = () => reset('removed');
  const undo = () => reset('saved');

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) {
      undo();
      return;
    }
    onEdit(fieldName);
    const local = imageFileProblem(file);
    if (local) {
      event.target.value = '';
      setProblem(t(local, { size: MAX_MEGABYTES }));
      setState((current) => (current === 'chosen' ? 'saved' : current));
      return;
    }
    setProblem(null);
    setChosen(URL.createObjectURL(file));
    setState('chosen');
  }

  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const status =
    state === 'chosen'
      ? t('uploadReady')
      : state === 'removed'
        ? t('uploadRemoved')
        : t('uploadHint', { size: MAX_MEGABYTES });

  return (
    <div className={`image-upload image-upload--${purpose}${shownError ? ' field--invalid' : ''}`}>
      <div className="image-upload__preview" data-testid={`${purpose}-preview`}>
        {preview ? (
          <img src={preview} alt={alt} width={96} height={96} />
        ) : (
          <span className="image-upload__empty">{t('profileNoPhoto')}</span>
        )}
      </div>
      <div className="image-upload__controls">
        <span className="field__label">{label}</span>
        <div className="image-upload__buttons">
          <input type="hidden" name={fieldName} value={state === 'removed' ? REMOVE_IMAGE : ''} />
          <input
            ref={inputRef}
            id={id}
            type="file"
            name={`${purpose}File`}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="visually-hidden image-upload__input"
            aria-describedby={[statusId, shownError ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={shownError ? true : undefined}
            onChange={choose}
          />
          <label htmlFor={id} className="button button--ghost image-upload__choose">
            {t('uploadChoose')}
            <span className="visually-hidden">: {label}</span>
          </label>
          {canRemove && preview ? (
            <button type="button" className="button-link button-link--danger" onClick={remove}>
              {t('uploadRemove')}
            </button>
          ) : null}
          {state !== 'saved' ? (
            <button type="button" className="button-link" onClick={undo}>
              {t('uploadUndo')}
            </button>
          ) : null}
        </div>
        <p id={statusId} className="field__hint" aria-live="polite">
          {status}
        </p>
        {shownError ? (
          <p id={errorId} className="field__error">
            {shownError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
