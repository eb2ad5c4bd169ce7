import { programmeAddSessionForm } from '@forum/contract/form-fields/programme.addSession';
import { contentLanguages, sessionTypes } from '@forum/contract/programme';
import { SelectField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { loadRecordHistory } from '~/features/console/audit/record-history.server.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { RecordPage } from '~/features/console/form/record-page.tsx';
import css from '~/features/console/programme/programme.css?inline';
import { SESSION_TYPE_LABEL } from '~/features/console/programme/programme-lists.tsx';
import { FlagField, SlotFields, usePairLabels } from '~/features/console/programme/record-parts.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/session';
import { programmeMeta, SESSIONS_PATH, TIMETABLE_PATH } from './programme-paths.ts';

const FIELDS = [
  'titleAr',
  'titleEn',
  'abstractAr',
  'abstractEn',
  'type',
  'language',
  'hallId',
  'trackId',
  'startsAt',
  'endsAt',
  'speakerIds',
  'isFeatured',
] as const;
const SPEAKER_FIELD = 'speaker';

/** The values the form opened with, its times on the forum's clock as the API compares them. */
function sessionBase(session: NonNullable<Route.ComponentProps['loaderData']['session']>): string {
  const values = JSON.parse(baseOf(session, [...FIELDS])) as Record<string, unknown>;
  return JSON.stringify({ ...values, startsAt: session.localStart, endsAt: session.localEnd });
}

const LANGUAGE_LABEL: Record<(typeof contentLanguages)[number], MessageKey> = {
  ar: 'programmeLanguageAr',
  en: 'programmeLanguageEn',
  both: 'programmeLanguageBoth',
};

/**
 * A session's form (decision 063): both languages side by side, its hall, track, people and times on the
 * forum's clock; `/admin/programme/sessions/new?day=…&hallId=…` adds one. Saved on top of another session
 * of the hall, it is refused beside its start; a speaker's clash is said with the saved message.
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const lists = { query: { perPage: 100 } };
  const [halls, tracks, speakers] = await Promise.all([
    route.api.call('programme.halls', lists),
    route.api.call('programme.tracks', lists),
    route.api.call('programme.speakers', { query: { perPage: 100, sort: 'name' as const } }),
  ]);
  const choices = {
    halls: route.need(halls).items,
    tracks: route.need(tracks).items,
    speakers: route.need(speakers).items,
  };
  if (args.params.id === 'new') {
    // from the timetable (`?day=`, maybe `&hallId=`) a new session is offered a slot there; from the list it
    // starts unscheduled (decision 071)
    const day = route.url.searchParams.get('day');
    const hallId = Number(route.url.searchParams.get('hallId'));
    return {
      session: null,
      day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
      hallId: Number.isSafeInteger(hallId) && hallId > 0 ? hallId : null,
      ...choices,
      history: null,
    };
  }
  const id = Number(route.id(args.params.id));
  const { session } = route.need(await route.api.call('programme.session', { params: { id } }), {
    notFound: [400, 404],
  });
  return {
    session,
    day: session.day,
    hallId: session.hallId,
    ...choices,
    history: await loadRecordHistory(route, 'session', id),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  // the timetable's savers are told of a change (`notified`): the message says how many
  const told = (done: { notified: number }) =>
    done.notified ? form.t('programmeTimetableToldSavers', { count: done.notified }) : '';
  const saved = (done: { notified: number; warnings: readonly { value: string }[] }) =>
    [form.t('programmeSessionSaved'), told(done), ...done.warnings.map((warning) => warning.value)]
      .filter(Boolean)
      .join(' · ');
  return recordAction(form, args.params.id, {
    list: SESSIONS_PATH,
    calls: { create: 'programme.addSession', update: 'programme.updateSession', remove: 'programme.deleteSession' },
    words: {
      confirmTitle: form.t('programmeSessionDelete'),
      confirmText: form.t('programmeSessionDeleteConfirm', { title: form.text('name') }),
      confirmLabel: form.t('programmeConfirm'),
      deleted: (done) => [form.t('programmeSessionDeleted'), told(done)].filter(Boolean).join(' · '),
      created: saved,
      saved,
    },
    // the people are ticked boxes, one value each: the API takes them as "3,7"
    complete: async () => ({
      speakerIds: form.form
        .getAll(SPEAKER_FIELD)
        .filter((value): value is string => typeof value === 'string' && /^\d{1,9}$/.test(value))
        .join(','),
    }),
    savedTo: (done) => form.to(withQuery(TIMETABLE_PATH, { day: done.session.day })),
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const session = loaderData?.session;
  return programmeMeta(matches, (t) =>
    session ? t('programmeSessionEditTitle', { title: session.title }) : t('programmeSessionNewTitle'),
  );
}

export default function SessionForm({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const pair = usePairLabels();
  const { session, day, hallId, halls, tracks, speakers, history } = loaderData;
  const form = useForm(programmeAddSessionForm, { extra: [SPEAKER_FIELD], defaults: session });
  const { field, choice, bilingual, errors } = form;
  const chosen = new Set((session?.speakerIds ?? '').split(',').filter(Boolean).map(Number));
  const firstDay = day ?? '';
  return (
    <RecordPage
      form={form}
      base={session ? sessionBase(session) : ''}
      list={SESSIONS_PATH}
      heading={session ? t('programmeSessionEditTitle', { title: session.title }) : t('programmeSessionNewTitle')}
      isNew={!session}
      testId="programme-session"
      deleteText={session ? t('programmeSessionDeleteConfirm', { title: session.title }) : ''}
      history={history}
    >
      <RouteStyles name="admin-programme" sheet={css} />
      {/* what the delete's question names when the action asks it (without scripts) */}
      {session ? <input type="hidden" name="name" value={session.title} /> : null}
      <ConsoleBilingualField {...bilingual('title')} labels={pair('programmeFieldTitle')} required />
      <ConsoleBilingualField {...bilingual('abstract')} labels={pair('programmeFieldAbstract')} multiline rows={4} />
      <div className="form__row">
        <SelectField
          {...choice('type')}
          label={t('programmeFieldType')}
          defaultValue={session?.type ?? 'talk'}
          options={sessionTypes.map((type) => ({ value: type, label: t(SESSION_TYPE_LABEL[type]) }))}
        />
        <SelectField
          {...choice('language')}
          label={t('programmeFieldLanguage')}
          defaultValue={session?.language ?? 'both'}
          options={contentLanguages.map((language) => ({ value: language, label: t(LANGUAGE_LABEL[language]) }))}
        />
      </div>
      <SelectField
        {...choice('trackId')}
        label={t('programmeFieldTrack')}
        defaultValue={String(session?.trackId ?? tracks[0]?.id ?? '')}
        options={tracks.map((track) => ({ value: String(track.id), label: track.name }))}
      />
      <fieldset className="programme-slot" aria-describedby="programme-slot-hint">
        <legend>{t('programmeFieldSlot')}</legend>
        <p id="programme-slot-hint" className="field__hint">
          {t('programmeSlotHint')}
        </p>
        <SlotFields
          hall={choice('hallId')}
          start={field('startsAt')}
          end={field('endsAt')}
          halls={halls}
          placeholder={t('programmeHallNone')}
          values={{
            hallId: String(hallId ?? (firstDay ? (halls[0]?.id ?? '') : '')),
            startsAt: session?.localStart ?? (firstDay ? `${firstDay}T10:00` : ''),
            endsAt: session?.localEnd ?? (firstDay ? `${firstDay}T11:00` : ''),
          }}
        />
      </fieldset>
      <fieldset className="programme-speakers" aria-describedby="programme-speakers-hint">
        <legend>{t('programmeFieldSpeakers')}</legend>
        <p id="programme-speakers-hint" className="field__hint">
          {t('programmeFieldSpeakersHint')}
        </p>
        <div className="programme-speakers__list">
          {speakers.map((speaker) => (
            <div key={speaker.id} className="checkbox">
              <input
                id={`speaker-${speaker.id}`}
                type="checkbox"
                name={SPEAKER_FIELD}
                value={speaker.id}
                defaultChecked={chosen.has(speaker.id)}
              />
              <label htmlFor={`speaker-${speaker.id}`}>{speaker.name}</label>
            </div>
          ))}
        </div>
        {errors.speakerIds ? <p className="field__error">{errors.speakerIds}</p> : null}
      </fieldset>
      <FlagField name="isFeatured" label={t('programmeFieldFeatured')} checked={session?.isFeatured ?? false} />
    </RecordPage>
  );
}
