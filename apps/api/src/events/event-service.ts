import type { Event, EventListQuerySchema, EventPage, EventSummary } from '@forum/contract/events';
import type { Locale } from '@forum/contract/locale';
import { truncate } from '@forum/contract/text';
import type { z } from 'zod';
import { buildCalendar } from '../calendar/ics.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import { paginationOf } from '../pagination.ts';
import { type EventRow, findEvent, listEvents } from './event-queries.ts';

const SUMMARY_LENGTH = 160;

/** Where an event's .ics file is served, under /api. */
export const calendarPathOf = (id: number) => `/api/events/${id}/calendar.ics`;

function statusOf(row: EventRow, now: Date): EventSummary['status'] {
  if (row.endsAt <= now) return 'past';
  return row.startsAt <= now ? 'ongoing' : 'upcoming';
}

export function presentEventSummary(row: EventRow, locale: Locale, now: Date): EventSummary {
  const description = pick(row.description, locale);
  return {
    id: row.id,
    title: pick(row.title, locale),
    summary: truncate(description.split(/\n\s*\n/)[0] ?? '', SUMMARY_LENGTH),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: statusOf(row, now),
    imageUrl: row.imageUrl,
    location: {
      venue: pick(row.venue, locale),
      address: pick(row.address, locale),
      coordinates: { lat: row.latitude, lng: row.longitude },
    },
  };
}

export async function getEventPage(
  db: Db,
  query: z.output<typeof EventListQuerySchema>,
  locale: Locale,
  now = new Date(),
): Promise<EventPage> {
  const { rows, total } = await listEvents(db, query.when, query, now);
  return {
    items: rows.map((row) => presentEventSummary(row, locale, now)),
    pagination: paginationOf(query.page, query.perPage, total),
  };
}

async function findEventOr404(db: Db, id: number): Promise<EventRow> {
  const row = await findEvent(db, id);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function getEvent(db: Db, id: number, locale: Locale, now = new Date()): Promise<Event> {
  const row = await findEventOr404(db, id);
  return {
    ...presentEventSummary(row, locale, now),
    description: pick(row.description, locale),
    calendarUrl: calendarPathOf(row.id),
  };
}

/** The event as an iCalendar file, in the language asked for; the UID stays the same across downloads. */
export async function getEventCalendar(
  db: Db,
  id: number,
  options: { locale: Locale; siteName: string; siteUrl: string },
): Promise<{ filename: string; content: string }> {
  const row = await findEventOr404(db, id);
  const { locale } = options;
  const pageUrl = `${options.siteUrl}${locale === 'en' ? '/en' : ''}/events/${row.id}`;
  const venue = pick(row.venue, locale);
  const address = pick(row.address, locale);
  const content = buildCalendar(
    [
      {
        uid: `event-${row.id}@forum`,
        start: row.startsAt,
        end: row.endsAt,
        summary: pick(row.title, locale),
        description: `${pick(row.description, locale)}\n\n${pageUrl}`,
        location: [venue, address].filter(Boolean).join(', '),
        geo: { lat: row.latitude, lng: row.longitude },
        url: pageUrl,
      },
    ],
    { productId: `-//${options.siteName}//Events//${locale.toUpperCase()}` },
  );
  return { filename: `event-${row.id}.ics`, content };
}
