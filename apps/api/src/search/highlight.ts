import type { Highlight } from '@forum/contract/search';
import { normalizeSearch } from '@forum/contract/search-text';
import { truncate } from '@forum/contract/text';

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
const EXCERPT_LENGTH = 160;
/** Characters of context kept before the first match in an excerpt. */
const EXCERPT_LEAD = 50;

/**
 * normalizeSearch of one character, remembered: a search marks the words in up to 36 titles and texts, and
 * normalising each of their characters afresh (a lower case and two replacements) cost more than the
 * database's whole answer (decision 046). Bounded: past its size, a character is normalised every time.
 */
const normalizedCharacters = new Map<string, string>();
const NORMALIZED_CHARACTERS_MAX = 4096;

function normalizeCharacter(char: string): string {
  const known = normalizedCharacters.get(char);
  if (known !== undefined) return known;
  const mapped = normalizeSearch(char);
  if (normalizedCharacters.size < NORMALIZED_CHARACTERS_MAX) normalizedCharacters.set(char, mapped);
  return mapped;
}

/** The text normalised character by character, with the offset in the text each normalised character came from. */
function normalizeWithOffsets(text: string): { normalized: string; origin: number[] } {
  let normalized = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; ) {
    const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
    const mapped = normalizeCharacter(char);
    for (let k = 0; k < mapped.length; k += 1) origin.push(i);
    normalized += mapped;
    i += char.length;
  }
  return { normalized, origin };
}

function isWordAt(text: string, index: number): boolean {
  return index >= 0 && index < text.length && WORD_CHARACTER.test(text[index] ?? '');
}

/**
 * Where the needles (normalised words and stems) occur in the text, widened to whole words so a
 * stem marks "screenings" and a bare Arabic word marks it with its article; sorted and merged.
 */
export function highlightRanges(text: string, needles: readonly string[]): Highlight[] {
  if (text === '' || needles.length === 0) return [];
  const { normalized, origin } = normalizeWithOffsets(text);
  const ranges: Highlight[] = [];
  for (const needle of needles) {
    if (needle === '') continue;
    for (let at = normalized.indexOf(needle); at !== -1; at = normalized.indexOf(needle, at + needle.length)) {
      let start = origin[at] ?? 0;
      const lastOrigin = origin[at + needle.length - 1] ?? start;
      let end = lastOrigin + String.fromCodePoint(text.codePointAt(lastOrigin) ?? 0).length;
      while (isWordAt(text, start - 1)) start -= 1;
      while (isWordAt(text, end)) end += 1;
      ranges.push({ start, end });
    }
  }
  ranges.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Highlight[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * A short passage of the text around its first match (the start when nothing matches), on one
 * line; a cut at either end is marked with "...".
 */
export function excerptOf(text: string, needles: readonly string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = highlightRanges(flat, needles)[0];
  if (!first || first.start <= EXCERPT_LEAD) return truncate(flat, EXCERPT_LENGTH);
  let start = first.start - EXCERPT_LEAD;
  while (isWordAt(flat, start - 1) && start < first.start) start += 1;
  return `... ${truncate(flat.slice(start).trimStart(), EXCERPT_LENGTH)}`;
}
