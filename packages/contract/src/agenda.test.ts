import { describe, expect, it } from 'vitest';
import { byDay, nowAndNext, overlapsOf } from './agenda.ts';

/** A session of the agenda: on a Riyadh day, from one time to another (both UTC instants). */
function item(id: number, day: string, start: string, end: string) {
  return { id, day, startsAt: `${day}T${start}:00Z`, endsAt: `${day}T${end}:00Z` };
}

describe('overlapsOf', () => {
  it('pairs the items whose times overlap, each pair once and the earlier start first', () => {
    const a = item(1, '2027-02-16', '06:00', '07:00');
    const b = item(2, '2027-02-16', '06:30', '07:30');
    const c = item(3, '2027-02-16', '07:15', '08:00');
    const d = item(4, '2027-02-16', '09:00', '10:00');
    expect(overlapsOf([d, c, b, a]).map(([first, second]) => [first.id, second.id])).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });

  it('does not count sessions that only touch, one ending as the next starts', () => {
    const first = item(1, '2027-02-16', '06:00', '07:00');
    const next = item(2, '2027-02-16', '07:00', '08:00');
    expect(overlapsOf([first, next])).toEqual([]);
  });

  it('finds every pair inside a long session and in sessions that start together', () => {
    const long = item(1, '2027-02-16', '06:00', '10:00');
    const one = item(2, '2027-02-16', '07:00', '08:00');
    const same = item(3, '2027-02-16', '07:00', '07:30');
    const later = item(4, '2027-02-16', '09:00', '09:30');
    const pairs = overlapsOf([later, same, one, long]).map(([first, second]) => [first.id, second.id]);
    expect(pairs).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
    ]);
  });

  it('has nothing to say about an empty or a one-item agenda', () => {
    expect(overlapsOf([])).toEqual([]);
    expect(overlapsOf([item(1, '2027-02-16', '06:00', '07:00')])).toEqual([]);
  });
});

describe('byDay', () => {
  it('groups items by their forum day, days in order, each day by start time', () => {
    const items = [
      item(5, '2027-02-18', '06:00', '07:00'),
      item(3, '2027-02-16', '09:00', '10:00'),
      item(1, '2027-02-16', '06:00', '07:00'),
      item(4, '2027-02-17', '08:00', '09:00'),
      item(2, '2027-02-16', '06:00', '06:30'),
    ];
    expect(byDay(items).map(({ day, items: list }) => [day, list.map((entry) => entry.id)])).toEqual([
      ['2027-02-16', [1, 2, 3]],
      ['2027-02-17', [4]],
      ['2027-02-18', [5]],
    ]);
  });

  it('keeps the day the server gave, even when the UTC date is the day before', () => {
    // 01:00 in Riyadh on the 17th is 22:00Z on the 16th
    const lateNight = { id: 1, day: '2027-02-17', startsAt: '2027-02-16T22:00:00Z', endsAt: '2027-02-16T23:00:00Z' };
    expect(byDay([lateNight])).toEqual([{ day: '2027-02-17', items: [lateNight] }]);
    expect(byDay([])).toEqual([]);
  });
});

describe('nowAndNext', () => {
  const items = [
    item(1, '2027-02-16', '06:00', '07:00'),
    item(2, '2027-02-16', '06:30', '08:00'),
    item(3, '2027-02-16', '08:00', '09:00'),
    item(4, '2027-02-16', '08:00', '08:30'),
    item(5, '2027-02-16', '10:00', '11:00'),
  ];
  const at = (time: string) => new Date(`2027-02-16T${time}:00Z`);

  it('marks what is on now and all that start next, together', () => {
    const { now, next } = nowAndNext(items, at('06:45'));
    expect([...now].sort()).toEqual([1, 2]);
    expect([...next].sort()).toEqual([3, 4]);
  });

  it('counts a session as on from its first minute until just before its end', () => {
    expect([...nowAndNext(items, at('08:00')).now].sort()).toEqual([3, 4]);
    expect([...nowAndNext(items, at('07:00')).now]).toEqual([2]);
  });

  it('names the next sessions in a gap where nothing is on', () => {
    const { now, next } = nowAndNext(items, at('09:30'));
    expect(now.size).toBe(0);
    expect([...next]).toEqual([5]);
  });

  it('before the programme, has nothing on now and its first sessions next; after it, nothing at all', () => {
    const before = nowAndNext(items, at('05:00'));
    expect(before.now.size).toBe(0);
    expect([...before.next]).toEqual([1]);
    const after = nowAndNext(items, at('11:00'));
    expect(after.now.size).toBe(0);
    expect(after.next.size).toBe(0);
  });
});
