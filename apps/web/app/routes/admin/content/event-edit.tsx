import { localInputOf } from '@forum/contract/console/content-rules';
import type { ConsoleEvent } from '@forum/contract/console/content-schemas';
import { adminUpdateEventForm } from '@forum/contract/form-fields/admin.updateEvent';
import { TextField } from '~/components/form.tsx';
import { ContentStyles, RecordCoordinates, RecordPicture } from '~/features/console/content/content-parts.tsx';
import { pictureCompletes } from '~/features/console/content/content-picture.server.ts';
import { contentWords } from '~/features/console/content/content-words.server.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { loadRecordPage } from '~/features/console/form/record-page.server.ts';
import { RecordPage, recordPageMeta } from '~/features/console/form/record-page.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/event-edit';

const LIST = '/admin/events';
const FIELDS = [
  'titleAr',
  'titleEn',
  'descriptionAr',
  'descriptionEn',
  'venueAr',
  'venueEn',
  'addressAr',
  'addressEn',
  'latitude',
  'longitude',
  'startsAt',
  'endsAt',
  'imageUrl',
] as const satisfies readonly (keyof ConsoleEvent)[];

/** GET /admin/events/:id (`new` for a new one): an event's form in both languages (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return loadRecordPage(route, args.params.id, {
    read: (id) => route.api.call('admin.event', { params: { id } }),
    entity: 'event',
    newTitle: route.t('contentEventNew'),
    base: (event) => baseOf(event, FIELDS),
    title: (event) => event.titleEn,
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  return recordAction(form, args.params.id, {
    list: LIST,
    calls: { create: 'admin.createEvent', update: 'admin.updateEvent', remove: 'admin.deleteEvent' },
    words: contentWords(form),
    complete: pictureCompletes(form, 'admin.eventPicture', 'imageUrl'),
  });
}

export const meta = recordPageMeta;

export default function EventEdit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  const { record: event, base, history } = loaderData;
  const form = useForm(adminUpdateEventForm);
  const { field, bilingual, values, errors } = form;
  const pair = (name: 'title' | 'description' | 'venue' | 'address') =>
    event ? { ar: event[`${name}Ar`], en: event[`${name}En`] } : { ar: '', en: '' };
  return (
    <RecordPage
      history={history}
      form={form}
      base={base}
      list={LIST}
      heading={event ? <bdi>{locale === 'ar' ? event.titleAr : event.titleEn}</bdi> : t('contentEventNew')}
      isNew={!event}
      testId="event"
      deleteText={t('contentDeleteText')}
      hasFiles
    >
      <ContentStyles />
      <ConsoleBilingualField
        {...bilingual('title')}
        labels={{ ar: t('contentEventTitleAr'), en: t('contentEventTitleEn') }}
        defaultValues={pair('title')}
      />
      <ConsoleBilingualField
        {...bilingual('description')}
        multiline
        rows={6}
        labels={{ ar: t('contentEventDescriptionAr'), en: t('contentEventDescriptionEn') }}
        defaultValues={pair('description')}
      />
      <ConsoleBilingualField
        {...bilingual('venue')}
        labels={{ ar: t('contentEventVenueAr'), en: t('contentEventVenueEn') }}
        defaultValues={pair('venue')}
      />
      <ConsoleBilingualField
        {...bilingual('address')}
        labels={{ ar: t('contentEventAddressAr'), en: t('contentEventAddressEn') }}
        defaultValues={pair('address')}
      />
      <div className="form__row">
        <TextField
          {...field('startsAt')}
          type="datetime-local"
          required
          label={t('contentEventStarts')}
          hint={t('contentEventTimeHint')}
          dir="ltr"
          defaultValue={event ? localInputOf(event.startsAt, timeZone) : ''}
        />
        <TextField
          {...field('endsAt')}
          type="datetime-local"
          required
          label={t('contentEventEnds')}
          hint={t('contentEventTimeHint')}
          dir="ltr"
          defaultValue={event ? localInputOf(event.endsAt, timeZone) : ''}
        />
      </div>
      <RecordCoordinates latitude={field('latitude')} longitude={field('longitude')} saved={event} />
      <RecordPicture
        name="imageUrl"
        label={t('contentImage')}
        current={event?.imageUrl}
        echoed={values.imageUrl}
        error={errors.imageUrl}
      />
    </RecordPage>
  );
}
