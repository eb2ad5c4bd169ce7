import type { ConsolePhoto } from '@forum/contract/console/content-schemas';
import { adminUpdatePhotoForm } from '@forum/contract/form-fields/admin.updatePhoto';
import { Form } from 'react-router';
import { BilingualField } from '~/components/bilingual-field.tsx';
import type { FileRules } from '~/components/file-field.tsx';
import { ConfirmButton, ImageField } from '~/features/console/form/console-form.tsx';
import { htmlRulesOf, savedValueOf } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

/** The intents of a gallery's photo forms, read by the media page's action. */
/** A caption's limits, the contract's (the same for adding a photo and for changing its captions). */
const captionRules = htmlRulesOf(adminUpdatePhotoForm.fields.captionAr);

export const PHOTO_INTENT = {
  add: 'addPhoto',
  caption: 'captionPhoto',
  move: 'movePhoto',
  remove: 'deletePhoto',
} as const;

/**
 * A gallery's photos in their order (decision 065): each with its captions in both languages (a form of its
 * own), buttons that move it one place up or down (plain forms, so they work without scripts, and a keyboard
 * reaches them), and its removal after a confirmation; then a form that adds one at the end.
 */
export function MediaPhotos({
  photos,
  pictureField,
  rules,
  hint,
}: {
  photos: readonly ConsolePhoto[];
  pictureField: string;
  rules: FileRules;
  hint: string;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="photos-title" data-testid="media-photos">
      <h2 id="photos-title">{t('contentMediaPhotos')}</h2>
      {photos.length === 0 ? <p>{t('contentMediaNoPhotos')}</p> : null}
      <ol className="content-photos">
        {photos.map((photo, index) => (
          <li key={photo.id} className="content-photos__item" data-testid="media-photo">
            <img src={photo.url} alt={photo.captionEn} loading="lazy" />
            <div>
              <Form method="post" id={`photo-captions-${photo.id}`} className="form">
                <input type="hidden" name="intent" value={PHOTO_INTENT.caption} />
                <input type="hidden" name="photoId" value={photo.id} />
                <CaptionFields saved={photo} />
              </Form>
              <div className="console-actions">
                {/* the captions' button sits with the others, its form named by `form` */}
                <button type="submit" form={`photo-captions-${photo.id}`} className="button">
                  {t('contentMediaSaveCaptions')}
                </button>
                <Form method="post" className="content-photos__inline">
                  <input type="hidden" name="intent" value={PHOTO_INTENT.move} />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <button
                    type="submit"
                    name="direction"
                    value="up"
                    className="button button--ghost"
                    disabled={index === 0}
                    aria-label={t('contentMediaMoveUp', { position: index + 1 })}
                  >
                    {t('contentMediaUp')}
                  </button>
                  <button
                    type="submit"
                    name="direction"
                    value="down"
                    className="button button--ghost"
                    disabled={index === photos.length - 1}
                    aria-label={t('contentMediaMoveDown', { position: index + 1 })}
                  >
                    {t('contentMediaDown')}
                  </button>
                </Form>
                <Form method="post" className="content-photos__inline">
                  <input type="hidden" name="photoId" value={photo.id} />
                  <ConfirmButton
                    name="intent"
                    value={PHOTO_INTENT.remove}
                    label={t('contentMediaRemovePhoto')}
                    title={t('contentMediaRemoveTitle')}
                    text={t('contentDeleteText')}
                    confirmLabel={t('contentMediaRemovePhoto')}
                  />
                </Form>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <Form method="post" encType="multipart/form-data" className="form" data-testid="media-add-photo">
        <h3>{t('contentMediaAddPhoto')}</h3>
        <input type="hidden" name="intent" value={PHOTO_INTENT.add} />
        <ImageField
          name={pictureField}
          label={t('contentImage')}
          hint={hint}
          rules={rules}
          wrongType={t('contentImageWrongType')}
          required
        />
        <CaptionFields />
        <div className="console-actions">
          <button type="submit" className="button">
            {t('contentMediaAddPhoto')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** A photo's captions in both languages, each with the contract's limits; the saved ones when it has some. */
function CaptionFields({ saved }: { saved?: ConsolePhoto }) {
  const { t } = useI18n();
  const side = (name: 'captionAr' | 'captionEn') => ({ name, ...captionRules, ...savedValueOf(saved, name) });
  return (
    <BilingualField
      ar={side('captionAr')}
      en={side('captionEn')}
      labels={{ ar: t('contentMediaCaptionAr'), en: t('contentMediaCaptionEn') }}
    />
  );
}
