import type { Upload, UploadPurpose } from '@forum/contract/account';
import { UPLOAD_MAX_BYTES } from '@forum/contract/account-rules';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useApi } from '~/api/use-api.ts';
import { useToast } from '~/components/toasts.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n } from '~/i18n/i18n.tsx';

/** What the profile form sends about its image: nothing, a new upload's id, or null to remove it. */
export type ImageChange = { kind: 'unchanged' } | { kind: 'uploaded'; id: number } | { kind: 'removed' };

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** Checked before uploading, so a wrong file costs no round trip; the API checks the content again. */
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
  onChange: (change: ImageChange) => void;
  /** The profile photo may be removed; a company always keeps a logo. */
  canRemove?: boolean;
  /** An error about the image given by the profile call (avatarUpload, logoUpload). */
  error?: string | undefined;
};

/**
 * Uploads an image as soon as it is chosen (POST /uploads) and previews it; the form then sends the
 * upload's id with the profile. The file input stays in the page, visually hidden behind its label.
 */
export function ImageUpload({ purpose, label, currentUrl, alt, onChange, canRemove, error }: ImageUploadProps) {
  const { t } = useI18n();
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(currentUrl);
  const [state, setState] = useState<'saved' | 'uploading' | 'uploaded' | 'removed'>('saved');
  const [problem, setProblem] = useState<string | null>(null);
  const shownError = problem ?? error;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = imageFileProblem(file);
    if (local) {
      setProblem(t(local, { size: MAX_MEGABYTES }));
      return;
    }
    setProblem(null);
    const before = state;
    setState('uploading');
    const body = new FormData();
    body.append('purpose', purpose);
    body.append('file', file);
    const result = await api.post<{ upload: Upload }>('/uploads', { body });
    if (result.ok) {
      setPreview(result.data.upload.url);
      setState('uploaded');
      onChange({ kind: 'uploaded', id: result.data.upload.id });
      return;
    }
    setState(before);
    if (result.isCancelled) return;
    const fileError = result.errors.find((item) => item.key === 'file');
    if (fileError) setProblem(fileError.value);
    toast.errors(result.errors.filter((item) => item.key !== 'file'));
  }

  function remove() {
    setPreview(null);
    setProblem(null);
    setState('removed');
    onChange({ kind: 'removed' });
  }

  function undo() {
    setPreview(currentUrl);
    setProblem(null);
    setState('saved');
    onChange({ kind: 'unchanged' });
  }

  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const status =
    state === 'uploading'
      ? t('uploadInProgress')
      : state === 'uploaded'
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
        {state === 'uploading' ? <span className="spinner image-upload__spinner" aria-hidden="true" /> : null}
      </div>
      <div className="image-upload__controls">
        <span className="field__label">{label}</span>
        <div className="image-upload__buttons">
          <input
            ref={inputRef}
            id={id}
            type="file"
            name={`${purpose}File`}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="visually-hidden image-upload__input"
            aria-describedby={[statusId, shownError ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={shownError ? true : undefined}
            disabled={state === 'uploading'}
            onChange={upload}
          />
          <label htmlFor={id} className="button button--ghost image-upload__choose">
            {t('uploadChoose')}
            <span className="visually-hidden">: {label}</span>
          </label>
          {canRemove && preview && state !== 'uploading' ? (
            <button type="button" className="button-link button-link--danger" onClick={remove}>
              {t('uploadRemove')}
            </button>
          ) : null}
          {state === 'uploaded' || state === 'removed' ? (
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
