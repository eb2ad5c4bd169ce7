import { type EndpointName, endpointRoute } from '@forum/contract/endpoint-paths';
import type { endpoints } from '@forum/contract/endpoints';
import type { Locale } from '@forum/contract/locale';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { streamedCompression } from '../http/compression.ts';
import { type ApiInstance, type EndpointHandler, endpoint } from '../http/endpoint.ts';
import { type MessageKey, translate } from '../i18n/messages.ts';
import { type CsvColumn, sendCsv } from './csv.ts';
import { batchesOf } from './list.ts';

/**
 * The CSV export of any console list (issue 33, decision 070): the list's own page function is read a
 * batch at a time, so the file holds exactly the rows the list shows for the same query, in its order,
 * without ever holding them all; `sendCsv` writes the BOM, the headings and escapes formula-like cells.
 *
 * ```ts
 * listCsvEndpoint(app, 'admin.eventsCsv', {
 *   summary: 'The filtered events as CSV',
 *   columns: [{ key: 'title', heading: 'csvTitle', value: (event, locale) => (locale === 'ar' ? event.titleAr : event.titleEn) }],
 *   page: (query) => listEvents(deps, query),
 * });
 * ```
 */

/**
 * A column of a list's CSV: the key of the web list's column (what `cols` names), its heading's message
 * key (written in the caller's language) and its cell. Several columns may share a key: one column of
 * the screen can be two of the file (seats taken and seats).
 */
export type ListCsvColumn<Row> = {
  key: string;
  heading: MessageKey;
  value: (row: Row, locale: Locale) => unknown;
};

/** A text kept in both languages, in the caller's (the other when it is empty), as the lists show it. */
export function inLocale(locale: Locale, ar: string, en: string): string {
  return locale === 'ar' ? ar || en : en || ar;
}

/** The list's page size while exporting: each batch is one call of the list's page function. */
export const LIST_CSV_BATCH = 500;

export type ListCsv<Query, Row> = {
  /** The OpenAPI summary of the export's endpoint. */
  summary: string;
  /** The file's name, when not the end of its path (the audit log's keeps the name it always had). */
  filename?: string;
  columns: readonly ListCsvColumn<Row>[];
  /** The list's own page function (what its JSON endpoint answers with): the same filter, sort and rows. */
  page: (query: Query & { page: number; perPage: number }, request: FastifyRequest) => Promise<{ items: Row[] }>;
};

/** The endpoints of the table that answer a CSV file (`produces: 'text/csv'`). */
export type CsvEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N] extends { produces: 'text/csv' } ? N : never;
}[EndpointName];

/** The columns `cols` asks for (in the list's order), or all of them when it names none of them. */
export function chosenColumns<Row>(columns: readonly ListCsvColumn<Row>[], cols: string | undefined) {
  const asked = cols?.split(',').filter(Boolean) ?? [];
  const kept = columns.filter((column) => asked.includes(column.key));
  return kept.length ? kept : columns;
}

/**
 * Answers a list's CSV for the request's query (the list's query without the page, and `cols`). The first
 * batch is read before anything is sent, so a refusal or a bad filter is still a plain error answer.
 */
export async function sendListCsv<Query, Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  filename: string,
  csv: ListCsv<Query, Row>,
): Promise<FastifyReply> {
  const locale = request.locale;
  // the export schema read every filter of the list (its type keeps only `cols`: consoleExportQuery's omit is cast)
  const { cols, ...filters } = request.query as Query & { cols?: string };
  const read = (limit: number, offset: number) =>
    csv.page({ ...(filters as Query), page: offset / limit + 1, perPage: limit }, request).then((page) => page.items);
  const first = await read(LIST_CSV_BATCH, 0);
  async function* batches() {
    if (first.length) yield first;
    if (first.length < LIST_CSV_BATCH) return;
    yield* batchesOf((limit, offset) => read(limit, offset + LIST_CSV_BATCH), LIST_CSV_BATCH);
  }
  const columns: CsvColumn<Row>[] = chosenColumns(csv.columns, cols).map((column) => ({
    key: column.key,
    heading: translate(locale, column.heading),
    value: (row) => column.value(row, locale),
  }));
  return sendCsv(reply, filename, columns, batches());
}

/**
 * Registers a list's CSV endpoint (a `GET /admin/….csv` entry of the table, made by the contract's
 * `consoleCsvOf`, under the list's permission, checked before anything is read); the file is named as the
 * path ends (`/admin/programme/halls.csv`: halls.csv).
 */
export function listCsvEndpoint<N extends CsvEndpointName, Query, Row>(
  app: ApiInstance,
  name: N,
  csv: ListCsv<Query, Row>,
): void {
  const filename = csv.filename ?? endpointRoute(name).path.split('/').at(-1) ?? 'list.csv';
  const handler = (request: FastifyRequest, reply: FastifyReply) => sendListCsv(request, reply, filename, csv);
  endpoint(
    app,
    name,
    // compressed a batch at a time, so that the file arrives as it is read
    { tags: ['console'], summary: csv.summary, compress: streamedCompression },
    handler as unknown as EndpointHandler<N>,
  );
}

/**
 * `listCsvEndpoint` for a list exported as most are: the summary says what the filtered file holds; the
 * columns and the list's own page function are the list's.
 *
 * ```ts
 * filteredCsvEndpoint(app, 'admin.faqsCsv', 'questions of the FAQ', faqCsvColumns, (query) => listFaqs(deps, query));
 * ```
 */
export function filteredCsvEndpoint<N extends CsvEndpointName, Query, Row>(
  app: ApiInstance,
  name: N,
  what: string,
  columns: ListCsv<Query, Row>['columns'],
  page: ListCsv<Query, Row>['page'],
): void {
  listCsvEndpoint(app, name, {
    summary: `The filtered ${what} as CSV (streamed; formula cells escaped)`,
    columns,
    page,
  });
}
