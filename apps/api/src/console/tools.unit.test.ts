import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { changedFields } from './audit.ts';
import { csvCell, csvLine } from './csv.ts';
import { containsPattern } from './list.ts';
import { refuseStale } from './stale.ts';

describe('the console tools', () => {
  it('keep only the fields an update changed, both sides', () => {
    expect(changedFields({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1, 2] })).toEqual({
      before: { b: 'x', c: [1] },
      after: { b: 'y', c: [1, 2] },
    });
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
    expect(changedFields({ a: 1 }, undefined)).toEqual({ before: { a: 1 }, after: null });
  });

  it('refuse an edit opened on values that have changed since, naming each field and its value now', () => {
    const current = { title: 'New', capacity: 40, untouched: 'same' };
    expect(() => refuseStale(JSON.stringify({ title: 'New', capacity: 40 }), current)).not.toThrow();
    expect(() => refuseStale(undefined, current)).not.toThrow();
    try {
      refuseStale(JSON.stringify({ title: 'Old', capacity: 40, untouched: 'same' }), current);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const refusal = error as AppError;
      expect(refusal.code).toBe('staleEdit');
      expect(refusal.status).toBe(409);
      expect(refusal.fields).toEqual([
        { key: 'base', messageKey: 'staleEdit' },
        { key: 'title', messageKey: 'changedMeanwhile', params: { value: 'New' } },
      ]);
    }
    expect(() => refuseStale('not json', current)).toThrow(AppError);
    expect(() => refuseStale('[1]', current)).toThrow(AppError);
  });

  it('write CSV cells a spreadsheet cannot run, quoted when they need it', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('مرحبا')).toBe('مرحبا');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-2.5)).toBe('-2.5');
    expect(csvLine(['a', 'b\nc'])).toBe('a,"b\nc"\r\n');
  });

  it('search for the text as typed, a pattern character taken literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
