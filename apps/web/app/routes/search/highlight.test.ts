import { describe, expect, it } from 'vitest';
import { splitHighlights } from './highlight.ts';

describe('splitHighlights', () => {
  it('marks the ranges and keeps the text between them', () => {
    expect(
      splitHighlights('light meter for film', [
        { start: 0, end: 5 },
        { start: 16, end: 20 },
      ]),
    ).toEqual([
      { text: 'light', isMatch: true },
      { text: ' meter for ', isMatch: false },
      { text: 'film', isMatch: true },
    ]);
  });

  it('gives the whole text unmarked without ranges', () => {
    expect(splitHighlights('مقياس الإضاءة', [])).toEqual([{ text: 'مقياس الإضاءة', isMatch: false }]);
    expect(splitHighlights('', [])).toEqual([]);
  });

  it('marks Arabic words with their diacritics by UTF-16 offsets', () => {
    const text = 'ورشة الإِضاءةِ السينمائية';
    const start = text.indexOf('الإِضاءةِ');
    const [before, mark, after] = splitHighlights(text, [{ start, end: start + 'الإِضاءةِ'.length }]);
    expect(before).toEqual({ text: 'ورشة ', isMatch: false });
    expect(mark).toEqual({ text: 'الإِضاءةِ', isMatch: true });
    expect(after).toEqual({ text: ' السينمائية', isMatch: false });
  });

  it('clips overlapping, empty and out-of-range ranges instead of repeating text', () => {
    const segments = splitHighlights('abcdef', [
      { start: 1, end: 3 },
      { start: 2, end: 4 },
      { start: 4, end: 4 },
      { start: 5, end: 99 },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe('abcdef');
    expect(segments).toEqual([
      { text: 'a', isMatch: false },
      { text: 'bc', isMatch: true },
      { text: 'd', isMatch: true },
      { text: 'e', isMatch: false },
      { text: 'f', isMatch: true },
    ]);
  });
});
