import { z } from 'zod';
import { DaySchema } from '../conference.ts';
import { IdParamsSchema, IdSchema } from '../params.ts';
import { staffPermissions } from '../permissions.ts';
import { contentLanguages, sessionTypes } from '../programme.ts';
import { consoleCsvOf, consoleListOf, consoleListQuery, StaleBaseSchema } from './list.ts';

/**
 * The schemas of the console's programme calls (decisions 061, 063), by the names of ./programme-paths.ts;
 * spread into the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its
 * permission). Bodies are flat (`nameAr`, `nameEn`, numbers, `…Ids` as "1,2"), as the console's forms post
 * them; times are wall-clock times of the forum's zone, `2027-02-16T10:30`, as `datetime-local` writes them.
 */

const conference = { auth: 'account', permission: staffPermissions.conference } as const;
const workshopStaff = { auth: 'account', permission: staffPermissions.workshops } as const;

/** A wall-clock time in the forum's time zone: `2027-02-16T10:30` (seconds, if sent, are dropped). */
export const LocalTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/)
  .meta({ description: "a wall-clock time in the forum's time zone, YYYY-MM-DDTHH:mm" });

/**
 * A session's time in its form: empty while it is unscheduled (decision 071), as a `datetime-local` left
 * empty posts it. A session has its hall and both times, or none of them.
 */
const SlotTimeSchema = z.union([LocalTimeSchema, z.literal('')]).default('');

/** The length a session placed from the unscheduled list gets (its end is then dragged or typed). */
export const PLACED_SESSION_MINUTES = 60;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');
/** Ids chosen in a form, "3,7,12" (the order they are shown in); empty for none. */
const IdListSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\d{1,9}(\s*,\s*\d{1,9})*)?$/)
  .default('');

const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
const deleted = z.object({ id: z.number().int() });
const created = [201] as const;

// ---------------------------------------------------------------- halls

export const ProgrammeHallBodySchema = z.object({
  nameAr: text(120),
  nameEn: text(120),
  capacity: z.number().int().min(1).max(100_000),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  base: StaleBaseSchema,
});
export type ProgrammeHallBody = z.input<typeof ProgrammeHallBodySchema>;
export const ProgrammeHallSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  capacity: z.number().int(),
  sortOrder: z.number().int(),
  sessions: z.number().int().meta({ description: 'sessions held in the hall' }),
});
export type ProgrammeHall = z.infer<typeof ProgrammeHallSchema>;
export const ProgrammeHallListQuerySchema = consoleListQuery(['sortOrder', 'name', 'capacity'], {});
const HallAnswer = z.object({ hall: ProgrammeHallSchema });

// ---------------------------------------------------------------- tracks

export const ProgrammeTrackBodySchema = z.object({
  nameAr: text(120),
  nameEn: text(120),
  descriptionAr: optionalText(1000),
  descriptionEn: optionalText(1000),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  base: StaleBaseSchema,
});
export type ProgrammeTrackBody = z.input<typeof ProgrammeTrackBodySchema>;
export const ProgrammeTrackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  color: z.string(),
  sessions: z.number().int(),
});
export type ProgrammeTrack = z.infer<typeof ProgrammeTrackSchema>;
export const ProgrammeTrackListQuerySchema = consoleListQuery(['name'], {});
const TrackAnswer = z.object({ track: ProgrammeTrackSchema });

// ---------------------------------------------------------------- speakers

