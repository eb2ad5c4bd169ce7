import type { ConsoleEvent } from '@forum/contract/console/content-schemas';
import { adminUpdateEventForm } from '@forum/contract/form-fields/admin.updateEvent';
import {
  ContentRecordPage,
  RecordCoordinates,
  RecordMoment,
  RecordPicture,
} from '~/features/console/content/content-parts.tsx';
import {
  type ContentRecord,
  contentRecordAction,
  loadContentRecord,
} from '~/features/console/content/content-record.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { recordPageMeta } from '~/features/console/form/record-page.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/event-edit';

const EVENT: ContentRecord<ConsoleEvent> = {
  list: '/admin/events',
  entity: 'event',
  newTitle: 'contentEventNew',
  read: (route, id) => route.api.call('admin.event', { params: { id } }),
  fields: [
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
  ],
  name: 'title',
  calls: { create: 'admin.createEvent', update: 'admin.updateEvent', remove: 'admin.deleteEvent' },
  picture: { endpoint: 'admin.eventPicture', field: 'imageUrl' },
};

/** GET /admin/events/:id (`new` for a new one): an event's form in both languages (decision 065). */
export const loader = (args: Route.LoaderArgs) => loadContentRecord(args, EVENT);

export const action = (args: Route.ActionArgs) => contentRecordAction(args, EVENT);

export const meta = recordPageMeta;

export default function EventEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { record: event } = loaderData;
  const form = useForm(adminUpdateEventForm, { defaults: event });
  return (
    <ContentRecordPage page={loaderData} spec={EVENT} form={form} testId="event" hasFiles>
      <ConsoleBilingualField
        {...form.bilingual('title')}
        labels={{ ar: t('contentEventTitleAr'), en: t('contentEventTitleEn') }}
      />
      <ConsoleBilingualField
        {...form.bilingual('description')}
        multiline
        rows={6}
        labels={{ ar: t('contentEventDescriptionAr'), en: t('contentEventDescriptionEn') }}
      />
      <ConsoleBilingualField
        {...form.bilingual('venue')}
        labels={{ ar: t('contentEventVenueAr'), en: t('contentEventVenueEn') }}
      />
      <ConsoleBilingualField
        {...form.bilingual('address')}
        labels={{ ar: t('contentEventAddressAr'), en: t('contentEventAddressEn') }}
      />
      <div className="form__row">
        <RecordMoment field={form.field('startsAt')} label="contentEventStarts" hint="contentEventTimeHint" />
        <RecordMoment field={form.field('endsAt')} label="contentEventEnds" hint="contentEventTimeHint" />
      </div>
      <RecordCoordinates latitude={form.field('latitude')} longitude={form.field('longitude')} />
      <RecordPicture name="imageUrl" label={t('contentImage')} current={event?.imageUrl} form={form} />
    </ContentRecordPage>
  );
}
