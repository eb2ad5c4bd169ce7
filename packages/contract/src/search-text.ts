/**
 * The normalisation of searchable text, the same as the SQL function normalize_search (migration
 * 0002_search): lower case; Arabic harakat (U+064B–U+065F, which include the combining hamza and madda),
 * superscript alef (U+0670) and tatweel (U+0640) removed; أ إ آ ٱ read as ا, ؤ as و, ئ as ي, ة as ه and
 * ى as ي; Arabic-Indic and Persian digits as Latin digits. Documents are normalised in SQL and queries
 * here and again in SQL, so "إضاءة", "اضاءه" and "إِضَاءَة" all find the same thing. The website applies the same
 * rules to searches it runs in the page (the floor map), so both find what the visitor meant.
 */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ة: 'ه',
  ى: 'ي',
};
const MAPPED = /[أإآٱؤئةى\u0660-\u0669\u06F0-\u06F9]/g;

function mapCharacter(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return LETTERS[char] ?? char;
}

export function normalizeSearch(text: string): string {
  return text.toLowerCase().replace(MARKS, '').replace(MAPPED, mapCharacter);
}

// the definite article, alone or after و ف ب ك, or لل: "الجناح" should find "جناح" too
const ARTICLE = /^(?:[وفبك]?ال|لل)(?=\p{L}{3,}$)/u;

/**
 * The words of a query, normalised, without repeats; at most `max` of them so a pasted essay stays
 * cheap. Words match inside the normalised text, so an Arabic word loses its article here: the bare
 * word is found with or without it.
 */
export function searchTerms(query: string | undefined, max = 8): string[] {
  if (!query) return [];
  const words = normalizeSearch(query)
    .split(/[\s\u200c-\u200f,،;؛]+/u)
    .map((word) => word.replace(ARTICLE, ''))
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, max);
}
