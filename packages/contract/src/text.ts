const ELLIPSIS = ' ...';

/**
 * Cuts text longer than maxLength and marks the cut with ' ...' (docs/product/shell-and-languages.md). Lengths
 * count Unicode code points so an emoji or a supplementary character is never split into a lone surrogate.
 */
export function truncate(text: string, maxLength: number): string {
  // UTF-16 length is never below the code point count, so short text skips the array copy
  if (text.length <= maxLength) return text;
  const codePoints = Array.from(text);
  if (codePoints.length <= maxLength) return text;
  const kept = codePoints
    .slice(0, Math.max(0, Math.floor(maxLength)))
    .join('')
    .trimEnd();
  return kept === '' ? ELLIPSIS.trimStart() : `${kept}${ELLIPSIS}`;
}
