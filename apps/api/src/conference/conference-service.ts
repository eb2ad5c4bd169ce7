import type {
  Conference,
  Session,
  SessionListQuerySchema,
  SessionPage,
  SessionSpeaker,
  SessionSummary,
  Speaker,
  SpeakerListQuerySchema,
  SpeakerPage,
  SpeakerSummary,
} from '@forum/contract/conference';
import { withProtocol } from '@forum/contract/links';
import type { Locale } from '@forum/contract/locale';
import { contentLanguages, sessionTypes } from '@forum/contract/programme';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { buildCalendar, type CalendarEvent } from '../calendar/ics.ts';
import { dayOf, dayRangeOf } from '../calendar/time-zone.ts';
import type { Db } from '../db/client.ts';
import { conferenceSessions, type speakers } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import { paginationOf } from '../pagination.ts';
import {
  findSession,
  findSessions,
  findSpeaker,
  listSessions,
  listSpeakers,
  loadProgramme,
  relatedSessions,
  type SessionRow,
  sessionsOfSpeaker,
  speakersOfSessions,
  workshopsOfSpeaker,
} from './conference-queries.ts';

/** The visitor's language and the forum's time zone, in which a session's day is counted. */
export type ConferenceContext = { locale: Locale; timeZone: string };

type SpeakerRow = typeof speakers.$inferSelect;

const RELATED_SESSIONS = 3;
const DAY = 24 * 60 * 60 * 1000;
/** More days than any forum lasts: a range beyond it is a settings mistake, not a programme. */
const MAX_FORUM_DAYS = 31;

/** Where a session's .ics file is served, under /api. */
export const sessionCalendarPathOf = (id: number) => `/api/conference-sessions/${id}/calendar.ics`;

/** The session's page on the website, for links in calendar files. */
function sessionPageUrl(siteUrl: string, locale: Locale, id: number): string {
  return `${siteUrl}${locale === 'en' ? '/en' : ''}/conference/sessions/${id}`;
}

function presentSpeakerCard(speaker: SpeakerRow, locale: Locale) {
  return {
    id: speaker.id,
    name: pick(speaker.name, locale),
    title: pick(speaker.title, locale),
    organization: pick(speaker.organization, locale),
    photoUrl: speaker.photoUrl,
  };
}

function roleOf(role: string): SessionSpeaker['role'] {
  return role === 'moderator' || role === 'host' ? role : 'speaker';
}

/** Session cards with their people, fetched for all of them in one query. */
export async function presentSessions(
  db: Db,
  rows: readonly SessionRow[],
  context: ConferenceContext,
): Promise<SessionSummary[]> {
  const { locale, timeZone } = context;
  const people = new Map<number, SessionSpeaker[]>();
  const speakerRows = await speakersOfSessions(
    db,
    rows.map((row) => row.session.id),
  );
  for (const { sessionId, role, speaker } of speakerRows) {
    const list = people.get(sessionId) ?? [];
    list.push({ ...presentSpeakerCard(speaker, locale), role: roleOf(role) });
    people.set(sessionId, list);
  }
  return rows.map(({ session, hall, track }) => ({
    id: session.id,
    title: pick(session.title, locale),
    type: session.type,
    language: session.language,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    day: dayOf(session.startsAt, timeZone),
    hall: { id: hall.id, name: pick(hall.name, locale) },
    track: { id: track.id, name: pick(track.name, locale), color: track.color },
    speakers: people.get(session.id) ?? [],
    isFeatured: session.isFeatured,
  }));
}

export async function getSessionPage(
  db: Db,
  query: z.output<typeof SessionListQuerySchema>,
  context: ConferenceContext,
): Promise<SessionPage> {
  const { page, perPage, day, ...filter } = query;
  const range = day ? dayRangeOf(day, context.timeZone) : undefined;
  const { rows, total } = await listSessions(db, { ...filter, range }, { page, perPage });
  return { items: await presentSessions(db, rows, context), pagination: paginationOf(page, perPage, total) };
}

