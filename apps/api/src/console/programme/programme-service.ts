import type {
  ProgrammeHall,
  ProgrammeHallBodySchema,
  ProgrammeSession,
  ProgrammeSessionBodySchema,
  ProgrammeSessionRow,
  ProgrammeSpeaker,
  ProgrammeSpeakerBodySchema,
  ProgrammeTrack,
  ProgrammeTrackBodySchema,
  ProgrammeWarning,
  ProgrammeWorkshopRow,
  SessionSlotBodySchema,
  Timetable,
  TimetableSession,
  WorkshopRegistrations,
} from '@forum/contract/console/programme';
import type { Locale } from '@forum/contract/locale';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/sessions.ts';
import { dayOf, dayRangeOf, instantOfLocal, knownTimeZone, localDateTimeInputOf } from '../../calendar/time-zone.ts';
import { forumDays } from '../../conference/conference-service.ts';
import { savedBy, tellSavers } from '../../conference/session-changes.ts';
import type { conferenceHalls, conferenceSessions, speakers, tracks } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { pick, splitPair } from '../../localize.ts';
import { notify } from '../../notifications/notify.ts';
import { cancelRegistration, lockWorkshop } from '../../workshops/workshop-queries.ts';
import { announceSeats, fillFreeSeats, type Promotion } from '../../workshops/workshop-service.ts';
import { recordAudit } from '../audit.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { refuseStale } from '../stale.ts';
import * as q from './programme-queries.ts';

/**
 * The console's programme (decision 063): halls, tracks, speakers and sessions, the timetable of a day
 * with its moves, and the workshops' registrations. Every change is written with its audit entry in one
 * transaction, refused when the record changed since the form opened, and forgotten by every process's
 * page cache once committed.
 */

type Staff = Pick<AuthUser, 'id' | 'email'>;
type HallBody = z.output<typeof ProgrammeHallBodySchema>;
type TrackBody = z.output<typeof ProgrammeTrackBodySchema>;
type SpeakerBody = z.output<typeof ProgrammeSpeakerBodySchema>;
type SessionBody = z.output<typeof ProgrammeSessionBodySchema>;
type SlotBody = z.output<typeof SessionSlotBodySchema>;
type ListQuery = { page: number; perPage: number; q?: string | undefined; sort?: string | undefined };

/** A timetable's moves snap to five minutes (issue 33): the grid's rows. */
export const SLOT_STEP_MINUTES = 5;
const STEP_MS = SLOT_STEP_MINUTES * 60_000;
/** The grid shows at least these hours of a day, wider when a session starts earlier or ends later. */
const DAY_OPENS = 9 * 60;
const DAY_CLOSES = 18 * 60;

/** The nearest five-minute mark of an instant. */
export const snapped = (instant: Date) => new Date(Math.round(instant.getTime() / STEP_MS) * STEP_MS);

const invalid = (key: string, messageKey: FieldError['messageKey'] = 'invalidValue') =>
  new AppError('validation', { fields: [{ key, messageKey }] });

