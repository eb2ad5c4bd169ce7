/**
 * The paragraphs of a text the API sends: separated by blank lines (articles, pages), or by every line
 * break (short texts typed in a form, such as a company description).
 */
export function paragraphsOf(text: string, splitOn: 'blank-line' | 'line' = 'blank-line'): string[] {
  return text
    .split(splitOn === 'line' ? /\n+/ : /\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A stored text as paragraphs of plain text: never read as markup. */
export function Paragraphs({
  text,
  className,
  splitOn,
}: {
  text: string;
  className?: string;
  splitOn?: 'blank-line' | 'line';
}) {
  return (
    <div className={className}>
      {paragraphsOf(text, splitOn).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the order of a text's paragraphs is fixed
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