export const ProgrammeSpeakerBodySchema = z.object({
  nameAr: text(120),
  nameEn: text(120),
  titleAr: optionalText(160),
  titleEn: optionalText(160),
  organizationAr: optionalText(160),
  organizationEn: optionalText(160),
  bioAr: optionalText(5000),
  bioEn: optionalText(5000),
  /** A picture uploaded first (`POST /uploads`, purpose `avatar`): its address under /uploads/. */
  photoUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/uploads\/[A-Za-z0-9/._-]+$/),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase()),
  isFeatured: z.boolean().default(false),
  base: StaleBaseSchema,
});
export type ProgrammeSpeakerBody = z.input<typeof ProgrammeSpeakerBodySchema>;
export const ProgrammeSpeakerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  titleAr: z.string(),
  titleEn: z.string(),
  organizationAr: z.string(),
  organizationEn: z.string(),
  bioAr: z.string(),
  bioEn: z.string(),
  photoUrl: z.string(),
  country: z.string(),
  isFeatured: z.boolean(),
  sessions: z.number().int(),
});
export type ProgrammeSpeaker = z.infer<typeof ProgrammeSpeakerSchema>;
export const ProgrammeSpeakerListQuerySchema = consoleListQuery(['name', 'country'], {
  featured: z.enum(['yes', 'no']).optional(),
});
const SpeakerAnswer = z.object({ speaker: ProgrammeSpeakerSchema });

// ---------------------------------------------------------------- sessions

export const ProgrammeSessionBodySchema = z.object({
  titleAr: text(200),
  titleEn: text(200),
  abstractAr: optionalText(5000),
  abstractEn: optionalText(5000),
  type: z.enum(sessionTypes),
  language: z.enum(contentLanguages),
  /** With both times, or left out with both empty: an unscheduled session (decision 071). */
  hallId: IdSchema.optional(),
  trackId: IdSchema,
  startsAt: SlotTimeSchema,
  endsAt: SlotTimeSchema,
  speakerIds: IdListSchema,
  isFeatured: z.boolean().default(false),
  base: StaleBaseSchema,
});
export type ProgrammeSessionBody = z.input<typeof ProgrammeSessionBodySchema>;

/** A warning that does not stop a save: a speaker in two places at once. */
export const ProgrammeWarningSchema = z.object({
  key: z.literal('speakerConflict'),
  value: z.string().meta({ description: "the warning in the request's language" }),
  speakerId: z.number().int(),
  sessionId: z.number().int().meta({ description: 'the other session the speaker is in at that time' }),
});
export type ProgrammeWarning = z.infer<typeof ProgrammeWarningSchema>;

export const ProgrammeSessionRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(sessionTypes),
  language: z.enum(contentLanguages),
  /** Null, like the times, while the session is unscheduled (decision 071). */
  hall: NamedRefSchema.nullable(),
  track: NamedRefSchema.extend({ color: z.string() }),
  startsAt: z.string().nullable().meta({ description: 'ISO 8601 instant' }),
  endsAt: z.string().nullable(),
  /** The same times on the forum's clock, `YYYY-MM-DDTHH:mm` (empty while unscheduled). */
  localStart: z.string(),
  localEnd: z.string(),
  day: z.string().nullable(),
  speakers: z.array(NamedRefSchema),
  savedBy: z.number().int().meta({ description: 'accounts that saved it in their agenda' }),
});
export type ProgrammeSessionRow = z.infer<typeof ProgrammeSessionRowSchema>;
export const ProgrammeSessionSchema = ProgrammeSessionRowSchema.extend({
  titleAr: z.string(),
  titleEn: z.string(),
  abstractAr: z.string(),
  abstractEn: z.string(),
  hallId: z.number().int().nullable(),
  trackId: z.number().int(),
  speakerIds: z.string(),
  isFeatured: z.boolean(),
});
export type ProgrammeSession = z.infer<typeof ProgrammeSessionSchema>;
export const ProgrammeSessionListQuerySchema = consoleListQuery(['startsAt', 'title', 'hall'], {
  day: DaySchema.optional(),
  hallId: z.coerce.number().int().positive().optional(),
  trackId: z.coerce.number().int().positive().optional(),
  type: z.enum(sessionTypes).optional(),
  scheduled: z.enum(['yes', 'no']).optional(),
});
const SessionAnswer = z.object({
  session: ProgrammeSessionSchema,
  warnings: z.array(ProgrammeWarningSchema),
  notified: z.number().int().meta({ description: 'people who saved it and were told of the change' }),
});

// ---------------------------------------------------------------- the timetable

