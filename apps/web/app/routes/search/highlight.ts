import type { Highlight } from '@forum/contract/search';

export type Segment = { text: string; isMatch: boolean };

/**
 * Cuts a text into plain and marked stretches by the answer's highlight ranges (UTF-16 offsets,
 * end exclusive). Ranges are trusted to be sorted, but one that overlaps, runs past the end or is
 * empty is clipped or skipped rather than breaking the text.
 */
export function splitHighlights(text: string, ranges: readonly Highlight[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const range of ranges) {
    const start = Math.max(range.start, at);
    const end = Math.min(range.end, text.length);
    if (end <= start) continue;
    if (start > at) segments.push({ text: text.slice(at, start), isMatch: false });
    segments.push({ text: text.slice(start, end), isMatch: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), isMatch: false });
  return segments;
}
