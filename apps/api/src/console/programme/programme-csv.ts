import type {
  ProgrammeHall,
  ProgrammeSessionRow,
  ProgrammeSpeaker,
  ProgrammeTrack,
  ProgrammeWorkshopRow,
} from '@forum/contract/console/programme';
import { inLocale, type ListCsvColumn } from '../list-csv.ts';

// The columns of the programme lists' CSV files (issue 33), by the keys of the web lists' columns
// (features/console/programme/programme-lists.tsx). Times are the forum's clock, as the lists show them.

const forumTime = (local: string) => local.replace('T', ' ');

export const sessionCsvColumns: readonly ListCsvColumn<ProgrammeSessionRow>[] = [
  { key: 'startsAt', heading: 'auditCsvWhen', value: (row) => forumTime(row.localStart) },
  { key: 'title', heading: 'csvTitle', value: (row) => row.title },
  { key: 'type', heading: 'peopleCsvType', value: (row) => row.type },
  // an unscheduled session (decision 071) has neither: its cells stay empty
  { key: 'hall', heading: 'csvHall', value: (row) => row.hall?.name ?? '' },
  { key: 'track', heading: 'csvTrack', value: (row) => row.track.name },
  { key: 'speakers', heading: 'csvSpeakers', value: (row) => row.speakers.map((speaker) => speaker.name).join('; ') },
  { key: 'savedBy', heading: 'csvSaves', value: (row) => row.savedBy },
];

export const speakerCsvColumns: readonly ListCsvColumn<ProgrammeSpeaker>[] = [
  { key: 'name', heading: 'csvName', value: (row) => row.name },
  {
    key: 'organization',
    heading: 'csvOrganization',
    value: (row, locale) => inLocale(locale, row.organizationAr, row.organizationEn),
  },
  { key: 'country', heading: 'csvCountry', value: (row) => row.country },
  { key: 'sessions', heading: 'csvSessions', value: (row) => row.sessions },
];

export const hallCsvColumns: readonly ListCsvColumn<ProgrammeHall>[] = [
  { key: 'name', heading: 'csvName', value: (row) => row.name },
  { key: 'capacity', heading: 'csvCapacity', value: (row) => row.capacity },
  { key: 'sortOrder', heading: 'csvSortOrder', value: (row) => row.sortOrder },
  { key: 'sessions', heading: 'csvSessions', value: (row) => row.sessions },
];

export const trackCsvColumns: readonly ListCsvColumn<ProgrammeTrack>[] = [
  { key: 'name', heading: 'csvName', value: (row) => row.name },
  { key: 'sessions', heading: 'csvSessions', value: (row) => row.sessions },
];

// the list's one "seats" column (taken of all) is two numbers in the file, both under its key
export const workshopCsvColumns: readonly ListCsvColumn<ProgrammeWorkshopRow>[] = [
  { key: 'startsAt', heading: 'auditCsvWhen', value: (row) => forumTime(row.localStart) },
  { key: 'title', heading: 'csvTitle', value: (row) => row.title },
  // an unscheduled session (decision 071) has neither: its cells stay empty
  { key: 'hall', heading: 'csvHall', value: (row) => row.hall?.name ?? '' },
  { key: 'seats', heading: 'csvSeatsTaken', value: (row) => row.registered },
  { key: 'seats', heading: 'csvCapacity', value: (row) => row.capacity },
  { key: 'waiting', heading: 'csvWaiting', value: (row) => row.waitlisted },
];
