import { fixedOffsetMinutes, localDateTimeOf } from './time-zone.ts';

/**
 * iCalendar (RFC 5545) files: one event to add to a calendar, or a feed of many. Times are written in
 * UTC, which every calendar reads without a VTIMEZONE, and shown by it in the reader's own zone; a
 * feed may name the forum's zone instead, so that calendars show the agenda as the forum prints it.
 */

export type CalendarEvent = {
  /** Stable across downloads, so that adding the same event again updates it instead of duplicating it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  geo?: { lat: number; lng: number };
  url?: string;
  /** When the event last changed; calendars use it to pick the newer copy. */
  lastModified?: Date;
  /** Bumped by the publisher whenever the event changes in a way a calendar must notice. */
  sequence?: number;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
};

export type CalendarOptions = {
  /** Who made the file, as `-//Company//Product//LANG`. */
  productId: string;
  /** The calendar's own name, shown by calendars that subscribe to a feed. */
  name?: string;
  /** How often a subscribed calendar should look again, in minutes (a hint some calendars follow). */
  refreshMinutes?: number;
  /** The time the file is made (DTSTAMP); now by default. */
  now?: Date;
  /**
   * An IANA zone without daylight saving (Asia/Riyadh): times are then written as its local times
   * (DTSTART;TZID=…) with a VTIMEZONE describing it. A zone that changes its clocks would need its
   * transition rules, which Intl does not give: such a zone falls back to UTC times.
   */
  timeZone?: string;
};

type Zone = { id: string; offsetMinutes: number };

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** Builds a whole VCALENDAR: CRLF line endings, text escaped, lines folded at 75 octets. */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const now = options.now ?? new Date();
  const stamp = formatUtc(now);
  const zone = zoneOf(options.timeZone, events[0]?.start ?? now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`, `NAME:${escapeText(options.name)}`);
  if (options.refreshMinutes) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`,
      `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`,
    );
  }
  if (zone) lines.push(`X-WR-TIMEZONE:${zone.id}`, ...timeZoneLines(zone));
  for (const event of events) lines.push(...eventLines(event, stamp, zone));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

function zoneOf(timeZone: string | undefined, around: Date): Zone | null {
  if (!timeZone) return null;
  const offsetMinutes = fixedOffsetMinutes(timeZone, around.getUTCFullYear());
  return offsetMinutes === null ? null : { id: timeZone, offsetMinutes };
}

/** One STANDARD rule from 1970 on: the whole description of a zone that never changes its clocks. */
function timeZoneLines(zone: Zone): string[] {
  const offset = formatOffset(zone.offsetMinutes);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone.id}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${offset.endsWith('00') ? offset.slice(0, 3) : offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** A UTC-OFFSET (RFC 5545 §3.3.14): +0300. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}${String(whole % 60).padStart(2, '0')}`;
}

function dateTimeProperty(name: string, instant: Date, zone: Zone | null): string {
  return zone ? `${name};TZID=${zone.id}:${localDateTimeOf(instant, zone.id)}` : `${name}:${formatUtc(instant)}`;
}

function eventLines(event: CalendarEvent, stamp: string, zone: Zone | null): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    dateTimeProperty('DTSTART', event.start, zone),
    dateTimeProperty('DTEND', event.end, zone),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // GEO is two floats separated by a semicolon, not text: no escaping
  if (event.geo) lines.push(`GEO:${event.geo.lat.toFixed(6)};${event.geo.lng.toFixed(6)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${formatUtc(event.lastModified)}`);
  if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
  lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`, 'END:VEVENT');
  return lines;
}

/** A UTC DATE-TIME: 20270216T060000Z. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break written
 * as \n, other control characters dropped (the format forbids them).
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
      .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '')
  );
}

/**
 * Folds a content line longer than 75 octets (RFC 5545 §3.1): each continuation line starts with one
 * space, and a UTF-8 character is never cut in two, so Arabic text survives the fold.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // the first line may hold 75 octets; a continuation line holds 74 after its leading space
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}
