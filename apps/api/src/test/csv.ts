import type { TestApp } from './test-app.ts';

/** One line of a CSV file split into its cells (RFC 4180: quoted cells, doubled quotes; no line break in a cell). */
export function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/**
 * A list's CSV as the console's export route reads it (as bytes: fetch's text() would drop the byte-order
 * mark): its type, whether it starts with the mark, and its rows of cells, the headings first.
 */
export async function readCsv(app: TestApp, path: string, headers: Record<string, string>, locale: 'ar' | 'en') {
  const answer = await fetch(`${app.baseUrl}${path}`, { headers: { ...headers, OS: 'wui', 'LOCALE-CODE': locale } });
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const lines = text.split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  return {
    status: answer.status,
    contentType: answer.headers.get('content-type') ?? '',
    disposition: answer.headers.get('content-disposition') ?? '',
    hasBom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf,
    rows: lines.map(cellsOf),
  };
}
