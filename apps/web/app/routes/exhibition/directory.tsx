import { SEARCH_TEXT_MAX } from '@forum/contract/catalogue-rules';
import type { ExhibitionFilters, ExhibitorSummary } from '@forum/contract/exhibition';
import { formatNumber } from '@forum/contract/money';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { SelectField, TextField } from '~/components/form.tsx';
import { PinIcon, SearchIcon } from '~/components/icons.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { Pager } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useIsReloading } from '~/features/route/use-reloading.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/directory';
import directoryCss from './directory.css?inline';
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryFilters,
  directoryQuery,
  hasActiveFilters,
  readDirectoryFilters,
} from './directory-query.ts';
import exhibitionCss from './exhibition.css?inline';

const FIELDS = ['q', 'category', 'country', 'hall'] as const;
const SEARCH_DELAY_MS = 400;

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const filters = readDirectoryFilters(route.url.searchParams);
  const [list, choices] = await Promise.all([
    route.api.call('exhibition.exhibitors', {
      query: {
        q: filters.q,
        category: filters.category,
        country: filters.country,
        hall: filters.hall,
        page: filters.page,
        perPage: DIRECTORY_PAGE_SIZE,
      },
    }),
    route.api.call('exhibition.filters'),
  ]);
  return { filters, list: route.need(list), choices: route.need(choices) };
}

