import { describe, expect, it } from 'vitest';
import { defineList, shownColumns } from './list-spec.ts';
import { listStateOf } from './open-list.server.ts';

const spec = defineList<{ id: number }>({
  key: 'films',
  exportEndpoint: 'admin.auditCsv',
  rowId: (row) => row.id,
  columns: [
    { key: 'title', label: 'auditEntity', sortable: true, cell: () => null },
    { key: 'year', label: 'auditWhen', cell: () => null },
    { key: 'notes', label: 'auditAction', optional: true, cell: () => null },
  ],
  filters: [
    { name: 'from', label: 'auditFilterFrom', kind: 'date' },
    { name: 'actor', label: 'auditFilterActor', kind: 'number' },
    { name: 'kind', label: 'auditEntity', kind: 'select', options: [{ value: 'short', label: 'auditEntity' }] },
  ],
});
const stateOf = (search: string) => listStateOf(new URL(`https://forum.test/admin/films?${search}`), spec);

describe('a console list state read from its address', () => {
  it('keeps what the list knows and writes it back without the page', () => {
    const state = stateOf(
      'q=%20dune%20&sort=-title&from=2026-05-01&actor=7&kind=short&cols=year,title&perPage=50&page=3',
    );
    expect(state).toMatchObject({
      q: 'dune',
      sort: '-title',
      filters: { from: '2026-05-01', actor: '7', kind: 'short' },
    });
    expect(state.cols).toEqual(['year', 'title']);
    expect(state.perPage).toBe(50);
    expect(new URLSearchParams(state.search).get('page')).toBeNull();
    expect(new URLSearchParams(state.search).get('cols')).toBe('year,title');
  });

  it('drops an unknown sort, a malformed filter and unknown columns instead of refusing the page', () => {
    const state = stateOf('sort=year&from=yesterday&actor=-1&kind=long&cols=secret&perPage=1000');
    expect(state).toMatchObject({ sort: '', filters: {}, cols: [], perPage: null, search: '' });
  });

  it('reads columns chosen by checkboxes (one name per column) as one list', () => {
    expect(stateOf('cols=title&cols=notes&cols=title').cols).toEqual(['title', 'notes']);
  });

  it('shows the default columns, without the optional ones, until some are chosen', () => {
    expect(shownColumns(spec, []).map((column) => column.key)).toEqual(['title', 'year']);
    expect(shownColumns(spec, ['notes']).map((column) => column.key)).toEqual(['notes']);
  });
});