async function findConferenceSessionOr404(db: Db, id: number): Promise<SessionRow> {
  const row = await findSession(db, id);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function getSession(db: Db, id: number, context: ConferenceContext): Promise<Session> {
  const row = await findConferenceSessionOr404(db, id);
  const related = await relatedSessions(db, row.session, RELATED_SESSIONS);
  const [summary, ...others] = await presentSessions(db, [row, ...related], context);
  if (!summary) throw new AppError('notFound');
  return {
    ...summary,
    abstract: pick(row.session.abstract, context.locale),
    calendarUrl: sessionCalendarPathOf(row.session.id),
    related: others,
  };
}

export type CalendarContext = ConferenceContext & { siteName: string; siteUrl: string };

/**
 * Sessions as calendar events. The UID names the session alone, so the single file and the agenda
 * feed describe the same event and a calendar that has both keeps one copy.
 */
export function sessionCalendarEvents(
  sessions: readonly SessionSummary[],
  abstracts: ReadonlyMap<number, string>,
  context: CalendarContext,
): CalendarEvent[] {
  return sessions.map((session) => {
    const url = sessionPageUrl(context.siteUrl, context.locale, session.id);
    const people = session.speakers.map((speaker) => speaker.name).join(context.locale === 'ar' ? '، ' : ', ');
    const description = [people, abstracts.get(session.id) ?? '', url].filter(Boolean).join('\n\n');
    return {
      uid: `conference-session-${session.id}@forum`,
      start: new Date(session.startsAt),
      end: new Date(session.endsAt),
      summary: session.title,
      description,
      location: session.hall.name,
      url,
    };
  });
}

/** The session as an iCalendar file, in the language asked for, in the forum's time zone. */
export async function getSessionCalendar(
  db: Db,
  id: number,
  context: CalendarContext,
): Promise<{ filename: string; content: string }> {
  const row = await findConferenceSessionOr404(db, id);
  const sessions = await presentSessions(db, [row], context);
  const abstracts = new Map([[row.session.id, pick(row.session.abstract, context.locale)]]);
  const content = buildCalendar(sessionCalendarEvents(sessions, abstracts, context), {
    productId: `-//${context.siteName}//Conference//${context.locale.toUpperCase()}`,
    timeZone: context.timeZone,
  });
  return { filename: `conference-session-${row.session.id}.ics`, content };
}

// ---------------------------------------------------------------- speakers

function presentSpeakerSummary(speaker: SpeakerRow, locale: Locale): SpeakerSummary {
  return {
    ...presentSpeakerCard(speaker, locale),
    country: speaker.country,
    isFeatured: speaker.isFeatured,
  };
}

export async function getSpeakerPage(
  db: Db,
  query: z.output<typeof SpeakerListQuerySchema>,
  locale: Locale,
): Promise<SpeakerPage> {
  const { page, perPage, q } = query;
  const { rows, total } = await listSpeakers(db, { q }, { page, perPage }, locale);
  return {
    items: rows.map((row) => presentSpeakerSummary(row, locale)),
    pagination: paginationOf(page, perPage, total),
  };
}

export async function getSpeaker(db: Db, id: number, context: ConferenceContext): Promise<Speaker> {
  const { locale } = context;
  const row = await findSpeaker(db, id);
  if (!row) throw new AppError('notFound');
  const [sessionRows, workshopRows] = await Promise.all([sessionsOfSpeaker(db, id), workshopsOfSpeaker(db, id)]);
  const { speaker, exhibitor } = row;
  return {
    ...presentSpeakerSummary(speaker, locale),
    bio: pick(speaker.bio, locale),
    links: speaker.links
      .filter((link) => link.url.trim() !== '')
      .map((link) => ({ network: link.network, url: withProtocol(link.url) })),
    exhibitor: exhibitor ? { id: exhibitor.id, name: pick(exhibitor.name, locale) } : null,
    sessions: await presentSessions(db, sessionRows, context),
    workshops: workshopRows.map((workshop) => ({
      id: workshop.id,
      title: pick(workshop.title, locale),
      startsAt: workshop.startsAt.toISOString(),
      endsAt: workshop.endsAt.toISOString(),
    })),
  };
}

// ---------------------------------------------------------------- the programme at a glance

/** Every date from the forum's first day to its last, in its zone (none when the dates make no sense). */
export function forumDays(forum: { startDate: string; endDate: string }, timeZone: string): string[] {
  const start = Date.parse(forum.startDate);
  const end = Date.parse(forum.endDate);
  if (!(start <= end) || end - start > MAX_FORUM_DAYS * DAY) return [];
  const days = new Set<string>();
  for (let at = start; at < end + DAY; at += DAY) {
    const day = dayOf(new Date(Math.min(at, end)), timeZone);
    days.add(day);
  }
  return [...days];
}

function countBy<T>(items: readonly T[], keyOf: (item: T) => number | string): Map<number | string, number> {
  const counts = new Map<number | string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

export async function getConference(
  db: Db,
  context: ConferenceContext & { forum: { startDate: string; endDate: string } },
): Promise<Conference> {
  const { locale, timeZone } = context;
  const [programme, featuredRows] = await Promise.all([
    loadProgramme(db, locale),
    findSessions(db, eq(conferenceSessions.isFeatured, true)),
  ]);
  const { sessions } = programme;
  const byDay = countBy(sessions, (session) => dayOf(session.startsAt, timeZone));
  const byHall = countBy(sessions, (session) => session.hallId);
  const byTrack = countBy(sessions, (session) => session.trackId);
  const types = new Set(sessions.map((session) => session.type));
  const languages = new Set(sessions.map((session) => session.language));
  const days = [...new Set([...forumDays(context.forum, timeZone), ...byDay.keys()].map(String))].sort();
  const halls = programme.halls.filter((hall) => byHall.has(hall.id));
  const trackList = programme.tracks.filter((track) => byTrack.has(track.id));
  return {
    timeZone,
    days: days.map((day) => ({ day, sessions: byDay.get(day) ?? 0 })),
    halls: halls.map((hall) => ({ id: hall.id, name: pick(hall.name, locale) })),
    tracks: trackList.map((track) => ({
      id: track.id,
      name: pick(track.name, locale),
      color: track.color,
      description: pick(track.description, locale),
      sessions: byTrack.get(track.id) ?? 0,
    })),
    types: sessionTypes.filter((type) => types.has(type)),
    languages: contentLanguages.filter((language) => languages.has(language)),
    figures: {
      sessions: sessions.length,
      speakers: programme.speakerTotal,
      workshops: programme.workshopTotal,
      halls: halls.length,
      days: days.length,
    },
    featuredSessions: await presentSessions(db, featuredRows, context),
    featuredSpeakers: programme.featuredSpeakers.map((speaker) => presentSpeakerSummary(speaker, locale)),
  };
}
