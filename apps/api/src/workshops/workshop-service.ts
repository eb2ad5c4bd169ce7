import type { Locale } from '@forum/contract/locale';
import { truncate } from '@forum/contract/text';
import type {
  MyWorkshopsResponse,
  Registration,
  RegistrationResponse,
  Workshop,
  WorkshopListQuerySchema,
  WorkshopPage,
  WorkshopSummary,
} from '@forum/contract/workshops';
import type { z } from 'zod';
import { requireAccess } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import { buildCalendar } from '../calendar/ics.ts';
import { dayOf, dayRangeOf, knownTimeZone } from '../calendar/time-zone.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import type { Mailer } from '../mail/mailer.ts';
import { workshopSeatMail } from '../mail/templates.ts';
import { notify } from '../notifications/notify.ts';
import { paginationOf } from '../pagination.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import {
  cancelRegistration,
  countRegistered,
  findLiveRegistration,
  findRecipients,
  findWorkshop,
  findWorkshops,
  insertRegistration,
  listWorkshops,
  liveRegistrationsOfUser,
  lockWorkshop,
  lockWorkshopsOfUser,
  promoteWaitlisted,
  type RegistrationRow,
  type WorkshopRow,
} from './workshop-queries.ts';

/** The visitor's language and the forum's time zone, in which a workshop's day is counted. */
export type WorkshopContext = { locale: Locale; timeZone: string };

/** What telling a person about their new seat needs. */
export type SeatMailOptions = { db: Db; mailer: Mailer; settings: SettingsService; siteUrl: string };

/** A seat given from the waiting list. */
export type Promotion = { workshopId: number; userId: number };

const SUMMARY_LENGTH = 160;

/** Where a workshop's .ics file is served, under /api. */
export const workshopCalendarPathOf = (id: number) => `/api/workshops/${id}/calendar.ics`;

function workshopPageUrl(siteUrl: string, locale: Locale, id: number): string {
  return `${siteUrl}${locale === 'en' ? '/en' : ''}/workshops/${id}`;
}

/** Registration and cancellation are possible until the workshop starts. */
const isOpenAt = (startsAt: Date, now: Date) => now < startsAt;

function presentSummary(row: WorkshopRow, context: WorkshopContext, now: Date): WorkshopSummary {
  const { workshop, hall, instructor } = row;
  const { locale } = context;
  const description = pick(workshop.description, locale);
  return {
    id: workshop.id,
    title: pick(workshop.title, locale),
    summary: truncate(description.split(/\n\s*\n/)[0] ?? '', SUMMARY_LENGTH),
    level: workshop.level,
    language: workshop.language,
    startsAt: workshop.startsAt.toISOString(),
    endsAt: workshop.endsAt.toISOString(),
    day: dayOf(workshop.startsAt, context.timeZone),
    hall: { id: hall.id, name: pick(hall.name, locale) },
    instructor: {
      id: instructor.id,
      name: pick(instructor.name, locale),
      title: pick(instructor.title, locale),
      organization: pick(instructor.organization, locale),
      photoUrl: instructor.photoUrl,
    },
    imageUrl: workshop.imageUrl,
    capacity: workshop.capacity,
    seatsLeft: Math.max(0, workshop.capacity - row.registered),
    waitingList: row.waitlisted,
    isOpen: isOpenAt(workshop.startsAt, now),
  };
}

function presentRegistration(row: RegistrationRow): Registration {
  return {
    workshopId: row.workshopId,
    status: row.status,
    position: row.position,
    registeredAt: row.createdAt.toISOString(),
  };
}

export async function getWorkshopPage(
  db: Db,
  query: z.output<typeof WorkshopListQuerySchema>,
  context: WorkshopContext,
  now = new Date(),
): Promise<WorkshopPage> {
  const { page, perPage, day, level, language } = query;
  const range = day ? dayRangeOf(day, context.timeZone) : undefined;
  const { rows, total } = await listWorkshops(db, { range, level, language }, { page, perPage });
  return {
    items: rows.map((row) => presentSummary(row, context, now)),
    pagination: paginationOf(page, perPage, total),
  };
}