export const handle = pageAt('exhibition');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }, loaderData) => {
    const { filters, list } = loaderData;
    const title = t('exhibitionDirectoryTitle');
    // a filtered list is the directory seen another way: it names the directory as its canonical page
    const isPaged = !hasActiveFilters(filters) && filters.page > 1;
    const path = isPaged ? `/exhibition${directoryQuery({ page: filters.page })}` : '/exhibition';
    const first = (list.pagination.page - 1) * list.pagination.perPage;
    return {
      title: t('exhibitionMetaTitle', {
        page: isPaged ? t('exhibitionMetaPage', { title, page: filters.page }) : title,
        site,
      }),
      description: t('exhibitionDirectoryDescription', { site }),
      path,
      itemList: {
        name: title,
        total: list.pagination.total,
        first,
        items: list.items.map((item) => ({ name: item.name, path: `/exhibition/${item.id}` })),
      },
    };
  });
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  const { filters, list, choices } = loaderData;
  const { t } = useI18n();
  const to = useLocalePath();
  const isUpdating = useIsReloading();
  const { pagination, items } = list;

  return (
    <div className="container section ex-directory">
      <RouteStyles name="exhibition" sheet={exhibitionCss} />
      <RouteStyles name="exhibition-directory" sheet={directoryCss} />
      <Breadcrumbs />
      <PageHeader
        title={t('exhibitionDirectoryTitle')}
        lead={t('exhibitionDirectoryLead')}
        action={
          <Link to={to('/exhibition/map/')} className="button button--ghost">
            <PinIcon /> {t('exhibitionSeeFloorMap')}
          </Link>
        }
      />

      <DirectoryForm filters={filters} choices={choices} />

      <section className="ex-results" aria-busy={isUpdating} data-updating={isUpdating || undefined}>
        <p className="ex-results__count" role="status" data-testid="directory-count">
          {t('exhibitionResultCount', { count: pagination.total })}
        </p>
        {items.length > 0 ? (
          <ul className="card-grid ex-cards" data-testid="exhibitor-list">
            {items.map((exhibitor) => (
              <li key={exhibitor.id}>
                <ExhibitorCard exhibitor={exhibitor} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="ex-empty empty-note" data-testid="directory-empty">
            <h2 className="ex-empty__title">{t('noResult')}</h2>
            {pagination.total > 0 ? (
              <Link to={`${to('/exhibition')}${directoryQuery({ ...filters, page: 1 })}`} className="button">
                {t('exhibitionBackToFirstPage')}
              </Link>
            ) : (
              <>
                <p>{t('exhibitionNoResultsHint')}</p>
                <Link to={to('/exhibition')} className="button">
                  {t('exhibitionClearFilters')}
                </Link>
              </>
            )}
          </div>
        )}
        <Pager
          pagination={pagination}
          hrefOf={(page) => `${to('/exhibition')}${directoryQuery({ ...filters, page })}`}
        />
      </section>
    </div>
  );
}

/**
 * A GET form: without JavaScript it reloads the page with the query; with it, a choice applies at once and
 * typing searches after a pause, without a reload, and the address stays shareable.
 */
function DirectoryForm({ filters, choices }: { filters: DirectoryFilters; choices: ExhibitionFilters }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const action = to('/exhibition');
  // until the page hydrates the form is a plain GET form; tests wait for this before using the enhanced one
  const [isEnhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  // the address can change without the form (back button, a link): show what it says, unless the visitor is typing
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values: Record<(typeof FIELDS)[number], string> = {
      q: filters.q,
      category: filters.category ? String(filters.category) : '',
      country: filters.country ?? '',
      hall: filters.hall ? String(filters.hall) : '',
    };
    for (const name of FIELDS) {
      const field = form.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field !== document.activeElement
      ) {
        field.value = values[name];
      }
    }
  }, [filters]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(replace: boolean) {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    const data = new FormData(form);
    for (const name of FIELDS) {
      const value = data.get(name);
      if (typeof value === 'string') params.set(name, value);
    }
    // a new search starts on its first page
    const query = directoryQuery({ ...readDirectoryFilters(params), page: 1 });
    navigate(`${action}${query}`, { replace, preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(false);
  }

  const option = (name: string, count: number) =>
    t('exhibitionOptionCount', { name, count: formatNumber(count, locale) });

  return (
    <search aria-label={t('exhibitionFiltersTitle')}>
      <form
        ref={formRef}
        method="get"
        action={action}
        className="ex-filters"
        onSubmit={onSubmit}
        data-enhanced={isEnhanced || undefined}
      >
        <TextField
          name="q"
          type="search"
          label={t('exhibitionSearchLabel')}
          placeholder={t('exhibitionSearchPlaceholder')}
          defaultValue={filters.q}
          maxLength={SEARCH_TEXT_MAX}
          autoComplete="off"
          enterKeyHint="search"
          className="ex-filters__search"
          onInput={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(() => apply(true), SEARCH_DELAY_MS);
          }}
        />
        <SelectField
          name="category"
          label={t('exhibitionFilterCategory')}
          placeholder={t('exhibitionAllCategories')}
          defaultValue={filters.category ? String(filters.category) : ''}
          options={choices.categories.map((item) => ({ value: String(item.id), label: option(item.name, item.count) }))}
          onEdit={() => apply(false)}
        />
        <SelectField
          name="country"
          label={t('exhibitionFilterCountry')}
          placeholder={t('exhibitionAllCountries')}
          defaultValue={filters.country ?? ''}
          options={choices.countries.map((item) => ({ value: item.code, label: option(item.name, item.count) }))}
          onEdit={() => apply(false)}
        />
        <SelectField
          name="hall"
          label={t('exhibitionFilterHall')}
          placeholder={t('exhibitionAllHalls')}
          defaultValue={filters.hall ? String(filters.hall) : ''}
          options={choices.halls.map((item) => ({ value: String(item.id), label: option(item.name, item.count) }))}
          onEdit={() => apply(false)}
        />
        <div className="ex-filters__actions">
          <button type="submit" className="button">
            <SearchIcon /> {t('exhibitionApplyFilters')}
          </button>
          {hasActiveFilters(filters) ? (
            <Link to={action} className="ex-filters__clear" preventScrollReset>
              {t('exhibitionClearFilters')}
            </Link>
          ) : null}
        </div>
      </form>
    </search>
  );
}

function ExhibitorCard({ exhibitor }: { exhibitor: ExhibitorSummary }) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <article className="ex-card lift-card" data-testid="exhibitor-card">
      <UploadedImage className="ex-card__logo" src={exhibitor.logoUrl} alt="" spot="exhibitorCard" />
      <div className="ex-card__body">
        <h2 className="ex-card__name">
          {/* the name's link covers the card; the booth links sit above it */}
          <Link to={to(`/exhibition/${exhibitor.id}`)} className="ex-card__link card-link">
            {exhibitor.name}
          </Link>
        </h2>
        <p className="ex-card__meta">
          <span className="ex-tag">{exhibitor.category.name}</span>
          <span className="ex-card__country">{exhibitor.country.name}</span>
        </p>
        <p className="ex-card__summary">{exhibitor.summary}</p>
        {exhibitor.booths.length > 0 ? (
          <p className="ex-card__booths">
            <span>{t('exhibitionBoothsLabel')}</span>
            {exhibitor.booths.map((booth) => (
              <Link
                key={booth.id}
                to={to(`/exhibition/map/?booth=${encodeURIComponent(booth.code)}`)}
                className="ex-booth-chip"
                aria-label={t('exhibitionBoothOnMap', { code: booth.code })}
                dir="ltr"
              >
                {booth.code}
              </Link>
            ))}
          </p>
        ) : null}
      </div>
    </article>
  );
}
