import type { SavedView } from '@forum/contract/console/saved-views';
import type { EndpointName, endpointPaths } from '@forum/contract/endpoint-paths';
import type { Pagination } from '@forum/contract/envelope';
import type { ReactNode } from 'react';
import type { MessageKey } from '~/i18n/en.ts';

/**
 * A column of a console list (decision 062): its key (the API's sort name and the CSV's column, letters
 * only), its heading, and how a row shows in it. `optional` columns are hidden until chosen; `isCode`
 * cells (numbers, ids, emails, dates) read left to right inside an Arabic page.
 */
export type ListColumn<Row> = {
  key: string;
  label: MessageKey;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  optional?: boolean;
  isCode?: boolean;
};

/** A filter of a list, a name of its address and of the API's list query. */
export type ListFilter = {
  name: string;
  label: MessageKey;
  kind: 'text' | 'number' | 'date' | 'select';
  /** A select's choices (its first, empty choice is "any"). */
  options?: readonly { value: string; label: MessageKey }[];
};

/** The table's CSV endpoints (`GET /admin/….csv`): what a list's export link may name. */
export type CsvEndpointName = {
  [N in EndpointName]: (typeof endpointPaths)[N] extends `GET /admin/${string}.csv` ? N : never;
}[EndpointName];

/** An action on the selected rows; a destructive one is confirmed first (without scripts too). */
export type BulkAction = { value: string; label: MessageKey; isDestructive?: boolean };

/**
 * What a console list is: one constant that the page's loader (`openList`) and its component
 * (`ConsoleList`) share. `key` names it for saved views; `exportEndpoint` is its CSV endpoint's name in the
 * table (a `GET /admin/….csv` entry), exported through the console's export route: every list has one
 * (issue 33), its columns by the same keys as the list's.
 */
export type ListSpec<Row> = {
  key: string;
  columns: readonly ListColumn<Row>[];
  rowId: (row: Row) => string | number;
  filters?: readonly ListFilter[];
  exportEndpoint: CsvEndpointName;
  bulk?: readonly BulkAction[];
};

/** The intents of a list's forms: save or delete a view, act on the selected rows. */
export const LIST_INTENT = { saveView: 'saveView', deleteView: 'deleteView', bulk: 'bulk' } as const;

/** What a destructive bulk action answers before it is done: the page shows it as a form with confirmed=1. */
export type BulkConfirmation = { confirm: { action: string; ids: string[] } };

export function defineList<Row>(spec: ListSpec<Row>): ListSpec<Row> {
  return spec;
}

/** The state of a list as its address holds it, made by `openList`: what `ConsoleList` renders from. */
export type ListState = {
  key: string;
  q: string;
  sort: string;
  filters: Record<string, string>;
  /** The chosen columns (by key), or none: the list's default columns. */
  cols: string[];
  perPage: number | null;
  /** The address's query without the page: what a saved view keeps and the CSV export reads. */
  search: string;
  views: SavedView[];
};

/** A list's loader data: its rows, where the page is, and its state. */
export type ListData<Row> = { items: Row[]; pagination: Pagination; state: ListState };

/** The columns shown: those chosen, or every column but the optional ones. */
export function shownColumns<Row>(spec: ListSpec<Row>, cols: readonly string[]): ListColumn<Row>[] {
  const chosen = spec.columns.filter((column) => cols.includes(column.key));
  return chosen.length ? chosen : spec.columns.filter((column) => !column.optional);
}

/** The list's address values (without the page), as `withQuery` writes them. */
export function queryOf(state: ListState): Record<string, string | number | null> {
  return {
    q: state.q || null,
    ...state.filters,
    sort: state.sort || null,
    cols: state.cols.length ? state.cols.join(',') : null,
    perPage: state.perPage,
  };
}
