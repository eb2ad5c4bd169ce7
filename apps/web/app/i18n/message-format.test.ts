import { compileMessage, formatMessage } from '@forum/contract/message-compile';
import { durationValues, formatCompiled } from '@forum/contract/message-format';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';

// The pages' small runtime must write exactly what FormatJS's own formatter writes (decision 034).
const reference = (text: string, locale: 'ar' | 'en', values: Record<string, string | number>) =>
  String(
    new IntlMessageFormat(text, locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA-u-nu-latn', undefined, {
      ignoreTag: true,
    }).format(values),
  );

describe('the compiled messages', () => {
  // a thousand messages formatted twice each, for eleven counts: give a busy machine time
  it('write every message of the site as intl-messageformat does, for every count', { timeout: 30_000 }, () => {
    const differences: string[] = [];
    for (const [locale, catalogue] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      for (const [key, text] of Object.entries(catalogue)) {
        const compiled = compileMessage(text, locale);
        if (typeof compiled === 'string') continue; // plain: written as before, by replacement
        const names = [...new Set([...text.matchAll(/\{(\w+)/g)].map((match) => match[1] as string))];
        for (const count of [0, 1, 2, 3, 7, 11, 25, 100, 101, 1000, 1.5]) {
          const values = Object.fromEntries(names.map((name) => [name, count]));
          const ours = formatCompiled(compiled, values);
          const theirs = reference(text, locale, values);
          if (ours !== theirs) differences.push(`${locale}.${key}(${count}): "${ours}" ≠ "${theirs}"`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('cover select, exact matches, offsets and numbers', () => {
    const text =
      '{who, select, team {The team} other {{name}}} {n, plural, offset:1 =0 {saw nothing} =1 {saw it} one {and # other saw it} other {and # others saw it}} ({n, number})';
    for (const values of [
      { who: 'team', name: 'x', n: 0 },
      { who: 'guest', name: 'Sara', n: 1 },
      { who: 'guest', name: 'Sara', n: 2 },
      { who: 'team', name: 'x', n: 1201 },
    ]) {
      expect(formatMessage(text, 'en', values)).toBe(reference(text, 'en', values));
    }
    expect(formatMessage(text, 'en', { who: 'team', name: '', n: 1201 })).toBe(
      'The team and 1,200 others saw it (1,201)',
    );
  });

  it('keep a message without ICU syntax as the very string it was', () => {
    expect(compileMessage("We'll be back at {time}", 'en')).toBe("We'll be back at {time}");
    expect(formatCompiled('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('refuse broken ICU syntax and a plural without its other form', () => {
    expect(() => compileMessage('{count, plural, one {# item}}', 'en')).toThrow();
    expect(() => compileMessage('{count, plural, one {# item} other {# items}', 'en')).toThrow();
  });
});

describe('durationValues', () => {
  it('says a wait in the unit a person would use', () => {
    expect([1, 59, 60, 61, 900, 3599, 3600, 5400, 7200, 7201].map(durationValues)).toEqual([
      { unit: 'seconds', wait: 1 },
      { unit: 'seconds', wait: 59 },
      { unit: 'minutes', wait: 1 },
      { unit: 'minutes', wait: 2 },
      { unit: 'minutes', wait: 15 },
      { unit: 'hours', wait: 1 },
      { unit: 'hours', wait: 1 },
      { unit: 'minutes', wait: 90 },
      { unit: 'hours', wait: 2 },
      { unit: 'hours', wait: 3 },
    ]);
  });
});
