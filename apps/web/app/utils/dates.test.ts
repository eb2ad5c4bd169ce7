import { describe, expect, it } from 'vitest';
import { dateBadgeOf, formatTime, groupByMonth, isSameDay, timeZoneLabel } from '~/utils/dates.ts';

const zone = 'Asia/Riyadh';

describe('event dates', () => {
  it('shows times in Riyadh with Latin digits in both languages', () => {
    expect(formatTime('2026-11-24T16:30:00Z', 'en', zone)).toBe('19:30');
    expect(formatTime('2026-11-24T16:30:00Z', 'ar', zone)).toMatch(/^7:30\s/);
  });

  it('names the time zone and its offset', () => {
    const label = timeZoneLabel('2026-11-24T16:30:00Z', 'en', zone);
    expect(label.offset).toBe('GMT+3');
    expect(label.name).toMatch(/Arabia/);
    expect(timeZoneLabel('2026-11-24T16:30:00Z', 'ar', zone).offset).toMatch(/3/);
    expect(timeZoneLabel('2026-11-24T16:30:00Z', 'ar', zone, 'توقيت الرياض').name).toBe('توقيت الرياض');
    expect(timeZoneLabel('2026-11-24T16:30:00Z', 'ar', 'Asia/Dubai', 'توقيت الرياض').name).not.toBe('توقيت الرياض');
  });

  it('counts days in Riyadh, not in UTC', () => {
    // 22:30 UTC on the 24th is already the 25th in Riyadh
    expect(isSameDay('2026-11-24T22:30:00Z', '2026-11-25T08:00:00Z', zone)).toBe(true);
    expect(isSameDay('2026-11-24T20:00:00Z', '2026-11-24T21:30:00Z', zone)).toBe(false);
    expect(dateBadgeOf('2026-11-24T22:30:00Z', 'en', zone)).toEqual({ day: '25', month: 'Nov' });
  });

  it('groups items by month, keeping their order', () => {
    const items = ['2026-12-02T10:00:00Z', '2026-11-30T10:00:00Z', '2026-11-30T22:00:00Z', '2026-11-01T10:00:00Z'];
    const groups = groupByMonth(items, (item) => item, zone);
    expect(groups.map((group) => group.items.length)).toEqual([1, 1, 1, 1]);
    expect(groups.map((group) => group.key)).toEqual(['12/2026', '11/2026', '12/2026', '11/2026']);
    const sorted = groupByMonth(items.slice(1, 3).concat(items[0] ?? ''), (item) => item, zone);
    expect(sorted.map((group) => group.items.length)).toEqual([1, 2]);
  });
});
