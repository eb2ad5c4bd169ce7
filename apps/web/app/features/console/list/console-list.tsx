import { consoleListLimits, parseSort, savedViewLimits } from '@forum/contract/console/list-rules';
import { type ReactNode, useId } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { Pager } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import type { FormAnswer } from '~/features/forms/form-errors.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { laterPage, withQuery } from '~/utils/query.ts';
import listCss from './console-list.css?inline';
import {
  type BulkConfirmation,
  LIST_INTENT,
  type ListData,
  type ListSpec,
  type ListState,
  queryOf,
  shownColumns,
} from './list-spec.ts';

/**
 * A console list's page (decision 062): its heading (the loader's `title`, which its meta reads too),
 * what the page adds under it (`children`: a lead, the link to a new record, a part's styles), then the
 * list (the loader's `list`), which the heading names.
 *
 *   <ConsoleListPage page={loaderData} spec={usersList} testId="console-users">
 *     <p>{t('peopleUsersLead')}</p>
 *   </ConsoleListPage>
 */
export function ConsoleListPage<Row>({
  page,
  spec,
  testId,
  className,
  children,
}: {
  page: { list: ListData<Row>; title: string };
  spec: ListSpec<Row>;
  testId: string;
  /** A part's own page class, after `console-page`. */
  className?: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={`console-page ${className ?? ''}`.trim()} aria-labelledby={titleId} data-testid={testId}>
      <h1 id={titleId}>{page.title}</h1>
      {children}
      <ConsoleList spec={spec} list={page.list} title={titleId} />
    </section>
  );
}

/**
 * The one list of the staff console (decision 062): a plain server-rendered table (no table library,
 * decision 061) whose search, filters, sort, page and columns live in the address, so a list is
 * bookmarked, shared, saved as a view and exported as it is. Every control is a link or a form: it works
 * without scripts, and with them it navigates in place (shown as loading).
 */
