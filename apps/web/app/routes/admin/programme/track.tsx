import { programmeAddTrackForm } from '@forum/contract/form-fields/programme.addTrack';
import { TextField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { loadRecordHistory } from '~/features/console/audit/record-history.server.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { RecordPage } from '~/features/console/form/record-page.tsx';
import css from '~/features/console/programme/programme.css?inline';
import { usePairLabels } from '~/features/console/programme/record-parts.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/track';
import { programmeMeta, TRACKS_PATH } from './programme-paths.ts';

const FIELDS = ['nameAr', 'nameEn', 'descriptionAr', 'descriptionEn', 'color'] as const;

/** A track's form (decision 063): `/admin/programme/tracks/new` adds one. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  if (args.params.id === 'new') return { track: null, history: null };
  const id = Number(route.id(args.params.id));
  const { track } = route.need(await route.api.call('programme.track', { params: { id } }), { notFound: [400, 404] });
  return { track, history: await loadRecordHistory(route, 'track', id) };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const saved = form.t('programmeTrackSaved');
  return recordAction(form, args.params.id, {
    list: TRACKS_PATH,
    calls: { create: 'programme.addTrack', update: 'programme.updateTrack', remove: 'programme.deleteTrack' },
    words: {
      confirmTitle: form.t('programmeTrackDelete'),
      confirmText: form.t('programmeTrackDeleteConfirm', { name: form.text('name') }),
      confirmLabel: form.t('programmeConfirm'),
      deleted: form.t('programmeTrackDeleted'),
      created: saved,
      saved,
    },
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const track = loaderData?.track;
  return programmeMeta(matches, (t) =>
    track ? t('programmeTrackEditTitle', { name: track.name }) : t('programmeTrackNewTitle'),
  );
}

export default function Track({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const pair = usePairLabels();
  const { track, history } = loaderData;
  const form = useForm(programmeAddTrackForm, { defaults: track ?? { color: '#6b1f2a' } });
  const { field, bilingual } = form;
  return (
    <RecordPage
      form={form}
      base={track ? baseOf(track, [...FIELDS]) : ''}
      list={TRACKS_PATH}
      heading={track ? t('programmeTrackEditTitle', { name: track.name }) : t('programmeTrackNewTitle')}
      isNew={!track}
      testId="programme-track"
      deleteText={track ? t('programmeTrackDeleteConfirm', { name: track.name }) : ''}
      history={history}
    >
      <RouteStyles name="admin-programme" sheet={css} />
      {/* what the delete's question names when the action asks it (without scripts) */}
      {track ? <input type="hidden" name="name" value={track.name} /> : null}
      <ConsoleBilingualField {...bilingual('name')} labels={pair('programmeFieldName')} required />
      <ConsoleBilingualField
        {...bilingual('description')}
        labels={pair('programmeFieldDescription')}
        multiline
        rows={3}
      />
      <TextField {...field('color')} type="color" label={t('programmeFieldColor')} />
    </RecordPage>
  );
}