async function findWorkshopOr404(db: Db, id: number): Promise<WorkshopRow> {
  const row = await findWorkshop(db, id);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function getWorkshop(db: Db, id: number, context: WorkshopContext, now = new Date()): Promise<Workshop> {
  const row = await findWorkshopOr404(db, id);
  return {
    ...presentSummary(row, context, now),
    description: pick(row.workshop.description, context.locale),
    calendarUrl: workshopCalendarPathOf(row.workshop.id),
  };
}

/** The workshop as an iCalendar file in the forum's time zone; the UID stays the same across downloads. */
export async function getWorkshopCalendar(
  db: Db,
  id: number,
  context: WorkshopContext & { siteName: string; siteUrl: string },
): Promise<{ filename: string; content: string }> {
  const { workshop, hall, instructor } = await findWorkshopOr404(db, id);
  const { locale } = context;
  const url = workshopPageUrl(context.siteUrl, locale, workshop.id);
  const content = buildCalendar(
    [
      {
        uid: `workshop-${workshop.id}@forum`,
        start: workshop.startsAt,
        end: workshop.endsAt,
        summary: pick(workshop.title, locale),
        description: [pick(instructor.name, locale), pick(workshop.description, locale), url].join('\n\n'),
        location: pick(hall.name, locale),
        url,
      },
    ],
    { productId: `-//${context.siteName}//Workshops//${locale.toUpperCase()}`, timeZone: context.timeZone },
  );
  return { filename: `workshop-${workshop.id}.ics`, content };
}

// ---------------------------------------------------------------- registration

/** Workshops are for customers: a visitor must log in first; exhibitors and staff have no seat to take. */
const workshopSeats = { as: 'customer' } as const;

async function registrationAnswer(
  db: Db,
  workshopId: number,
  userId: number,
  context: WorkshopContext,
): Promise<RegistrationResponse> {
  const [row, registration] = await Promise.all([
    findWorkshopOr404(db, workshopId),
    findLiveRegistration(db, workshopId, userId),
  ]);
  return {
    registration: registration ? presentRegistration(registration) : null,
    workshop: presentSummary(row, context, new Date()),
  };
}

/**
 * Gives the freed seats to the waiting list, first come first served. Runs under the workshop's
 * lock; a workshop that has started keeps its list as it is (nobody is called in late).
 */
export async function fillFreeSeats(tx: Db, workshop: { id: number; capacity: number; startsAt: Date }, now: Date) {
  if (!isOpenAt(workshop.startsAt, now)) return [];
  const registered = await countRegistered(tx, workshop.id);
  const promoted = await promoteWaitlisted(tx, workshop.id, workshop.capacity - registered);
  // each new seat is a notification too, in this transaction (its email is the seat email below)
  const [row] = promoted.length ? await findWorkshops(tx, [workshop.id]) : [];
  if (row) {
    for (const seat of [...promoted].sort((a, b) => a.userId - b.userId)) {
      await notify(tx, {
        userId: seat.userId,
        kind: 'workshop_seat',
        data: { workshopId: workshop.id, title: row.workshop.title, startsAt: workshop.startsAt.toISOString() },
      });
    }
  }
  return promoted;
}

/**
 * Cancels every place a user holds (their account is being deleted) and gives the freed seats to
 * the waiting lists, inside the caller's transaction. The seats given are returned for the emails.
 */
export async function releaseWorkshopPlaces(tx: Db, userId: number, now = new Date()): Promise<Promotion[]> {
  const locked = await lockWorkshopsOfUser(tx, userId);
  const places = await liveRegistrationsOfUser(tx, userId);
  const promoted: Promotion[] = [];
  for (const workshop of locked) {
    const place = places.find((row) => row.workshopId === workshop.id);
    if (!place) continue;
    await cancelRegistration(tx, place.id);
    if (place.status === 'registered') promoted.push(...(await fillFreeSeats(tx, workshop, now)));
  }
  return promoted;
}

/** Tells each person who got a seat from the waiting list, in their own language. */
export async function announceSeats(options: SeatMailOptions, promoted: readonly Promotion[]): Promise<void> {
  if (promoted.length === 0) return;
  const { db, mailer, settings, siteUrl } = options;
  const stored = await settings.get();
  const timeZone = knownTimeZone(stored.site.timeZone);
  const [people, workshopRows] = await Promise.all([
    findRecipients(db, [...new Set(promoted.map((seat) => seat.userId))]),
    findWorkshops(db, [...new Set(promoted.map((seat) => seat.workshopId))]),
  ]);
  for (const seat of promoted) {
    const person = people.find((row) => row.id === seat.userId);
    const workshop = workshopRows.find((row) => row.workshop.id === seat.workshopId)?.workshop;
    if (!person?.email || !workshop) continue;
    const locale: Locale = person.locale === 'en' ? 'en' : 'ar';
    const when = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone,
    }).format(workshop.startsAt);
    const mail = workshopSeatMail(
      { locale, siteName: pick(stored.site.name, locale), siteUrl },
      { name: person.firstName ?? '', workshop: pick(workshop.title, locale), when },
    );
    await mailer.send({ to: person.email, ...mail });
  }
}