export function ConsoleList<Row>({
  spec,
  list,
  title,
}: {
  spec: ListSpec<Row>;
  list: ListData<Row>;
  /** The id of the page's heading, which names the table. */
  title: string;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  const location = useLocation();
  const navigation = useNavigation();
  const { state, items, pagination } = list;
  const columns = shownColumns(spec, state.cols);
  const here = location.pathname;
  const hrefWith = (changes: Partial<Record<string, string | number | null>>) =>
    withQuery(here, { ...queryOf(state), ...changes });
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === here;
  const hasFilters = Boolean(state.q) || Object.keys(state.filters).length > 0;
  const clearHref = withQuery(here, { sort: state.sort || null, cols: state.cols.join(',') || null });
  const bulkFormId = `${useId()}-bulk`;
  // every list exports its filtered rows (issue 33): the same query, without the page
  const exportHref = `${to(`/admin/export/${spec.exportEndpoint}`)}${state.search ? `?${state.search}` : ''}`;

  return (
    <div className="console-list" data-testid={`console-list-${spec.key}`}>
      <RouteStyles name="console-list" sheet={listCss} />
      <div className="console-list__tools">
        <SearchForm spec={spec} state={state} />
        <div className="console-list__menus">
          <SavedViewsMenu state={state} />
          <ColumnChooser spec={spec} state={state} />
          <a
            className="button button--secondary console-list__export"
            href={exportHref}
            download
            data-testid="list-export"
          >
            {t('listExportCsv')}
          </a>
        </div>
      </div>

      <p className="console-list__count" aria-live="polite">
        {isLoading ? (
          <span role="status" className="console-list__loading">
            {t('listLoading')}
          </span>
        ) : (
          t('listRows', { count: pagination.total })
        )}
      </p>

      {items.length === 0 ? (
        <div className="console-list__empty" data-testid="list-empty">
          <p className="console-list__empty-title">{t('listNoRows')}</p>
          <p>{t('listNoRowsLead')}</p>
          {hasFilters ? (
            <Link to={clearHref} className="button button--secondary">
              {t('listClearFilters')}
            </Link>
          ) : null}
        </div>
      ) : (
        // the box scrolls sideways on a phone; it takes the focus so a keyboard can scroll it too
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className="console-list__scroll" aria-label={t('listTable')} tabIndex={0}>
          <table className="console-list__table" aria-labelledby={title} aria-busy={isLoading}>
            <thead>
              <tr>
                {spec.bulk?.length ? (
                  <th scope="col" className="console-list__select">
                    <span className="visually-hidden">{t('listBulkAction')}</span>
                  </th>
                ) : null}
                {columns.map((column) => (
                  <HeaderCell
                    key={column.key}
                    label={t(column.label)}
                    column={column.key}
                    state={state}
                    hrefWith={hrefWith}
                    sortable={column.sortable}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((row) => {
                const id = String(spec.rowId(row));
                return (
                  <tr key={id}>
                    {spec.bulk?.length ? (
                      <td className="console-list__select">
                        <input
                          type="checkbox"
                          name="ids"
                          value={id}
                          form={bulkFormId}
                          aria-label={t('listSelectRow', { id })}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={column.isCode ? 'console-list__code' : undefined}
                        dir={column.isCode ? 'ltr' : undefined}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}

      {spec.bulk?.length && items.length ? <BulkForm spec={spec} formId={bulkFormId} /> : null}
      <Pager pagination={pagination} hrefOf={(page) => hrefWith({ page: laterPage(page) })} />
    </div>
  );
}

function HeaderCell({
  label,
  column,
  state,
  hrefWith,
  sortable,
}: {
  label: string;
  column: string;
  state: ListState;
  hrefWith: (changes: Record<string, string | null>) => string;
  sortable: boolean | undefined;
}) {
  const { t } = useI18n();
  const sort = parseSort(state.sort);
  const isSorted = sort?.column === column;
  const ariaSort = isSorted ? (sort?.descending ? 'descending' : 'ascending') : undefined;
  if (!sortable) return <th scope="col">{label}</th>;
  // a click sorts ascending, a second click descending; the page goes back to the first
  const next = isSorted && !sort?.descending ? `-${column}` : column;
  return (
    <th scope="col" aria-sort={ariaSort}>
      <Link
        to={hrefWith({ sort: next, page: null })}
        className="console-list__sort"
        aria-label={t('listSortBy', { column: label })}
      >
        <span>{label}</span>
        <span aria-hidden="true" className="console-list__arrow">
          {isSorted ? (sort?.descending ? '▼' : '▲') : '↕'}
        </span>
      </Link>
    </th>
  );
}

/** The address's list state as hidden fields, less the names the form itself sets. */
function KeptFields({ state, except }: { state: ListState; except: readonly string[] }) {
  const kept = Object.entries(queryOf(state)).filter(([name, value]) => value !== null && !except.includes(name));
  return (
    <>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
    </>
  );
}

function SearchForm<Row>({ spec, state }: { spec: ListSpec<Row>; state: ListState }) {
  const { t } = useI18n();
  const searchId = useId();
  const filters = spec.filters ?? [];
  return (
    <Form method="get" className="console-list__search" role="search">
      <KeptFields state={state} except={['q', ...filters.map((filter) => filter.name)]} />
      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          {t('listSearch')}
        </label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          name="q"
          defaultValue={state.q}
          maxLength={consoleListLimits.searchMax}
        />
      </div>
      {filters.map((filter) => (
        <FilterField key={filter.name} filter={filter} value={state.filters[filter.name] ?? ''} />
      ))}
      <button type="submit" className="button">
        {t('listApply')}
      </button>
    </Form>
  );
}

function FilterField({ filter, value }: { filter: NonNullable<ListSpec<unknown>['filters']>[number]; value: string }) {
  const { t } = useI18n();
  const id = useId();
  let control: ReactNode;
  if (filter.kind === 'select') {
    control = (
      <select id={id} className="field__input" name={filter.name} defaultValue={value}>
        <option value="">{t('listFilterAny')}</option>
        {(filter.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        id={id}
        className="field__input"
        name={filter.name}
        defaultValue={value}
        type={filter.kind === 'date' ? 'date' : 'text'}
        {...(filter.kind === 'number' ? { inputMode: 'numeric' as const, pattern: '[0-9]*', dir: 'ltr' } : {})}
      />
    );
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t(filter.label)}
      </label>
      {control}
    </div>
  );
}

function ColumnChooser<Row>({ spec, state }: { spec: ListSpec<Row>; state: ListState }) {
  const { t } = useI18n();
  const shown = shownColumns(spec, state.cols).map((column) => column.key);
  return (
    <details className="console-list__menu">
      <summary className="button button--ghost">{t('listColumns')}</summary>
      <Form method="get" className="console-list__panel">
        <KeptFields state={state} except={['cols']} />
        <fieldset className="console-list__choices">
          <legend className="visually-hidden">{t('listColumns')}</legend>
          {spec.columns.map((column) => (
            <label key={column.key} className="console-list__choice">
              <input type="checkbox" name="cols" value={column.key} defaultChecked={shown.includes(column.key)} />
              <span>{t(column.label)}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t('listColumnsApply')}
        </button>
      </Form>
    </details>
  );
}

function SavedViewsMenu({ state }: { state: ListState }) {
  const { t } = useI18n();
  const location = useLocation();
  const nameId = useId();
  return (
    <>
      <details className="console-list__menu" data-testid="saved-views">
        <summary className="button button--ghost">{t('listSavedViews')}</summary>
        <div className="console-list__panel">
          {state.views.length === 0 ? <p>{t('listViewsNone')}</p> : null}
          <ul className="console-list__views">
            {state.views.map((view) => (
              <li key={view.id}>
                <Link to={`${location.pathname}${view.query ? `?${view.query}` : ''}`}>{view.name}</Link>
                {view.mine ? (
                  <Form method="post" className="console-list__inline">
                    <input type="hidden" name="intent" value={LIST_INTENT.deleteView} />
                    <input type="hidden" name="id" value={view.id} />
                    <button
                      type="submit"
                      className="button button--ghost console-list__delete"
                      aria-label={t('listViewDelete', { name: view.name })}
                    >
                      ×
                    </button>
                  </Form>
                ) : (
                  <span className="console-list__owner">{t('listViewShared', { email: view.ownerEmail })}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </details>
      <details className="console-list__menu">
        <summary className="button button--ghost">{t('listSaveView')}</summary>
        <Form method="post" className="console-list__panel" data-testid="save-view">
          <input type="hidden" name="intent" value={LIST_INTENT.saveView} />
          <input type="hidden" name="list" value={state.key} />
          <input type="hidden" name="query" value={state.search} />
          <div className="field">
            <label className="field__label" htmlFor={nameId}>
              {t('listViewName')}
            </label>
            <input id={nameId} className="field__input" name="name" required maxLength={savedViewLimits.nameMax} />
          </div>
          <label className="console-list__choice">
            <input type="checkbox" name="shared" value="true" />
            <span>{t('listViewShare')}</span>
          </label>
          <button type="submit" className="button">
            {t('listViewSave')}
          </button>
        </Form>
      </details>
    </>
  );
}

function BulkForm<Row>({ spec, formId }: { spec: ListSpec<Row>; formId: string }) {
  const { t } = useI18n();
  const answer = useActionData() as FormAnswer<Partial<BulkConfirmation>> | undefined;
  const selectId = useId();
  const location = useLocation();
  const confirm = answer?.ok ? answer.confirm : undefined;
  const pending = confirm ? spec.bulk?.find((item) => item.value === confirm.action) : undefined;
  if (confirm && pending) {
    return (
      <Form method="post" className="console-list__confirm" role="alertdialog" aria-labelledby={`${formId}-confirm`}>
        <p id={`${formId}-confirm`} className="console-list__empty-title">
          {t('listBulkConfirmTitle', { count: confirm.ids.length, action: t(pending.label) })}
        </p>
        <p>{t('listBulkConfirmLead')}</p>
        <input type="hidden" name="intent" value={LIST_INTENT.bulk} />
        <input type="hidden" name="bulk" value={confirm.action} />
        <input type="hidden" name="confirmed" value="1" />
        {confirm.ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <button type="submit" className="button">
          {t('listBulkConfirm')}
        </button>
        <Link to={`${location.pathname}${location.search}`} className="button button--secondary">
          {t('listBulkCancel')}
        </Link>
      </Form>
    );
  }
  return (
    <Form method="post" id={formId} className="console-list__bulk">
      <input type="hidden" name="intent" value={LIST_INTENT.bulk} />
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('listBulkAction')}
        </label>
        <select id={selectId} className="field__input" name="bulk" required defaultValue="">
          <option value="" disabled>
            {t('listBulkChoose')}
          </option>
          {spec.bulk?.map((item) => (
            <option key={item.value} value={item.value}>
              {t(item.label)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary">
        {t('listBulkApply')}
      </button>
      {answer && !answer.ok ? (
        <div className="form__messages" role="alert">
          {[...answer.messages, ...Object.values(answer.fields)].map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </Form>
  );
}
