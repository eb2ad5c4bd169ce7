import { consoleListLimits } from '@forum/contract/console/list-rules';
import type { EndpointAnswer, JsonEndpointName } from '@forum/contract/endpoints';
import { pageNumberOf } from '~/components/pager.tsx';
import type { OpenRoute } from '~/features/route/open-route.server.ts';
import { searchOf } from '~/utils/query.ts';
import { type ListData, type ListSpec, type ListState, queryOf } from './list-spec.ts';

type ListEndpoint = {
  [N in JsonEndpointName]: EndpointAnswer<N> extends { items: unknown[]; pagination: unknown } ? N : never;
}[JsonEndpointName];
type RowOf<N extends ListEndpoint> = EndpointAnswer<N> extends { items: (infer R)[] } ? R : never;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^[1-9]\d{0,9}$/;

/**
 * A console list page's loader (decision 062): reads the list's state from the address (q, sort, page,
 * perPage, its filters, the chosen columns `cols`), keeps only what the list knows (an unknown sort or a
 * malformed filter is dropped rather than refused, so an old bookmark still opens), calls the API's list
 * endpoint with it and the staff member's saved views of the list, and answers what `ConsoleList` renders.
 *
 *   const route = openRoute(args, { personal: true });
 *   return { list: await openList(route, 'admin.audit', auditList) };
 */
export async function openList<N extends ListEndpoint>(
  route: OpenRoute,
  endpoint: N,
  spec: ListSpec<RowOf<N>>,
  extra: Record<string, string | number> = {},
): Promise<ListData<RowOf<N>>> {
  const state = listStateOf(route.url, spec);
  const page = pageNumberOf(route.url);
  const query = { ...queryOf(state), ...extra, page, perPage: state.perPage ?? consoleListLimits.perPage };
  const wanted = Object.fromEntries(Object.entries(query).filter(([name, value]) => value !== null && name !== 'cols'));
  const call = route.api.call as (name: string, input: object) => ReturnType<typeof route.api.call<'admin.audit'>>;
  const [rows, views] = await Promise.all([
    call(endpoint, { query: wanted }),
    route.api.call('admin.savedViews', { query: { list: spec.key } }),
  ]);
  const answer = route.need(rows) as unknown as { items: RowOf<N>[]; pagination: ListData<RowOf<N>>['pagination'] };
  // saved views are a convenience: a staff member without them still gets the list
  return { ...answer, state: { ...state, views: views.ok ? views.data.items : [] } };
}

/** The list's state in an address: what the list knows of it, the rest left out. */
export function listStateOf<Row>(url: URL, spec: ListSpec<Row>): ListState {
  const params = url.searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, consoleListLimits.searchMax);
  const sortable = spec.columns.filter((column) => column.sortable).map((column) => column.key);
  const sortValue = params.get('sort') ?? '';
  const sort = sortable.includes(sortValue.replace(/^-/, '')) ? sortValue : '';
  const filters: Record<string, string> = {};
  for (const filter of spec.filters ?? []) {
    const value = (params.get(filter.name) ?? '').trim();
    if (!value) continue;
    const isValid =
      filter.kind === 'date'
        ? DATE.test(value)
        : filter.kind === 'number'
          ? NUMBER.test(value)
          : filter.kind === 'select'
            ? (filter.options ?? []).some((option) => option.value === value)
            : value.length <= 100;
    if (isValid) filters[filter.name] = value;
  }
  const keys = spec.columns.map((column) => column.key);
  const cols = params
    .getAll('cols')
    .flatMap((value) => value.split(','))
    .filter((key, index, all) => keys.includes(key) && all.indexOf(key) === index);
  const perPageValue = Number(params.get('perPage'));
  const perPage =
    Number.isInteger(perPageValue) && perPageValue >= 1 && perPageValue <= consoleListLimits.perPageMax
      ? perPageValue
      : null;
  const state: ListState = { key: spec.key, q, sort, filters, cols, perPage, search: '', views: [] };
  return { ...state, search: searchOf(queryOf(state)).replace(/^\?/, '') };
}
