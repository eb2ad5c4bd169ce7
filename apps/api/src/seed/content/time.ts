/** The forum's days; everything in the demo data set is placed relative to them. */
export const FORUM_DAYS = ['2027-02-16', '2027-02-17', '2027-02-18'] as const;

/** A wall-clock time in Riyadh (UTC+3 all year, no daylight saving) as an instant. */
export function riyadhTime(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00+03:00`);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

export function addDays(instant: Date, days: number): Date {
  return addMinutes(instant, days * 24 * 60);
}
