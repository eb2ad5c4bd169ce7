/** The paragraphs of a text the API sends with blank lines between them. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A stored text as paragraphs of plain text: never read as markup. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {paragraphsOf(text).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the order of a text's paragraphs is fixed
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