export const TimetableQuerySchema = z.object({
  day: DaySchema.optional().meta({ description: "a forum day (its zone's date); the first day when absent" }),
});
export const TimetableSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(sessionTypes),
  hallId: z.number().int(),
  track: NamedRefSchema.extend({ color: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  localStart: z.string(),
  localEnd: z.string(),
  /** Minutes from the day's midnight on the forum's clock: where the block sits in the grid. */
  startMinute: z.number().int(),
  endMinute: z.number().int(),
  speakers: z.array(NamedRefSchema),
  /** Other sessions (any hall) at an overlapping time with one of the same speakers. */
  conflicts: z.array(z.number().int()),
});
export type TimetableSession = z.infer<typeof TimetableSessionSchema>;
/** A session waiting for a slot (decision 071): what the timetable's side list shows and places. */
export const UnscheduledSessionSchema = TimetableSessionSchema.pick({
  id: true,
  title: true,
  type: true,
  track: true,
  speakers: true,
});
export type UnscheduledSession = z.infer<typeof UnscheduledSessionSchema>;
export const TimetableSchema = z.object({
  day: z.string(),
  days: z.array(z.string()),
  timeZone: z.string(),
  /** The grid's first and last minute from midnight on the forum's clock (09:00 → 540), covering every session. */
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  /** Minutes a move snaps to. */
  step: z.number().int(),
  halls: z.array(NamedRefSchema),
  sessions: z.array(TimetableSessionSchema),
  /** Sessions without a hall and times yet (decision 071), oldest first: the side list to place from. */
  unscheduled: z.array(UnscheduledSessionSchema),
});
export type Timetable = z.infer<typeof TimetableSchema>;

export const SessionSlotBodySchema = z.object({
  hallId: IdSchema,
  startsAt: LocalTimeSchema,
  endsAt: LocalTimeSchema,
  /** The slot the page showed (`{"hallId":2,"startsAt":"…","endsAt":"…"}`): a slot changed since is refused. */
  base: StaleBaseSchema,
});
export type SessionSlotBody = z.input<typeof SessionSlotBodySchema>;

// ---------------------------------------------------------------- workshops

export const ProgrammeWorkshopRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  localStart: z.string(),
  hall: NamedRefSchema,
  instructor: NamedRefSchema,
  capacity: z.number().int(),
  registered: z.number().int(),
  waitlisted: z.number().int(),
});
export type ProgrammeWorkshopRow = z.infer<typeof ProgrammeWorkshopRowSchema>;
export const ProgrammeWorkshopListQuerySchema = consoleListQuery(['startsAt', 'title'], {});
export const WorkshopRegistrationRowSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['registered', 'waitlisted']),
  /** The place in the waiting list (1 = next); null with a seat. */
  position: z.number().int().nullable(),
  registeredAt: z.string(),
});
export type WorkshopRegistrationRow = z.infer<typeof WorkshopRegistrationRowSchema>;
export const WorkshopRegistrationsSchema = z.object({
  workshop: ProgrammeWorkshopRowSchema,
  registrations: z.array(WorkshopRegistrationRowSchema),
});
export type WorkshopRegistrations = z.infer<typeof WorkshopRegistrationsSchema>;
export const RegistrationParamsSchema = z.object({ id: IdSchema, registrationId: IdSchema });

// ---------------------------------------------------------------- the table

const idParams = { params: IdParamsSchema };
const inUse = ['forbidden', 'staleEdit', 'programmeInUse'] as const;

