/**
 * Wall-clock dates and times in a named time zone (the forum's, Asia/Riyadh), with Intl alone: times
 * are stored in UTC and a forum day is a date in the forum's zone, whatever the server's zone is.
 */

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

type WallClock = { year: string; month: string; day: string; hour: string; minute: string; second: string };

function wallClockOf(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatOf(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '1970',
    month: parts.month ?? '01',
    day: parts.day ?? '01',
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
    second: parts.second ?? '00',
  };
}

/** The forum's zone when the settings name none that the runtime knows. */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

/** The zone named by the settings, or the default: a mistyped setting must not turn every answer into a 500. */
export function knownTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    formatOf(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The date of an instant in the zone: 2027-02-16. */
export function dayOf(instant: Date, timeZone: string): string {
  const clock = wallClockOf(instant, timeZone);
  return `${clock.year}-${clock.month}-${clock.day}`;
}

/** A local DATE-TIME as iCalendar writes it with a TZID: 20270216T100000. */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  const clock = wallClockOf(instant, timeZone);
  return `${clock.year}${clock.month}${clock.day}T${clock.hour}${clock.minute}${clock.second}`;
}

/** How far the zone's clocks are ahead of UTC at an instant, in minutes (Riyadh: 180). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const clock = wallClockOf(instant, timeZone);
  const asUtc = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
  );
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** The instant a local midnight falls on; the offset is checked once more in case it changed that night. */
function startOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  const midnightUtc = Date.UTC(year, month - 1, day);
  const guess = new Date(midnightUtc - offsetMinutesAt(new Date(midnightUtc), timeZone) * 60_000);
  return new Date(midnightUtc - offsetMinutesAt(guess, timeZone) * 60_000);
}

/** The UTC instants a day of the zone runs between: [start, end). The day is YYYY-MM-DD. */
export function dayRangeOf(day: string, timeZone: string): { start: Date; end: Date } {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return {
    start: startOfLocalDay(year, month, date, timeZone),
    end: startOfLocalDay(year, month, date + 1, timeZone),
  };
}

/**
 * The zone's offset when it is the same all year (no daylight saving), else null. A calendar file
 * can then describe the zone with one STANDARD rule that needs no transition dates.
 */
export function fixedOffsetMinutes(timeZone: string, year: number): number | null {
  const winter = offsetMinutesAt(new Date(Date.UTC(year, 0, 15)), timeZone);
  const summer = offsetMinutesAt(new Date(Date.UTC(year, 6, 15)), timeZone);
  return winter === summer ? winter : null;
}

/** A wall-clock time of the zone as a form writes it (`2027-02-16T10:30`, an `<input type="datetime-local">`). */
export function localDateTimeInputOf(instant: Date, timeZone: string): string {
  const clock = wallClockOf(instant, timeZone);
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}`;
}

/**
 * The instant a wall-clock time of the zone names (`2027-02-16T10:30` in Riyadh → 07:30 UTC); the offset
 * is read twice, so a time near a change of offset lands on the offset in force at that time.
 */
export function instantOfLocal(local: string, timeZone: string): Date {
  const [date = '1970-01-01', time = '00:00'] = local.split('T');
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const guess = new Date(asUtc - offsetMinutesAt(new Date(asUtc), timeZone) * 60_000);
  return new Date(asUtc - offsetMinutesAt(guess, timeZone) * 60_000);
}
