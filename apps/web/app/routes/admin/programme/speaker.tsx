import { programmeAddSpeakerForm } from '@forum/contract/form-fields/programme.addSpeaker';
import { TextField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { loadRecordHistory } from '~/features/console/audit/record-history.server.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import { ConsoleBilingualField, ImageField } from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { RecordPage } from '~/features/console/form/record-page.tsx';
import css from '~/features/console/programme/programme.css?inline';
import { FlagField, usePairLabels } from '~/features/console/programme/record-parts.tsx';
import { uploadRulesOf } from '~/features/forms/fields.ts';
import { type FormRequest, openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/speaker';
import { programmeMeta, SPEAKERS_PATH } from './programme-paths.ts';

const FIELDS = [
  'nameAr',
  'nameEn',
  'titleAr',
  'titleEn',
  'organizationAr',
  'organizationEn',
  'bioAr',
  'bioEn',
  'photoUrl',
  'country',
  'isFeatured',
] as const;
const PHOTO_FIELD = 'photo';

/** A speaker's form (decision 063), both languages side by side and the photo with its preview. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  if (args.params.id === 'new') return { speaker: null, history: null };
  const id = Number(route.id(args.params.id));
  const { speaker } = route.need(await route.api.call('programme.speaker', { params: { id } }), {
    notFound: [400, 404],
  });
  return { speaker, history: await loadRecordHistory(route, 'speaker', id) };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const saved = form.t('programmeSpeakerSaved');
  return recordAction(form, args.params.id, {
    list: SPEAKERS_PATH,
    calls: { create: 'programme.addSpeaker', update: 'programme.updateSpeaker', remove: 'programme.deleteSpeaker' },
    words: {
      confirmTitle: form.t('programmeSpeakerDelete'),
      confirmText: form.t('programmeSpeakerDeleteConfirm', { name: form.text('name') }),
      confirmLabel: form.t('programmeConfirm'),
      deleted: form.t('programmeSpeakerDeleted'),
      created: saved,
      saved,
    },
    complete: () => uploadedPhoto(form),
    fields: [PHOTO_FIELD],
    // no photo yet: the API names it missing with the other fields' errors, said beside the photo's field
    errorsAs: { photoUrl: { key: PHOTO_FIELD, value: form.t('programmeFieldPhotoNeeded') } },
  });
}

/**
 * A chosen photo, uploaded first (POST /uploads, as a picture in every width): its address is the speaker's.
 * None chosen, the address the form kept (`photoUrl`); a refusal, its errors beside the photo's field.
 */
async function uploadedPhoto(form: FormRequest) {
  const file = form.form.get(PHOTO_FIELD);
  if (typeof file === 'string' || file === null || file.size === 0) return null;
  const body = new FormData();
  body.append('purpose', 'avatar');
  body.append('file', file, file.name);
  const uploaded = await form.send('uploads.create', { body });
  if (!uploaded.ok) {
    return uploaded.errors.map((error) => ({
      key: error.key === 'file' ? PHOTO_FIELD : error.key,
      value: error.value,
    }));
  }
  return { photoUrl: uploaded.data.upload.url };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const speaker = loaderData?.speaker;
  return programmeMeta(matches, (t) =>
    speaker ? t('programmeSpeakerEditTitle', { name: speaker.name }) : t('programmeSpeakerNewTitle'),
  );
}

export default function Speaker({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const pair = usePairLabels();
  const { speaker, history } = loaderData;
  const form = useForm(programmeAddSpeakerForm, { extra: [PHOTO_FIELD], defaults: speaker ?? { country: 'SA' } });
  const { field, bilingual, errors } = form;
  return (
    <RecordPage
      form={form}
      base={speaker ? baseOf(speaker, [...FIELDS]) : ''}
      list={SPEAKERS_PATH}
      heading={speaker ? t('programmeSpeakerEditTitle', { name: speaker.name }) : t('programmeSpeakerNewTitle')}
      isNew={!speaker}
      testId="programme-speaker"
      deleteText={speaker ? t('programmeSpeakerDeleteConfirm', { name: speaker.name }) : ''}
      hasFiles
      history={history}
    >
      <RouteStyles name="admin-programme" sheet={css} />
      {/* what the delete's question names when the action asks it (without scripts) */}
      {speaker ? <input type="hidden" name="name" value={speaker.name} /> : null}
      <input type="hidden" name="photoUrl" value={speaker?.photoUrl ?? ''} />
      <ConsoleBilingualField {...bilingual('name')} labels={pair('programmeFieldName')} required />
      <ConsoleBilingualField {...bilingual('title')} labels={pair('programmeFieldJobTitle')} />
      <ConsoleBilingualField {...bilingual('organization')} labels={pair('programmeFieldOrganization')} />
      <ConsoleBilingualField {...bilingual('bio')} labels={pair('programmeFieldBio')} multiline rows={4} />
      <ImageField
        name={PHOTO_FIELD}
        label={t('programmeFieldPhoto')}
        hint={speaker ? t('programmeFieldPhotoKept') : t('programmeFieldPhotoHint')}
        rules={uploadRulesOf('avatar')}
        wrongType={t('programmeFieldPhotoWrongType')}
        currentUrl={speaker?.photoUrl ?? null}
        {...(errors[PHOTO_FIELD] ? { error: errors[PHOTO_FIELD] } : {})}
      />
      <TextField {...field('country')} label={t('programmeFieldCountry')} dir="ltr" autoComplete="country" />
      <FlagField name="isFeatured" label={t('programmeFieldFeatured')} checked={speaker?.isFeatured ?? false} />
    </RecordPage>
  );
}
