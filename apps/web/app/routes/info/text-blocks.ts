/**
 * Managed texts are plain text (packages/contract info.ts: paragraphs separated by a blank line). A few
 * conventions give them structure without ever rendering stored HTML: a block starting with `## ` is a
 * heading, `### ` a sub-heading, a block whose every line starts with `- ` or `* ` a list; single line
 * breaks inside a paragraph are kept.
 */
export type TextBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; lines: string[] };

const LIST_ITEM = /^[-*•]\s+/;

export function textBlocks(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const first = lines[0];
    if (first === undefined) continue;
    const heading = /^(#{2,3})\s+(.+)$/.exec(first);
    if (heading?.[1] && heading[2] && lines.length === 1) {
      blocks.push({ kind: 'heading', level: heading[1].length === 2 ? 2 : 3, text: heading[2] });
    } else if (lines.every((line) => LIST_ITEM.test(line))) {
      blocks.push({ kind: 'list', items: lines.map((line) => line.replace(LIST_ITEM, '')) });
    } else {
      blocks.push({ kind: 'paragraph', lines });
    }
  }
  return blocks;
}

/** The first paragraph of a text, for a lead or a description. */
export function firstParagraph(body: string): string {
  const block = textBlocks(body).find((candidate) => candidate.kind === 'paragraph');
  return block?.kind === 'paragraph' ? block.lines.join(' ') : '';
}
