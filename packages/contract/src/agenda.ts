/**
 * Rules of the personal agenda that the browser applies too (zod-free: a page may import it).
 */

type Timed = { id: number; startsAt: string; endsAt: string };

/**
 * Pairs of saved items whose times overlap (one starts before the other ends); touching ends do not
 * count. Each pair once, earlier start first.
 */
export function overlapsOf<T extends Timed>(items: readonly T[]): [T, T][] {
  const sorted = [...items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
  const pairs: [T, T][] = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i] as T;
    const firstEnd = Date.parse(first.endsAt);
    for (let j = i + 1; j < sorted.length; j++) {
      const second = sorted[j] as T;
      if (Date.parse(second.startsAt) >= firstEnd) break;
      pairs.push([first, second]);
    }
  }
  return pairs;
}

/** Items grouped by their forum day, days in order, each day's items by start time. */
export function byDay<T extends Timed & { day: string }>(items: readonly T[]): { day: string; items: T[] }[] {
  const days = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
  for (const item of sorted) {
    const list = days.get(item.day);
    if (list) list.push(item);
    else days.set(item.day, [item]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, items: list }));
}

/**
 * While the forum runs: the sessions on now, and the next ones to start (all that start at the
 * earliest upcoming time). Outside those hours both are empty.
 */
export function nowAndNext<T extends Timed>(items: readonly T[], now: Date): { now: Set<number>; next: Set<number> } {
  const at = now.getTime();
  const current = new Set<number>();
  let nextStart = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const start = Date.parse(item.startsAt);
    if (start <= at && at < Date.parse(item.endsAt)) current.add(item.id);
    else if (start > at) nextStart = Math.min(nextStart, start);
  }
  const next = new Set<number>();
  for (const item of items) if (Date.parse(item.startsAt) === nextStart) next.add(item.id);
  return { now: current, next };
}