export type WorkshopService = ReturnType<typeof createWorkshopService>;

export function createWorkshopService(options: SeatMailOptions) {
  const { db } = options;

  return {
    /**
     * Takes a seat when one is free, else a place in the waiting list; in one transaction under the
     * workshop's lock, so that the seats are never oversold. Asking again answers the place held.
     */
    async register(session: Session | null, workshopId: number, context: WorkshopContext) {
      const user = requireAccess(session, workshopSeats);
      const isCreated = await inTransaction(db, async (tx) => {
        const workshop = await lockWorkshop(tx, workshopId);
        if (!workshop) throw new AppError('notFound');
        if (await findLiveRegistration(tx, workshopId, user.id)) return false;
        if (!isOpenAt(workshop.startsAt, new Date())) throw new AppError('workshopClosed');
        const registered = await countRegistered(tx, workshopId);
        await insertRegistration(tx, {
          workshopId,
          userId: user.id,
          status: registered < workshop.capacity ? 'registered' : 'waitlisted',
        });
        return true;
      });
      return { isCreated, answer: await registrationAnswer(db, workshopId, user.id, context) };
    },

    /** Gives up the seat or the waiting place; a freed seat goes to the first person waiting. */
    async cancel(session: Session | null, workshopId: number, context: WorkshopContext) {
      const user = requireAccess(session, workshopSeats);
      const now = new Date();
      const promoted = await inTransaction(db, async (tx) => {
        const workshop = await lockWorkshop(tx, workshopId);
        if (!workshop) throw new AppError('notFound');
        if (!isOpenAt(workshop.startsAt, now)) throw new AppError('workshopClosed');
        const place = await findLiveRegistration(tx, workshopId, user.id);
        if (!place) return [];
        await cancelRegistration(tx, place.id);
        return place.status === 'registered' ? fillFreeSeats(tx, workshop, now) : [];
      });
      await announceSeats(options, promoted);
      return registrationAnswer(db, workshopId, user.id, context);
    },

    /** The user's seats and waiting places, by the workshops' start. */
    async listMine(session: Session | null, context: WorkshopContext): Promise<MyWorkshopsResponse> {
      const user = requireAccess(session, workshopSeats);
      const places = await liveRegistrationsOfUser(db, user.id);
      const rows = await findWorkshops(
        db,
        places.map((place) => place.workshopId),
      );
      const now = new Date();
      return {
        items: rows.flatMap((row) => {
          const place = places.find((candidate) => candidate.workshopId === row.workshop.id);
          return place
            ? [{ registration: presentRegistration(place), workshop: presentSummary(row, context, now) }]
            : [];
        }),
      };
    },
  };
}