export const programmeEndpoints = {
  'programme.halls': { query: ProgrammeHallListQuerySchema, answer: consoleListOf(ProgrammeHallSchema), ...conference },
  'programme.hallsCsv': consoleCsvOf({ query: ProgrammeHallListQuerySchema, ...conference }),
  'programme.addHall': { body: ProgrammeHallBodySchema, answer: HallAnswer, status: created, ...conference },
  'programme.hall': { ...idParams, answer: HallAnswer, ...conference },
  'programme.updateHall': {
    ...idParams,
    body: ProgrammeHallBodySchema,
    answer: HallAnswer,
    ...conference,
    errors: ['forbidden', 'staleEdit'],
  },
  'programme.deleteHall': { ...idParams, answer: deleted, ...conference, errors: inUse },
  'programme.tracks': {
    query: ProgrammeTrackListQuerySchema,
    answer: consoleListOf(ProgrammeTrackSchema),
    ...conference,
  },
  'programme.tracksCsv': consoleCsvOf({ query: ProgrammeTrackListQuerySchema, ...conference }),
  'programme.addTrack': { body: ProgrammeTrackBodySchema, answer: TrackAnswer, status: created, ...conference },
  'programme.track': { ...idParams, answer: TrackAnswer, ...conference },
  'programme.updateTrack': {
    ...idParams,
    body: ProgrammeTrackBodySchema,
    answer: TrackAnswer,
    ...conference,
    errors: ['forbidden', 'staleEdit'],
  },
  'programme.deleteTrack': { ...idParams, answer: deleted, ...conference, errors: inUse },
  'programme.speakers': {
    query: ProgrammeSpeakerListQuerySchema,
    answer: consoleListOf(ProgrammeSpeakerSchema),
    ...conference,
  },
  'programme.speakersCsv': consoleCsvOf({ query: ProgrammeSpeakerListQuerySchema, ...conference }),
  'programme.addSpeaker': { body: ProgrammeSpeakerBodySchema, answer: SpeakerAnswer, status: created, ...conference },
  'programme.speaker': { ...idParams, answer: SpeakerAnswer, ...conference },
  'programme.updateSpeaker': {
    ...idParams,
    body: ProgrammeSpeakerBodySchema,
    answer: SpeakerAnswer,
    ...conference,
    errors: ['forbidden', 'staleEdit'],
  },
  'programme.deleteSpeaker': { ...idParams, answer: deleted, ...conference, errors: inUse },
  'programme.sessions': {
    query: ProgrammeSessionListQuerySchema,
    answer: consoleListOf(ProgrammeSessionRowSchema),
    ...conference,
  },
  'programme.sessionsCsv': consoleCsvOf({ query: ProgrammeSessionListQuerySchema, ...conference }),
  'programme.addSession': {
    body: ProgrammeSessionBodySchema,
    answer: SessionAnswer,
    status: created,
    ...conference,
    errors: ['forbidden', 'slotTaken'],
  },
  'programme.session': { ...idParams, answer: SessionAnswer, ...conference },
  'programme.updateSession': {
    ...idParams,
    body: ProgrammeSessionBodySchema,
    answer: SessionAnswer,
    ...conference,
    errors: ['forbidden', 'staleEdit', 'slotTaken'],
  },
  'programme.deleteSession': {
    ...idParams,
    answer: deleted.extend({ notified: z.number().int() }),
    ...conference,
    errors: ['forbidden'],
  },
  'programme.timetable': { query: TimetableQuerySchema, answer: TimetableSchema, ...conference },
  'programme.moveSession': {
    ...idParams,
    body: SessionSlotBodySchema,
    answer: SessionAnswer,
    ...conference,
    errors: ['forbidden', 'staleEdit', 'slotTaken'],
  },
  'programme.workshops': {
    query: ProgrammeWorkshopListQuerySchema,
    answer: consoleListOf(ProgrammeWorkshopRowSchema),
    ...workshopStaff,
  },
  'programme.workshopsCsv': consoleCsvOf({ query: ProgrammeWorkshopListQuerySchema, ...workshopStaff }),
  'programme.workshopRegistrations': { ...idParams, answer: WorkshopRegistrationsSchema, ...workshopStaff },
  'programme.cancelRegistration': {
    params: RegistrationParamsSchema,
    answer: WorkshopRegistrationsSchema,
    ...workshopStaff,
    errors: ['forbidden'],
  },
  'programme.promoteRegistration': {
    params: RegistrationParamsSchema,
    answer: WorkshopRegistrationsSchema,
    ...workshopStaff,
    errors: ['forbidden'],
  },
} as const;
