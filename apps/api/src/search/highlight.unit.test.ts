import { describe, expect, it } from 'vitest';
import { excerptOf, highlightRanges } from './highlight.ts';

const marked = (text: string, needles: string[]) =>
  highlightRanges(text, needles).map((range) => text.slice(range.start, range.end));

describe('highlightRanges', () => {
  it('marks whole words in the original text, whatever the spelling of the query', () => {
    expect(marked('أسرار الإِضَاءَة الطبيعية', ['اضاءه'])).toEqual(['الإِضَاءَة']);
    expect(marked('Night Screenings at the Forum', ['screen'])).toEqual(['Screenings']);
    expect(marked('مكتبة المستشفى', ['مستشفي'])).toEqual(['المستشفى']);
  });

  it('sorts and merges ranges of several needles', () => {
    const text = 'light meter and light stand';
    expect(highlightRanges(text, ['light', 'meter', 'ligh'])).toEqual([
      { start: 0, end: 5 },
      { start: 6, end: 11 },
      { start: 16, end: 21 },
    ]);
    expect(highlightRanges(text, [])).toEqual([]);
  });

  it('keeps offsets right after characters outside the basic plane', () => {
    const text = '🎬 film night';
    expect(marked(text, ['film'])).toEqual(['film']);
  });
});

describe('excerptOf', () => {
  it('begins near the first match and marks the cuts', () => {
    const text = `${'word '.repeat(40)}the rare screening happens here. ${'more '.repeat(60)}`;
    const excerpt = excerptOf(text, ['screen']);
    expect(excerpt.startsWith('... ')).toBe(true);
    expect(excerpt.endsWith(' ...')).toBe(true);
    expect(excerpt).toContain('screening');
  });

  it('starts at the beginning when the match is near it or absent', () => {
    expect(excerptOf('Short text\n\nwith lines', ['zzz'])).toBe('Short text with lines');
  });
});
