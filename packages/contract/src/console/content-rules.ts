// Zod-free (decision 029): the words and limits the console's content pages share with the API's schemas.

/** Where a contact message stands: open until answered by email (which closes it) or closed without an answer. */
export const contactStatuses = ['open', 'answered', 'closed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** Where a review stands; a held one ('pending') waits for a staff member to publish or reject it. */
export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** A sponsorship enquiry is open until someone has taken care of it. */
export const enquiryStatuses = ['open', 'handled'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** Events listed by when they run, as the public list divides them. */
export const eventPeriods = ['upcoming', 'past'] as const;

/** A gallery photo moves one place at a time: a form of two buttons that works without scripts. */
export const photoMoves = ['up', 'down'] as const;
export type PhotoMove = (typeof photoMoves)[number];

export const contentLimits = {
  title: 200,
  summary: 600,
  body: 20_000,
  url: 500,
  answer: 5_000,
  icon: 60,
  telephone: 30,
  benefits: 3_000,
} as const;

/**
 * A time typed in the console (an `<input type="datetime-local">`, `2026-12-01T18:30`) is the forum's local
 * time: the instant it names in `timeZone`. An instant with its offset or `Z` is taken as it is.
 */
export function instantOf(value: string, timeZone: string): Date {
  if (/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value)) return new Date(value);
  const [date = '', time = '00:00'] = value.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  const asUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, Math.floor(second ?? 0));
  // the zone's offset at that moment, read from Intl (right across summer time too, as long as the zone's
  // offset does not change within the hours around it)
  const offset = zoneOffsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - zoneOffsetMs(new Date(asUtc - offset), timeZone));
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The value of an `<input type="datetime-local">` for an instant, on the forum's wall clock. */
export function localInputOf(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const local = new Date(at.getTime() + zoneOffsetMs(at, timeZone));
  return local.toISOString().slice(0, 16);
}
