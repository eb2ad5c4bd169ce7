import { describe, expect, it } from 'vitest';
import { instantOf, localInputOf } from './content-rules.ts';

describe("the console's times in the forum's zone", () => {
  it("reads a typed time on the forum's wall clock", () => {
    expect(instantOf('2030-03-01T19:00', 'Asia/Riyadh').toISOString()).toBe('2030-03-01T16:00:00.000Z');
    expect(instantOf('2030-03-01T01:30', 'Asia/Riyadh').toISOString()).toBe('2030-02-28T22:30:00.000Z');
    // a zone with summer time: the offset of that day
    expect(instantOf('2030-07-01T12:00', 'Europe/London').toISOString()).toBe('2030-07-01T11:00:00.000Z');
    expect(instantOf('2030-01-01T12:00', 'Europe/London').toISOString()).toBe('2030-01-01T12:00:00.000Z');
  });

  it('takes an instant with its offset as it is', () => {
    expect(instantOf('2030-03-01T19:00:00Z', 'Asia/Riyadh').toISOString()).toBe('2030-03-01T19:00:00.000Z');
    expect(instantOf('2030-03-01T19:00+01:00', 'Asia/Riyadh').toISOString()).toBe('2030-03-01T18:00:00.000Z');
  });

  it('writes an instant back as the field shows it', () => {
    expect(localInputOf('2030-03-01T16:00:00.000Z', 'Asia/Riyadh')).toBe('2030-03-01T19:00');
    expect(localInputOf('not a time', 'Asia/Riyadh')).toBe('');
  });
});
