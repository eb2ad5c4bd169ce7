import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A column of an export: its key in the row and its heading in the caller's language. */
export type CsvColumn<Row> = { key: string; heading: string; value: (row: Row) => unknown };

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break; and a cell that a
 * spreadsheet would run as a formula (text starting with `=`, `+`, `-`, `@`, a tab or a carriage return)
 * is written with a leading apostrophe, as OWASP's "CSV injection" advice says.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // a number the database gave (a negative amount) stays a number; text that only looks like one does not
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * Streams a list's filtered rows as a CSV file (decision 061): a byte-order mark (so that spreadsheets read
 * Arabic as UTF-8), the headings, then each batch as it comes from the database.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): FastifyReply {
  async function* lines() {
    yield `\uFEFF${csvLine(columns.map((column) => column.heading))}`;
    for await (const batch of batches) {
      yield batch.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(lines()));
}
