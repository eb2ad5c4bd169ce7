import { photoMoves } from '@forum/contract/console/content-rules';
import type { ConsoleMedia } from '@forum/contract/console/content-schemas';
import { adminUpdateMediaForm } from '@forum/contract/form-fields/admin.updateMedia';
import { SelectField, TextField } from '~/components/form.tsx';
import {
  ArticleTexts,
  ContentRecordPage,
  mediaTypeOptions,
  RecordMoment,
  RecordPicture,
} from '~/features/console/content/content-parts.tsx';
import { uploadedPicture } from '~/features/console/content/content-picture.server.ts';
import { MediaPhotos, PHOTO_INTENT } from '~/features/console/content/media-photos.tsx';
import { PICTURE_FILE, PICTURE_RULES } from '~/features/console/content/picture-field.ts';
import { askConfirm, consoleAnswer } from '~/features/console/form/console-form.server.ts';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { loadRecordPage } from '~/features/console/form/record-page.server.ts';
import { recordPageMeta } from '~/features/console/form/record-page.tsx';
import { type FormRequest, openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/media-edit';

const LIST = '/admin/media';
const FIELDS = [
  'type',
  'titleAr',
  'titleEn',
  'summaryAr',
  'summaryEn',
  'bodyAr',
  'bodyEn',
  'coverUrl',
  'videoUrl',
  'captionsUrl',
  'publishedAt',
] as const satisfies readonly (keyof ConsoleMedia)[];

/** GET /admin/media/:id (`new` for a new one): a media item and, once it exists, its photos in order (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return loadRecordPage(route, args.params.id, {
    read: (id) => route.api.call('admin.mediaItem', { params: { id } }),
    entity: 'media',
    newTitle: route.t('contentMediaNew'),
    base: (media) => baseOf(media.item, FIELDS),
    title: (media) => media.item.titleEn,
  });
}

/** A photo's form: caption, move or remove; back to the same page, the gallery as it is now. */
async function photoAction(form: FormRequest, id: number, intent: string) {
  const photoId = Number(form.text('photoId'));
  const here = form.to(`/admin/media/${id}`);
  const params = { id, photoId };
  if (intent === PHOTO_INTENT.caption) {
    const result = await form.send('admin.updatePhoto', { params });
    return consoleAnswer(form, result, { to: here, message: form.t('contentSaved') });
  }
  if (intent === PHOTO_INTENT.move) {
    const direction = photoMoves.find((move) => move === form.text('direction')) ?? 'up';
    const result = await form.send('admin.movePhoto', { params, body: { direction } });
    return consoleAnswer(form, result, { to: here });
  }
  const asked = askConfirm(form, {
    title: form.t('contentMediaRemoveTitle'),
    text: form.t('contentDeleteText'),
    confirmLabel: form.t('contentMediaRemovePhoto'),
  });
  if (asked) return asked;
  const result = await form.send('admin.deletePhoto', { params });
  return consoleAnswer(form, result, { to: here, message: form.t('contentDeleted') });
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const isNew = args.params.id === 'new';
  const id = Number(args.params.id);
  const intent = form.text('intent');
  if (!isNew && intent === 'delete') {
    const asked = askConfirm(form, {
      title: form.t('contentDeleteTitle'),
      text: form.t('contentDeleteText'),
      confirmLabel: form.t('contentDelete'),
    });
    if (asked) return asked;
    const result = await form.send('admin.deleteMedia', { params: { id } });
    return consoleAnswer(form, result, { to: form.to(LIST), message: form.t('contentDeleted') });
  }
  if (!isNew && intent === PHOTO_INTENT.add) {
    const picture = await uploadedPicture(form, 'admin.mediaPicture', 'url');
    if (Array.isArray(picture)) return form.answer(picture);
    if (!picture) return form.answer([{ key: 'url', value: form.t('contentImageNeeded') }]);
    const result = await form.send('admin.addPhoto', {
      params: { id },
      body: { ...form.bodyOf('admin.addPhoto'), url: picture },
    });
    return consoleAnswer(form, result, { to: form.to(`/admin/media/${id}`), message: form.t('contentSaved') });
  }
  if (!isNew && Object.values(PHOTO_INTENT).some((value) => value === intent)) return photoAction(form, id, intent);
  const picture = await uploadedPicture(form, 'admin.mediaPicture', 'coverUrl');
  if (Array.isArray(picture)) return form.answer(picture);
  const body = { ...form.bodyOf('admin.updateMedia'), ...(picture ? { coverUrl: picture } : {}) };
  if (isNew) {
    const result = await form.send('admin.createMedia', { body });
    return consoleAnswer(form, result, {
      to: (created) => form.to(`/admin/media/${created.item.id}`),
      message: form.t('contentCreated'),
    });
  }
  const result = await form.send('admin.updateMedia', { params: { id }, body });
  return consoleAnswer(form, result, { to: form.to(LIST), message: form.t('contentSaved') });
}

export const meta = recordPageMeta;

export default function MediaEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { record: media } = loaderData;
  const item = media?.item ?? null;
  const form = useForm(adminUpdateMediaForm, { defaults: item });
  const { field, choice, bilingual } = form;
  const hint = t('uploadHint', { size: PICTURE_RULES.maxBytes / 1024 / 1024 });
  return (
    <ContentRecordPage
      page={{ ...loaderData, record: item }}
      spec={{ list: LIST, newTitle: 'contentMediaNew', name: 'title' }}
      form={form}
      testId="media"
      hasFiles
      after={
        media ? (
          <MediaPhotos photos={media.photos} pictureField={PICTURE_FILE} rules={PICTURE_RULES} hint={hint} />
        ) : null
      }
    >
      <SelectField
        {...choice('type')}
        // always one of the types: HTML asks a required select for an empty first choice
        required={false}
        label={t('contentMediaType')}
        options={mediaTypeOptions(t)}
        defaultValue={item?.type ?? 'news'}
      />
      <ArticleTexts bilingual={bilingual} />
      <RecordMoment field={field('publishedAt')} label="contentMediaPublished" hint="contentMediaPublishedHint" />
      <TextField
        {...field('videoUrl')}
        type="url"
        dir="ltr"
        label={t('contentMediaVideoUrl')}
        hint={t('contentMediaVideoHint')}
      />
      <TextField
        {...field('captionsUrl')}
        type="url"
        dir="ltr"
        label={t('contentMediaCaptionsUrl')}
        hint={t('contentMediaCaptionsHint')}
      />
      <RecordPicture name="coverUrl" label={t('contentMediaCover')} current={item?.coverUrl} form={form} />
    </ContentRecordPage>
  );
}
