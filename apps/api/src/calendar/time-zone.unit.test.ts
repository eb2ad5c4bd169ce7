import { describe, expect, it } from 'vitest';
import {
  dayOf,
  dayRangeOf,
  fixedOffsetMinutes,
  instantOfLocal,
  knownTimeZone,
  localDateTimeInputOf,
  localDateTimeOf,
  offsetMinutesAt,
} from './time-zone.ts';

describe('days and local times of a zone', () => {
  it("counts an instant in the zone's own day", () => {
    // 22:30 in Riyadh on the 16th is already 19:30Z, and 01:00 on the 17th is 22:00Z on the 16th
    expect(dayOf(new Date('2027-02-16T19:30:00Z'), 'Asia/Riyadh')).toBe('2027-02-16');
    expect(dayOf(new Date('2027-02-16T22:00:00Z'), 'Asia/Riyadh')).toBe('2027-02-17');
    expect(dayOf(new Date('2027-02-16T22:00:00Z'), 'UTC')).toBe('2027-02-16');
  });

  it('gives the UTC instants a local day runs between', () => {
    expect(dayRangeOf('2027-02-17', 'Asia/Riyadh')).toEqual({
      start: new Date('2027-02-16T21:00:00Z'),
      end: new Date('2027-02-17T21:00:00Z'),
    });
    expect(dayRangeOf('2027-02-28', 'Asia/Riyadh').end).toEqual(new Date('2027-02-28T21:00:00Z'));
  });

  it('follows a change of the clocks inside the day (a 23-hour day in Berlin)', () => {
    const { start, end } = dayRangeOf('2027-03-28', 'Europe/Berlin');
    expect(start).toEqual(new Date('2027-03-27T23:00:00Z'));
    expect(end).toEqual(new Date('2027-03-28T22:00:00Z'));
  });

  it('writes local wall-clock times and offsets', () => {
    expect(localDateTimeOf(new Date('2027-02-17T07:05:09Z'), 'Asia/Riyadh')).toBe('20270217T100509');
    expect(localDateTimeOf(new Date('2027-02-16T21:00:00Z'), 'Asia/Riyadh')).toBe('20270217T000000');
    expect(offsetMinutesAt(new Date('2027-02-17T07:00:00Z'), 'Asia/Riyadh')).toBe(180);
    expect(fixedOffsetMinutes('Asia/Riyadh', 2027)).toBe(180);
    expect(fixedOffsetMinutes('Europe/Berlin', 2027)).toBeNull();
  });

  it('falls back to Riyadh for a zone the runtime does not know', () => {
    expect(knownTimeZone('Mars/Olympus')).toBe('Asia/Riyadh');
    expect(knownTimeZone(undefined)).toBe('Asia/Riyadh');
    expect(knownTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it("reads a form's wall-clock time in the zone and writes it back (decision 063)", () => {
    expect(instantOfLocal('2027-02-17T10:30', 'Asia/Riyadh')).toEqual(new Date('2027-02-17T07:30:00Z'));
    expect(instantOfLocal('2027-02-17T24:00', 'Asia/Riyadh')).toEqual(new Date('2027-02-17T21:00:00Z'));
    // after the clocks went forward in Berlin, a time that day is read at the summer offset
    expect(instantOfLocal('2027-03-28T12:00', 'Europe/Berlin')).toEqual(new Date('2027-03-28T10:00:00Z'));
    expect(localDateTimeInputOf(new Date('2027-02-17T07:30:00Z'), 'Asia/Riyadh')).toBe('2027-02-17T10:30');
  });
});
