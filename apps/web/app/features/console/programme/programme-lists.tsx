import type {
  ProgrammeHall,
  ProgrammeSessionRow,
  ProgrammeSpeaker,
  ProgrammeTrack,
  ProgrammeWorkshopRow,
} from '@forum/contract/console/programme';
import { sessionTypes } from '@forum/contract/programme';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { defineList, type ListColumn } from '~/features/console/list/list-spec.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';

/** The console's programme lists (decision 063): each shared by its page's loader and its component. */

export const SESSION_TYPE_LABEL: Record<(typeof sessionTypes)[number], MessageKey> = {
  keynote: 'programmeTypeKeynote',
  panel: 'programmeTypePanel',
  talk: 'programmeTypeTalk',
  screening: 'programmeTypeScreening',
  masterclass: 'programmeTypeMasterclass',
  fireside: 'programmeTypeFireside',
};

/** A row's name, linking to its form. */
function RowLink({ path, children }: { path: string; children: string }) {
  const to = useLocalePath();
  return <Link to={to(path)}>{children}</Link>;
}

/** A wall-clock time of the forum as the API gives it (`2027-02-17T09:05`), read left to right. */
function When({ local }: { local: string }) {
  return <span dir="ltr">{local.replace('T', ' ')}</span>;
}

/** A session's time or hall, or "Unscheduled" while it has none (decision 071). */
function SlotPart({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return children || <em>{t('programmeUnscheduled')}</em>;
}

function SavedBy({ count }: { count: number }) {
  const { t } = useI18n();
  return <>{t('programmeSessionSavedBy', { count })}</>;
}

function TypeName({ type }: { type: (typeof sessionTypes)[number] }) {
  const { t } = useI18n();
  return <>{t(SESSION_TYPE_LABEL[type])}</>;
}

/** One of a record's two languages: the page's, else the other. */
function InLanguage({ ar, en }: { ar: string; en: string }) {
  const { locale } = useI18n();
  return <>{locale === 'ar' ? ar || en : en || ar}</>;
}

function Swatch({ color, name }: { color: string; name: ReactNode }) {
  return (
    <>
      <span className="programme-swatch" style={{ background: color }} aria-hidden="true" />
      {name}
    </>
  );
}

/** A record's name (a session's title), a link to its form (`/admin/programme/halls/3`), sorted by it. */
function linkColumn<K extends 'name' | 'title', Row extends { id: number } & Record<K, string>>(
  key: K,
  label: MessageKey,
  part: string,
): ListColumn<Row> {
  return {
    key,
    label,
    sortable: true,
    cell: (row) => <RowLink path={`/admin/programme/${part}/${row.id}`}>{row[key]}</RowLink>,
  };
}

/** How many sessions a speaker, a hall or a track has. */
function sessionsColumn<Row extends { sessions: number }>(): ListColumn<Row> {
  return { key: 'sessions', label: 'programmeColumnSessions', isCode: true, cell: (row) => row.sessions };
}

/** When a session or a workshop starts, the list's order to sort by. */
function whenColumn<Row>(cell: ListColumn<Row>['cell']): ListColumn<Row> {
  return { key: 'startsAt', label: 'programmeColumnWhen', sortable: true, isCode: true, cell };
}

export const sessionsList = defineList<ProgrammeSessionRow>({
  key: 'programme-sessions',
  exportEndpoint: 'programme.sessionsCsv',
  rowId: (row) => row.id,
  columns: [
    whenColumn((row) => <SlotPart>{row.localStart ? <When local={row.localStart} /> : null}</SlotPart>),
    linkColumn('title', 'programmeFieldTitle', 'sessions'),
    { key: 'type', label: 'programmeFieldType', cell: (row) => <TypeName type={row.type} /> },
    {
      key: 'hall',
      label: 'programmeColumnHall',
      sortable: true,
      cell: (row) => <SlotPart>{row.hall?.name}</SlotPart>,
    },
    {
      key: 'track',
      label: 'programmeColumnTrack',
      cell: (row) => <Swatch color={row.track.color} name={row.track.name} />,
    },
    {
      key: 'speakers',
      label: 'programmeColumnSpeakers',
      optional: true,
      cell: (row) => row.speakers.map((speaker) => speaker.name).join(' · '),
    },
    { key: 'savedBy', label: 'programmeColumnSaves', optional: true, cell: (row) => <SavedBy count={row.savedBy} /> },
  ],
  filters: [
    { name: 'day', label: 'programmeColumnWhen', kind: 'date' },
    {
      name: 'type',
      label: 'programmeFieldType',
      kind: 'select',
      options: sessionTypes.map((type) => ({ value: type, label: SESSION_TYPE_LABEL[type] })),
    },
    {
      name: 'scheduled',
      label: 'programmeFilterScheduled',
      kind: 'select',
      options: [
        { value: 'yes', label: 'programmeScheduledYes' },
        { value: 'no', label: 'programmeScheduledNo' },
      ],
    },
  ],
});

export const speakersList = defineList<ProgrammeSpeaker>({
  key: 'programme-speakers',
  exportEndpoint: 'programme.speakersCsv',
  rowId: (row) => row.id,
  columns: [
    linkColumn('name', 'programmeFieldName', 'speakers'),
    {
      key: 'organization',
      label: 'programmeFieldOrganization',
      cell: (row) => <InLanguage ar={row.organizationAr} en={row.organizationEn} />,
    },
    { key: 'country', label: 'programmeColumnCountry', sortable: true, isCode: true, cell: (row) => row.country },
    sessionsColumn(),
  ],
});

export const hallsList = defineList<ProgrammeHall>({
  key: 'programme-halls',
  exportEndpoint: 'programme.hallsCsv',
  rowId: (row) => row.id,
  columns: [
    linkColumn('name', 'programmeFieldName', 'halls'),
    { key: 'capacity', label: 'programmeFieldCapacity', sortable: true, isCode: true, cell: (row) => row.capacity },
    { key: 'sortOrder', label: 'programmeFieldSortOrder', sortable: true, isCode: true, cell: (row) => row.sortOrder },
    sessionsColumn(),
  ],
});

export const tracksList = defineList<ProgrammeTrack>({
  key: 'programme-tracks',
  exportEndpoint: 'programme.tracksCsv',
  rowId: (row) => row.id,
  columns: [
    {
      ...linkColumn('name', 'programmeFieldName', 'tracks'),
      cell: (row) => (
        <Swatch color={row.color} name={<RowLink path={`/admin/programme/tracks/${row.id}`}>{row.name}</RowLink>} />
      ),
    },
    sessionsColumn(),
  ],
});

function Seats({ row }: { row: ProgrammeWorkshopRow }) {
  const { t } = useI18n();
  return <>{t('programmeWorkshopSeats', { registered: row.registered, capacity: row.capacity })}</>;
}

export const workshopsList = defineList<ProgrammeWorkshopRow>({
  key: 'programme-workshops',
  exportEndpoint: 'programme.workshopsCsv',
  rowId: (row) => row.id,
  columns: [
    whenColumn((row) => <When local={row.localStart} />),
    linkColumn('title', 'programmeFieldTitle', 'workshops'),
    { key: 'hall', label: 'programmeColumnHall', cell: (row) => row.hall.name },
    { key: 'seats', label: 'programmeColumnSeats', cell: (row) => <Seats row={row} /> },
    { key: 'waiting', label: 'programmeColumnWaiting', isCode: true, cell: (row) => row.waitlisted },
  ],
});
