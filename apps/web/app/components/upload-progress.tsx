import type { Locale } from '@forum/contract/locale';
import { type RefObject, useId, useSyncExternalStore } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { announcedStep, currentUpload, isUploading, percentOf, subscribeUpload } from '~/utils/upload-progress.ts';

/** 42 -> "42%" ("42٪"), Latin digits in both languages (decision 005). */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA' : 'en-SA', {
    style: 'percent',
    numberingSystem: 'latn',
  }).format(percent / 100);
}

/**
 * Under a file field (decision 068): while its form is being sent with the page's scripts, how much of the
 * file has gone, as a native <progress> with its label, the percentage read left to right in both
 * languages; a screen reader hears it every quarter (a polite live region that is always there, so that
 * its first words are read too). Nothing shows before the scripts run or when the field's file is not
 * being sent; when several file fields hold a file, the first of them shows the form's progress.
 */
export function UploadProgress({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const { t, locale } = useI18n();
  const id = useId();
  const upload = useSyncExternalStore(subscribeUpload, currentUpload, () => null);
  const field = input.current;
  const firstWithFile = field?.form
    ? Array.from(field.form.querySelectorAll<HTMLInputElement>('input[type="file"]')).find((f) => f.files?.length)
    : field;
  const shown = upload !== null && firstWithFile === field && isUploading(upload, field?.files?.[0]);
  const percent = shown ? percentOf(upload.loaded, upload.total) : 0;
  const step = announcedStep(percent);
  const words = percent >= 100 ? t('uploadSaving') : t('uploadSending');
  return (
    <div className="upload-progress" data-testid={shown ? 'upload-progress' : undefined}>
      {shown ? (
        <>
          <label htmlFor={id} className="upload-progress__label" aria-hidden="true">
            {words} <span dir="ltr">{formatPercent(percent, locale)}</span>
          </label>
          <progress id={id} max={100} value={percent} aria-label={words} />
        </>
      ) : null}
      <span role="status" className="visually-hidden">
        {shown ? t('uploadAnnounce', { percent: formatPercent(step, locale) }) : ''}
      </span>
    </div>
  );
}