function idsOf(list: string): number[] {
  return [
    ...new Set(
      list
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ];
}

export function createProgrammeService(deps: ConsoleDeps) {
  const { db, settings, changes } = deps;

  async function timeZoneOf() {
    return knownTimeZone((await settings.get()).site.timeZone);
  }

  /** Every process forgets its kept public pages (the programme, the agenda, speakers' pages). */
  const published = () => changes.publish('pages');

  // ------------------------------------------------------------ halls

  type HallRow = { hall: typeof conferenceHalls.$inferSelect; sessions: number };
  const hallFields = (hall: typeof conferenceHalls.$inferSelect) => ({
    ...splitPair('name', hall.name),
    capacity: hall.capacity,
    sortOrder: hall.sortOrder,
  });
  const presentHall = ({ hall, sessions }: HallRow, locale: Locale): ProgrammeHall => ({
    id: hall.id,
    name: pick(hall.name, locale),
    ...hallFields(hall),
    sessions,
  });
  const hallValues = (body: HallBody) => ({
    name: { ar: body.nameAr, en: body.nameEn },
    capacity: body.capacity,
    sortOrder: body.sortOrder,
  });

  // ------------------------------------------------------------ tracks

  type TrackRow = { track: typeof tracks.$inferSelect; sessions: number };
  const trackFields = (track: typeof tracks.$inferSelect) => ({
    ...splitPair('name', track.name),
    descriptionAr: track.description?.ar ?? '',
    descriptionEn: track.description?.en ?? '',
    color: track.color,
  });
  const presentTrack = ({ track, sessions }: TrackRow, locale: Locale): ProgrammeTrack => ({
    id: track.id,
    name: pick(track.name, locale),
    ...trackFields(track),
    sessions,
  });
  const trackValues = (body: TrackBody) => ({
    name: { ar: body.nameAr, en: body.nameEn },
    description: body.descriptionAr || body.descriptionEn ? { ar: body.descriptionAr, en: body.descriptionEn } : null,
    color: body.color,
  });

  // ------------------------------------------------------------ speakers

  type SpeakerRow = { speaker: typeof speakers.$inferSelect; sessions: number };
  const speakerFields = (speaker: typeof speakers.$inferSelect) => ({
    ...splitPair('name', speaker.name),
    ...splitPair('title', speaker.title),
    ...splitPair('organization', speaker.organization),
    ...splitPair('bio', speaker.bio),
    photoUrl: speaker.photoUrl,
    country: speaker.country,
    isFeatured: speaker.isFeatured,
  });
  const presentSpeaker = ({ speaker, sessions }: SpeakerRow, locale: Locale): ProgrammeSpeaker => ({
    id: speaker.id,
    name: pick(speaker.name, locale),
    ...speakerFields(speaker),
    sessions,
  });
  const speakerValues = (body: SpeakerBody) => ({
    name: { ar: body.nameAr, en: body.nameEn },
    title: { ar: body.titleAr, en: body.titleEn },
    organization: { ar: body.organizationAr, en: body.organizationEn },
    bio: { ar: body.bioAr, en: body.bioEn },
    photoUrl: body.photoUrl,
    country: body.country,
    isFeatured: body.isFeatured,
  });

  // ------------------------------------------------------------ sessions

  type SessionRecord = typeof conferenceSessions.$inferSelect;

  /** A time on the forum's clock as its form holds it, empty while the session is unscheduled. */
  const localOf = (instant: Date | null, timeZone: string) =>
    instant === null ? '' : localDateTimeInputOf(instant, timeZone);

  /** What a session's form holds (and its `base`), on the forum's clock. */
  const sessionFields = (session: SessionRecord, speakerIds: readonly number[], timeZone: string) => ({
    ...splitPair('title', session.title),
    ...splitPair('abstract', session.abstract),
    type: session.type,
    language: session.language,
    hallId: session.hallId,
    trackId: session.trackId,
    startsAt: localOf(session.startsAt, timeZone),
    endsAt: localOf(session.endsAt, timeZone),
    speakerIds: speakerIds.join(','),
    isFeatured: session.isFeatured,
  });
  const slotFields = (session: Pick<SessionRecord, 'hallId' | 'startsAt' | 'endsAt'>, timeZone: string) => ({
    hallId: session.hallId,
    startsAt: localOf(session.startsAt, timeZone),
    endsAt: localOf(session.endsAt, timeZone),
  });

  async function presentSessionRows(
    rows: q.ProgrammeSessionDbRow[],
    locale: Locale,
    timeZone: string,
  ): Promise<ProgrammeSessionRow[]> {
    const people = await q.speakersOf(
      db,
      rows.map((row) => row.session.id),
    );
    return rows.map(({ session, hall, track, savedBy }) => ({
      id: session.id,
      title: pick(session.title, locale),
      type: session.type,
      language: session.language,
      hall: hall ? { id: hall.id, name: pick(hall.name, locale) } : null,
      track: { id: track.id, name: pick(track.name, locale), color: track.color },
      startsAt: session.startsAt?.toISOString() ?? null,
      endsAt: session.endsAt?.toISOString() ?? null,
      localStart: localOf(session.startsAt, timeZone),
      localEnd: localOf(session.endsAt, timeZone),
      day: session.startsAt ? dayOf(session.startsAt, timeZone) : null,
      speakers: people
        .filter((person) => person.sessionId === session.id)
        .map((person) => ({ id: person.speakerId, name: pick(person.name, locale) })),
      savedBy,
    }));
  }

  async function presentSession(id: number, locale: Locale, timeZone: string): Promise<ProgrammeSession> {
    const row = await q.findSession(db, id);
    if (!row) throw new AppError('notFound');
    const [summary] = await presentSessionRows([row], locale, timeZone);
    if (!summary) throw new AppError('notFound');
    const speakerIds = summary.speakers.map((speaker) => speaker.id);
    const { startsAt: _start, endsAt: _end, ...fields } = sessionFields(row.session, speakerIds, timeZone);
    return { ...summary, ...fields };
  }

  /**
   * The hall and times of a session's form: all three, or none for an unscheduled session (decision 071);
   * a form with some of them names the missing ones.
   */
  function formSlotOf(body: SessionBody, timeZone: string) {
    const { hallId, startsAt, endsAt } = body;
    if (hallId === undefined && startsAt === '' && endsAt === '') return null;
    if (hallId === undefined || startsAt === '' || endsAt === '') {
      const missing = [
        hallId === undefined ? 'hallId' : '',
        startsAt === '' ? 'startsAt' : '',
        endsAt === '' ? 'endsAt' : '',
      ];
      throw new AppError('validation', {
        fields: missing.filter(Boolean).map((key) => ({ key, messageKey: 'slotIncomplete' as const })),
      });
    }
    return { hallId, ...slotOf({ startsAt, endsAt }, timeZone) };
  }

  /** The times of a form or a move: on the forum's clock, snapped to five minutes, within one day. */
  function slotOf(body: { startsAt: string; endsAt: string }, timeZone: string) {
    const startsAt = snapped(instantOfLocal(body.startsAt, timeZone));
    const endsAt = snapped(instantOfLocal(body.endsAt, timeZone));
    if (Number.isNaN(startsAt.getTime())) throw invalid('startsAt');
    if (Number.isNaN(endsAt.getTime()) || !(endsAt > startsAt)) throw invalid('endsAt');
    // the timetable is a day's grid: a session ends by the next midnight at the latest
    if (endsAt > dayRangeOf(dayOf(startsAt, timeZone), timeZone).end) throw invalid('endsAt', 'slotOutsideDay');
    return { startsAt, endsAt };
  }

  /** Refuses a slot on top of another session of the hall (read under the hall's lock). */
  async function refuseOverlap(
    tx: typeof db,
    slot: { hallId: number; startsAt: Date; endsAt: Date; exceptId?: number },
    locale: Locale,
    timeZone: string,
  ) {
    const other = await q.overlappingSession(tx, slot);
    if (!other) return;
    const clock = (instant: Date) => localDateTimeInputOf(instant, timeZone).slice(11);
    const params = { title: pick(other.title, locale), when: `${clock(other.startsAt)}–${clock(other.endsAt)}` };
    throw new AppError('slotTaken', { fields: [{ key: 'startsAt', messageKey: 'slotTaken', params }], params });
  }

  /** A speaker in two places at once: said, not refused (a speaker may leave a panel early). */
  async function warningsOf(sessionId: number, locale: Locale, timeZone: string): Promise<ProgrammeWarning[]> {
    const session = await q.findSession(db, sessionId);
    const { startsAt, endsAt } = session?.session ?? {};
    // an unscheduled session is nowhere yet, so its speakers are not in two places
    if (!startsAt || !endsAt) return [];
    const people = await q.speakersOf(db, [sessionId]);
    const clashes = await q.speakerClashes(db, {
      sessionId,
      speakerIds: people.map((person) => person.speakerId),
      startsAt,
      endsAt,
    });
    const clock = (instant: Date) => localDateTimeInputOf(instant, timeZone).slice(11);
    return clashes.map((clash) => ({
      key: 'speakerConflict' as const,
      value: translate(locale, 'speakerConflict', {
        name: pick(clash.speakerName, locale),
        title: pick(clash.title, locale),
        when: `${clock(clash.startsAt)}–${clock(clash.endsAt)}`,
      }),
      speakerId: clash.speakerId,
      sessionId: clash.sessionId,
    }));
  }

  async function sessionAnswer(id: number, notified: number, locale: Locale, timeZone: string) {
    const [session, warnings] = await Promise.all([
      presentSession(id, locale, timeZone),
      warningsOf(id, locale, timeZone),
    ]);
    return { session, warnings, notified };
  }

  /**
   * Writes a session (new when `id` is null) in one transaction, in decision 063's lock order: the halls
   * it leaves and enters (by id), the session, and last the notifications of the people who saved it.
   */
  async function writeSession(
    staff: Staff,
    id: number | null,
    body: SessionBody | (SlotBody & { slotOnly: true }),
    locale: Locale,
  ) {
    const timeZone = await timeZoneOf();
    const full = 'slotOnly' in body ? null : body;
    // null: the session stays (or becomes) unscheduled (decision 071)
    const slot = 'slotOnly' in body ? { hallId: body.hallId, ...slotOf(body, timeZone) } : formSlotOf(body, timeZone);
    const speakerIds = full ? idsOf(full.speakerIds) : [];
    if (full) {
      const known = await q.existingSpeakers(db, speakerIds);
      if (known.length !== speakerIds.length) throw invalid('speakerIds');
    }
    const sessionId = await inTransaction(db, async (tx) => {
      const from = id === null ? null : await q.hallOfSession(tx, id);
      if (id !== null && from === null) throw new AppError('notFound');
      const fromHall = from?.hallId ?? null;
      const halls = [fromHall, slot?.hallId ?? null].filter((hall) => hall !== null);
      const locked = await q.lockHalls(tx, halls);
      if (slot && !locked.some((hall) => hall.id === slot.hallId)) throw invalid('hallId');
      if (full && !(await q.lockTrack(tx, full.trackId))) throw invalid('trackId');
      const before = id === null ? null : await q.lockSession(tx, id);
      if (id !== null && !before) throw new AppError('notFound');
      // a session moved to another hall between the read and the lock: its old hall is not held, so again
      if (before && before.hallId !== fromHall) throw new AppError('staleEdit');
      const beforeSpeakers = before ? (await q.speakersOf(tx, [before.id])).map((row) => row.speakerId) : [];
      if (before) {
        refuseStale(body.base, full ? sessionFields(before, beforeSpeakers, timeZone) : slotFields(before, timeZone));
      }
      if (slot) await refuseOverlap(tx, { ...slot, exceptId: id ?? undefined }, locale, timeZone);
      // taken off the timetable: nobody who saved it may lose it silently, so it is moved or cancelled instead
      if (!slot && before?.startsAt && (await savedBy(tx, before.id)).length > 0) {
        throw invalid('startsAt', 'unscheduleSaved');
      }
      const slotValues = slot ?? { hallId: null, startsAt: null, endsAt: null };
      const values = full
        ? {
            ...slotValues,
            title: { ar: full.titleAr, en: full.titleEn },
            abstract: { ar: full.abstractAr, en: full.abstractEn },
            type: full.type,
            language: full.language,
            trackId: full.trackId,
            isFeatured: full.isFeatured,
          }
        : slotValues;
      let savedId: number;
      if (before) {
        await q.updateSession(tx, before.id, values);
        savedId = before.id;
      } else if (full) {
        savedId = await q.insertSession(tx, values as typeof conferenceSessions.$inferInsert);
      } else {
        throw new AppError('notFound');
      }
      if (full) await q.replaceSessionSpeakers(tx, savedId, speakerIds);
      const afterRow = await q.lockSession(tx, savedId);
      if (!afterRow) throw new AppError('notFound');
      await recordAudit(tx, staff, {
        entity: 'session',
        entityId: savedId,
        action: before ? (full ? 'update' : 'move') : 'create',
        before: before ? sessionFields(before, beforeSpeakers, timeZone) : null,
        after: sessionFields(afterRow, full ? speakerIds : beforeSpeakers, timeZone),
      });
      // the people who saved it are told when its time or its hall changed, in this transaction
      const moved =
        before !== null &&
        slot !== null &&
        (before.startsAt?.getTime() !== slot.startsAt.getTime() || before.hallId !== slot.hallId);
      const notified =
        moved && before && slot ? await tellSavers(tx, before, { change: 'moved', startsAt: slot.startsAt }) : 0;
      return { id: savedId, notified };
    });
    await published();
    return sessionAnswer(sessionId.id, sessionId.notified, locale, timeZone);
  }

  // ------------------------------------------------------------ the timetable

  async function timetable(day: string | undefined, locale: Locale): Promise<Timetable> {
    const timeZone = await timeZoneOf();
    const { forum } = await settings.get();
    const forumDates = forumDays(forum, timeZone);
    const shown = day ?? forumDates[0] ?? dayOf(new Date(), timeZone);
    const days = [...new Set([...forumDates, shown])].sort();
    const range = dayRangeOf(shown, timeZone);
    const [halls, rows, waiting] = await Promise.all([
      q.allHalls(db),
      q.sessionsBetween(db, range),
      q.unscheduledSessions(db),
    ]);
    const people = await q.speakersOf(
      db,
      [...rows, ...waiting].map((row) => row.session.id),
    );
    const speakersOf = (id: number) =>
      people
        .filter((person) => person.sessionId === id)
        .map((person) => ({ id: person.speakerId, name: pick(person.name, locale) }));
    const minuteOf = (instant: Date) => Math.round((instant.getTime() - range.start.getTime()) / 60_000);
    const sessions: TimetableSession[] = rows.map(({ session, track }) => ({
      id: session.id,
      title: pick(session.title, locale),
      type: session.type,
      hallId: session.hallId,
      track: { id: track.id, name: pick(track.name, locale), color: track.color },
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      localStart: localDateTimeInputOf(session.startsAt, timeZone),
      localEnd: localDateTimeInputOf(session.endsAt, timeZone),
      startMinute: minuteOf(session.startsAt),
      endMinute: minuteOf(session.endsAt),
      speakers: speakersOf(session.id),
      conflicts: [],
    }));
    // a speaker in two sessions of the day whose times overlap: each session names the other
    for (const one of sessions) {
      const ids = new Set(one.speakers.map((speaker) => speaker.id));
      one.conflicts = sessions
        .filter(
          (other) =>
            other.id !== one.id &&
            other.startMinute < one.endMinute &&
            other.endMinute > one.startMinute &&
            other.speakers.some((speaker) => ids.has(speaker.id)),
        )
        .map((other) => other.id);
    }
    const hour = 60;
    const opensAt = Math.min(DAY_OPENS, ...sessions.map((s) => Math.floor(s.startMinute / hour) * hour));
    const closesAt = Math.max(DAY_CLOSES, ...sessions.map((s) => Math.ceil(s.endMinute / hour) * hour));
    return {
      day: shown,
      days,
      timeZone,
      opensAt: Math.max(0, opensAt),
      closesAt: Math.min(24 * hour, closesAt),
      step: SLOT_STEP_MINUTES,
      halls: halls.map((hall) => ({ id: hall.id, name: pick(hall.name, locale) })),
      sessions,
      unscheduled: waiting.map(({ session, track }) => ({
        id: session.id,
        title: pick(session.title, locale),
        type: session.type,
        track: { id: track.id, name: pick(track.name, locale), color: track.color },
        speakers: speakersOf(session.id),
      })),
    };
  }

  // ------------------------------------------------------------ workshops

  function presentWorkshop(
    row: NonNullable<Awaited<ReturnType<typeof q.findWorkshopRow>>>,
    locale: Locale,
    timeZone: string,
  ): ProgrammeWorkshopRow {
    return {
      id: row.workshop.id,
      title: pick(row.workshop.title, locale),
      startsAt: row.workshop.startsAt.toISOString(),
      localStart: localDateTimeInputOf(row.workshop.startsAt, timeZone),
      hall: { id: row.hall.id, name: pick(row.hall.name, locale) },
      instructor: { id: row.instructor.id, name: pick(row.instructor.name, locale) },
      capacity: row.workshop.capacity,
      registered: row.registered,
      waitlisted: row.waitlisted,
    };
  }

  async function registrations(workshopId: number, locale: Locale): Promise<WorkshopRegistrations> {
    const timeZone = await timeZoneOf();
    const row = await q.findWorkshopRow(db, workshopId);
    if (!row) throw new AppError('notFound');
    const places = await q.registrationsOf(db, workshopId);
    let waiting = 0;
    return {
      workshop: presentWorkshop(row, locale, timeZone),
      registrations: places.map((place) => {
        const isSeated = place.status === 'registered';
        if (!isSeated) waiting += 1;
        return {
          id: place.id,
          userId: place.userId,
          name: [place.firstName, place.lastName].filter(Boolean).join(' '),
          email: place.email ?? '',
          status: isSeated ? ('registered' as const) : ('waitlisted' as const),
          position: isSeated ? null : waiting,
          registeredAt: place.createdAt.toISOString(),
        };
      }),
    };
  }

  /** A change of a workshop's places, under the workshop's lock (decision 042's order: the notifications last). */
  async function changePlace(
    staff: Staff,
    workshopId: number,
    registrationId: number,
    action: 'cancel' | 'promote',
    locale: Locale,
  ) {
    const now = new Date();
    const promoted = await inTransaction(db, async (tx): Promise<Promotion[]> => {
      const workshop = await lockWorkshop(tx, workshopId);
      if (!workshop) throw new AppError('notFound');
      const place = await q.findPlace(tx, workshopId, registrationId);
      if (!place) throw new AppError('notFound');
      if (action === 'cancel') {
        await cancelRegistration(tx, place.id);
        await recordAudit(tx, staff, {
          entity: 'workshopRegistration',
          entityId: place.id,
          action: 'cancel',
          before: { workshopId, userId: place.userId, status: place.status },
          after: { workshopId, userId: place.userId, status: 'cancelled' },
        });
        return place.status === 'registered' ? fillFreeSeats(tx, workshop, now) : [];
      }
      if (place.status !== 'waitlisted') return [];
      // staff may seat someone beyond the capacity (a chair added): the public count shows no seat left
      await q.seatPlace(tx, place.id);
      await recordAudit(tx, staff, {
        entity: 'workshopRegistration',
        entityId: place.id,
        action: 'promote',
        before: { workshopId, userId: place.userId, status: 'waitlisted' },
        after: { workshopId, userId: place.userId, status: 'registered' },
      });
      const row = await q.findWorkshopRow(tx, workshopId);
      await notify(tx, {
        userId: place.userId,
        kind: 'workshop_seat',
        data: {
          workshopId,
          title: row?.workshop.title ?? { ar: '', en: '' },
          startsAt: workshop.startsAt.toISOString(),
        },
      });
      return [{ workshopId, userId: place.userId }];
    });
    await published();
    // the seat email, in each person's language, once the seat is theirs
    await announceSeats(deps, promoted);
    return registrations(workshopId, locale);
  }

  // ------------------------------------------------------------ one record's list, read, create, update and delete

  /**
   * The shape every simple record (hall, track, speaker) shares, as its routes call it (`RecordCalls`):
   * listed and read in the caller's language; written with its audit entry in one transaction, an edit
   * refused when the record changed since the form opened, a delete refused while sessions or workshops
   * use it; a create or an edit answers the record as its form opens it.
   */
  function records<
    Body extends { base?: string | undefined },
    Row,
    Fields extends Record<string, unknown>,
    Query,
    Page extends { items: Row[] },
    Item,
    Answer,
  >(kind: {
    entity: string;
    /** A page of the list, its rows as they are read with `find`. */
    listRows: (tx: typeof db, query: Query, locale: Locale) => Promise<Page>;
    /** A row as the list shows it, in the caller's language. */
    present: (row: Row, locale: Locale) => Item;
    /** One record's answer, as its form opens it: `{ hall }`, `{ track }` … */
    answerOf: (item: Item) => Answer;
    find: (tx: typeof db, id: number) => Promise<Row | null>;
    fieldsOf: (row: Row) => Fields;
    valuesOf: (body: Body) => Record<string, unknown>;
    insert: (tx: typeof db, values: never) => Promise<number>;
    update: (tx: typeof db, id: number, values: never) => Promise<void>;
    lock: (tx: typeof db, id: number) => Promise<unknown>;
    isUsed: (tx: typeof db, id: number) => Promise<boolean>;
    remove: (tx: typeof db, id: number) => Promise<void>;
  }) {
    async function get(id: number, locale: Locale) {
      const row = await kind.find(db, id);
      if (!row) throw new AppError('notFound');
      return kind.answerOf(kind.present(row, locale));
    }
    return {
      async list(query: Query, locale: Locale) {
        const page = await kind.listRows(db, query, locale);
        return { ...page, items: page.items.map((row) => kind.present(row, locale)) };
      },
      get,
      async create(staff: Staff, body: Body, locale: Locale) {
        const id = await inTransaction(db, async (tx) => {
          const newId = await kind.insert(tx, kind.valuesOf(body) as never);
          const row = await kind.find(tx, newId);
          await recordAudit(tx, staff, {
            entity: kind.entity,
            entityId: newId,
            action: 'create',
            after: row ? kind.fieldsOf(row) : null,
          });
          return newId;
        });
        await published();
        return get(id, locale);
      },
      async update(staff: Staff, id: number, body: Body, locale: Locale) {
        await inTransaction(db, async (tx) => {
          if (!(await kind.lock(tx, id))) throw new AppError('notFound');
          const before = await kind.find(tx, id);
          if (!before) throw new AppError('notFound');
          refuseStale(body.base, kind.fieldsOf(before));
          await kind.update(tx, id, kind.valuesOf(body) as never);
          const after = await kind.find(tx, id);
          await recordAudit(tx, staff, {
            entity: kind.entity,
            entityId: id,
            action: 'update',
            before: kind.fieldsOf(before),
            after: after ? kind.fieldsOf(after) : null,
          });
        });
        await published();
        return get(id, locale);
      },
      async remove(staff: Staff, id: number) {
        await inTransaction(db, async (tx) => {
          if (!(await kind.lock(tx, id))) throw new AppError('notFound');
          const before = await kind.find(tx, id);
          if (!before) throw new AppError('notFound');
          if (await kind.isUsed(tx, id)) {
            throw new AppError('programmeInUse', { fields: [{ key: 'error', messageKey: 'programmeInUse' }] });
          }
          await kind.remove(tx, id);
          await recordAudit(tx, staff, {
            entity: kind.entity,
            entityId: id,
            action: 'delete',
            before: kind.fieldsOf(before),
          });
        });
        await published();
        return { id };
      },
    };
  }

  const hallRecords = records({
    listRows: q.listHalls,
    present: presentHall,
    answerOf: (hall) => ({ hall }),
    entity: 'conferenceHall',
    find: q.findHall,
    fieldsOf: (row) => hallFields(row.hall),
    valuesOf: hallValues,
    insert: q.insertHall,
    update: q.updateHall,
    lock: async (tx, id) => (await q.lockHalls(tx, [id]))[0],
    isUsed: q.isHallUsed,
    remove: q.deleteHall,
  });
  const trackRecords = records({
    listRows: q.listTracks,
    present: presentTrack,
    answerOf: (track) => ({ track }),
    entity: 'track',
    find: q.findTrack,
    fieldsOf: (row) => trackFields(row.track),
    valuesOf: trackValues,
    insert: q.insertTrack,
    update: q.updateTrack,
    lock: q.lockTrack,
    isUsed: q.isTrackUsed,
    remove: q.deleteTrack,
  });
  const speakerRecords = records({
    listRows: q.listSpeakers,
    present: presentSpeaker,
    answerOf: (speaker) => ({ speaker }),
    entity: 'speaker',
    find: q.findSpeaker,
    fieldsOf: (row) => speakerFields(row.speaker),
    valuesOf: speakerValues,
    insert: q.insertSpeaker,
    update: q.updateSpeaker,
    lock: q.lockSpeaker,
    isUsed: q.isSpeakerUsed,
    remove: q.deleteSpeaker,
  });

  return {
    halls: hallRecords,
    tracks: trackRecords,
    speakers: speakerRecords,

    sessions: {
      async list(
        query: ListQuery & {
          day?: string | undefined;
          hallId?: number | undefined;
          trackId?: number | undefined;
          type?: ProgrammeSession['type'] | undefined;
          scheduled?: 'yes' | 'no' | undefined;
        },
        locale: Locale,
      ) {
        const timeZone = await timeZoneOf();
        const { day, ...rest } = query;
        const page = await q.listSessions(db, { ...rest, range: day ? dayRangeOf(day, timeZone) : undefined }, locale);
        return { ...page, items: await presentSessionRows(page.items, locale, timeZone) };
      },
      async get(id: number, locale: Locale) {
        return sessionAnswer(id, 0, locale, await timeZoneOf());
      },
      create: (staff: Staff, body: SessionBody, locale: Locale) => writeSession(staff, null, body, locale),
      update: (staff: Staff, id: number, body: SessionBody, locale: Locale) => writeSession(staff, id, body, locale),
      /** Cancels a session: it leaves the programme and every agenda; the people who saved it are told. */
      async remove(staff: Staff, id: number) {
        const timeZone = await timeZoneOf();
        const notified = await inTransaction(db, async (tx) => {
          const from = await q.hallOfSession(tx, id);
          if (from === null) throw new AppError('notFound');
          await q.lockHalls(tx, from.hallId === null ? [] : [from.hallId]);
          const before = await q.lockSession(tx, id);
          if (!before) throw new AppError('notFound');
          const people = (await q.speakersOf(tx, [id])).map((row) => row.speakerId);
          const told = await tellSavers(tx, before, { change: 'cancelled' });
          await q.deleteSession(tx, id);
          await recordAudit(tx, staff, {
            entity: 'session',
            entityId: id,
            action: 'delete',
            before: sessionFields(before, people, timeZone),
          });
          return told;
        });
        await published();
        return { id, notified };
      },
    },
    moveSession: (staff: Staff, id: number, body: SlotBody, locale: Locale) =>
      writeSession(staff, id, { ...body, slotOnly: true }, locale),
    timetable,

    // workshops
    async listWorkshops(query: ListQuery, locale: Locale) {
      const timeZone = await timeZoneOf();
      const page = await q.listWorkshops(db, query, locale);
      return { ...page, items: page.items.map((row) => presentWorkshop(row, locale, timeZone)) };
    },
    registrations,
    cancelRegistration: (staff: Staff, workshopId: number, registrationId: number, locale: Locale) =>
      changePlace(staff, workshopId, registrationId, 'cancel', locale),
    promoteRegistration: (staff: Staff, workshopId: number, registrationId: number, locale: Locale) =>
      changePlace(staff, workshopId, registrationId, 'promote', locale),
  };
}

export type ProgrammeService = ReturnType<typeof createProgrammeService>;
