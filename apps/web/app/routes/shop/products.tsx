import type { BrandList, CategoryTree } from '@forum/contract/catalogue';
import type { ProductSort } from '@forum/contract/catalogue-rules';
import { formatNumber } from '@forum/contract/money';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { Pager } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useIsReloading } from '~/features/route/use-reloading.ts';
import { ProductCard } from '~/features/shop/product-card.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { stripLocale, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import type { Route } from './+types/products';
import {
  filterValues,
  hasActiveFilters,
  PRODUCTS_PAGE_SIZE,
  type ProductFilters,
  productQuery,
  readProductFilters,
} from './product-query.ts';
import shopCss from './shop.css?inline';

/** The cards of a list's first row on a phone (two columns): their pictures load first. */
const PRIORITY_CARDS = 2;

/** The three product lists are one page (decision 021): /products/specials and /products/best-seller fix a flag. */
type ListKind = 'all' | 'specials' | 'bestSeller';

const kinds: Record<ListKind, { path: string; title: MessageKey; lead: MessageKey; description: MessageKey }> = {
  all: {
    path: '/products',
    title: 'shopProductsTitle',
    lead: 'shopProductsLead',
    description: 'shopProductsDescription',
  },
  specials: {
    path: '/products/specials',
    title: 'shopSpecialsTitle',
    lead: 'shopSpecialsLead',
    description: 'shopSpecialsDescription',
  },
  bestSeller: {
    path: '/products/best-seller',
    title: 'shopBestSellersTitle',
    lead: 'shopBestSellersLead',
    description: 'shopBestSellersDescription',
  },
};

const sortLabels: Record<ProductSort, MessageKey> = {
  newest: 'shopSortNewest',
  price_asc: 'shopSortPriceAsc',
  price_desc: 'shopSortPriceDesc',
  best_selling: 'shopSortBestSelling',
  rating: 'shopSortRating',
};

function kindOf(pathname: string): ListKind {
  const path = stripLocale(pathname);
  if (path === '/products/specials') return 'specials';
  if (path === '/products/best-seller') return 'bestSeller';
  return 'all';
}

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const kind = kindOf(route.url.pathname);
  const filters = readProductFilters(route.url.searchParams);
  if (kind === 'specials') filters.specials = true;
  const [list, categories, brands] = await Promise.all([
    route.api.call('products.list', {
      query: {
        ...filterValues(filters),
        bestSeller: kind === 'bestSeller' ? true : null,
        sort: filters.sort,
        page: filters.page,
        perPage: PRODUCTS_PAGE_SIZE,
      },
    }),
    route.api.call('categories.tree'),
    route.api.call('brands.list'),
  ]);
  return {
    kind,
    filters,
    list: route.need(list),
    categories: route.need(categories).items,
    brands: route.need(brands).items,
  };
}

export const handle = pageBelow('products', ({ kind }: Route.ComponentProps['loaderData'], t) =>
  kind === 'all' ? [] : { name: t(kinds[kind].title), path: kinds[kind].path },
);

/** The query of the list without what the page itself fixes (the specials page needs no specials=true). */
function ownQuery(kind: ListKind, filters: Partial<ProductFilters>): string {
  return productQuery(kind === 'specials' ? { ...filters, specials: false } : filters);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }, loaderData) => {
    const { kind, filters, list } = loaderData;
    const { path: basePath, title: titleKey, description } = kinds[kind];
    const title = t(titleKey);
    // a filtered or re-sorted list is the same list seen another way: its canonical page is the list itself
    const isPlainPage = !hasActiveFilters(kind === 'specials' ? { ...filters, specials: false } : filters);
    const page = isPlainPage && filters.page > 1 ? filters.page : 1;
    const path = page > 1 ? `${basePath}${productQuery({ page })}` : basePath;
    const first = (list.pagination.page - 1) * list.pagination.perPage;
    return {
      title:
        page > 1
          ? t('shopPageTitlePaged', { page: title, number: page, site })
          : t('shopPageTitle', { page: title, site }),
      description: t(description, { site, count: list.pagination.total }),
      path,
      itemList: {
        name: title,
        total: list.pagination.total,
        first,
        items: list.items.map((product) => ({
          name: product.name,
          path: `/products/${product.id}/${product.slug}`,
        })),
      },
    };
  });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { kind, filters, list, categories, brands } = loaderData;
  const { t } = useI18n();
  const to = useLocalePath();
  const isUpdating = useIsReloading();
  const { pagination, items } = list;
  const action = to(kinds[kind].path);

  return (
    <div className="container section shop-list" data-testid="products-page">
      <RouteStyles name="shop" sheet={shopCss} />
      <Breadcrumbs />
      <header className="shop-header">
        <h1 className="shop-header__title">{t(kinds[kind].title)}</h1>
        <p className="shop-header__lead">{t(kinds[kind].lead)}</p>
      </header>

      <div className="split-layout shop-list__layout">
        <ProductFiltersForm kind={kind} filters={filters} categories={categories} brands={brands} action={action} />

        <section className="shop-results" aria-busy={isUpdating} data-updating={isUpdating || undefined}>
          {/* the cards' names are h3: the list has its heading, read by screen readers */}
          <h2 className="visually-hidden">{t('shopResultsHeading')}</h2>
          <p className="shop-results__count" role="status" data-testid="products-count">
            {t('shopResultCount', { count: pagination.total })}
          </p>
          {items.length > 0 ? (
            <ul className="grid-list tile-grid shop-grid" data-testid="product-list">
              {items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} isPriority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="shop-empty" data-testid="products-empty">
              <h2 className="shop-empty__title">{t('noResult')}</h2>
              {pagination.total > 0 ? (
                <Link to={`${action}${ownQuery(kind, { ...filters, page: 1 })}`} className="button">
                  {t('shopBackToFirstPage')}
                </Link>
              ) : (
                <>
                  <p>{t('shopEmptyHint')}</p>
                  <Link to={action} className="button">
                    {t('shopClearFilters')}
                  </Link>
                </>
              )}
            </div>
          )}
          <Pager pagination={pagination} hrefOf={(page) => `${action}${ownQuery(kind, { ...filters, page })}`} />
        </section>
      </div>
    </div>
  );
}

type FormProps = {
  kind: ListKind;
  filters: ProductFilters;
  categories: CategoryTree['items'];
  brands: BrandList['items'];
  action: string;
};

/**
 * A GET form whose field names are the API's (`categories[]`, `brands[]`, `inStock=true` …): without
 * JavaScript it reloads the page with the query; with it, every change applies at once, without a
 * reload, and the address stays one that can be shared. On phones it folds behind its summary.
 */
function ProductFiltersForm({ kind, filters, categories, brands, action }: FormProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // until the page hydrates the form is a plain GET form; tests wait for this before using the enhanced one
  const [isEnhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    // wide screens show the filters beside the list, open
    if (detailsRef.current && window.matchMedia('(min-width: 992px)').matches) detailsRef.current.open = true;
  }, []);

  // the address can change without the form (back button, a link): the fields show what it says
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && element.type === 'checkbox') {
        const value = Number(element.value);
        if (element.name === 'categories[]') element.checked = filters.categories.includes(value);
        else if (element.name === 'brands[]') element.checked = filters.brands.includes(value);
        else if (element.name === 'inStock') element.checked = filters.inStock;
        else if (element.name === 'specials') element.checked = filters.specials;
      } else if (element instanceof HTMLInputElement && element !== document.activeElement) {
        if (element.name === 'priceMin') element.value = filters.priceMin === null ? '' : String(filters.priceMin);
        if (element.name === 'priceMax') element.value = filters.priceMax === null ? '' : String(filters.priceMax);
      } else if (element instanceof HTMLSelectElement && element.name === 'sort') {
        element.value = filters.sort;
      }
    }
  }, [filters]);

  function apply() {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
    // a new selection starts on its first page
    navigate(`${action}${ownQuery(kind, { ...readProductFilters(params), page: 1 })}`, { preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply();
  }

  const active = hasActiveFilters(kind === 'specials' ? { ...filters, specials: false } : filters);

  return (
    <details ref={detailsRef} className="shop-filters" data-testid="product-filters">
      <summary className="shop-filters__toggle">{t('shopShowFilters')}</summary>
      <search aria-label={t('shopFilters')}>
        <form
          ref={formRef}
          method="get"
          action={action}
          className="shop-filters__form"
          onSubmit={onSubmit}
          onChange={apply}
          data-enhanced={isEnhanced || undefined}
        >
          <label className="shop-field">
            <span className="shop-field__label">{t('shopSort')}</span>
            <select name="sort" defaultValue={filters.sort} className="field__input">
              {Object.entries(sortLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </select>
          </label>

          <fieldset className="shop-group">
            <legend className="shop-group__title">{t('shopCategories')}</legend>
            <ul className="shop-tree">
              {categories.map((category) => (
                <CountedCheck key={category.id} name="categories[]" item={category} chosen={filters.categories}>
                  {category.children.length > 0 ? (
                    <ul className="shop-tree__children">
                      {category.children.map((child) => (
                        <CountedCheck key={child.id} name="categories[]" item={child} chosen={filters.categories} />
                      ))}
                    </ul>
                  ) : null}
                </CountedCheck>
              ))}
            </ul>
          </fieldset>

          <fieldset className="shop-group">
            <legend className="shop-group__title">{t('shopBrands')}</legend>
            <ul className="shop-tree">
              {brands.map((brand) => (
                <CountedCheck key={brand.id} name="brands[]" item={brand} chosen={filters.brands} />
              ))}
            </ul>
          </fieldset>

          <fieldset className="shop-group">
            <legend className="shop-group__title">{t('shopPrice')}</legend>
            <div className="shop-price">
              <PriceField name="priceMin" label={t('shopPriceMin')} value={filters.priceMin} />
              <PriceField name="priceMax" label={t('shopPriceMax')} value={filters.priceMax} />
            </div>
          </fieldset>

          <fieldset className="shop-group">
            <legend className="shop-group__title">{t('shopAvailability')}</legend>
            <Check name="inStock" value="true" label={t('shopInStock')} checked={filters.inStock} />
            {kind === 'specials' ? null : (
              <Check name="specials" value="true" label={t('shopDiscounted')} checked={filters.specials} />
            )}
          </fieldset>

          <div className="shop-filters__actions">
            <button type="submit" className="button">
              {t('shopApply')}
            </button>
            {active ? (
              <Link to={action} className="shop-filters__clear" preventScrollReset>
                {t('shopClearFilters')}
              </Link>
            ) : null}
          </div>
        </form>
      </search>
    </details>
  );
}

/** A category or a brand to filter by, with its count of products; `children` nests its subcategories. */
function CountedCheck({
  name,
  item,
  chosen,
  children,
}: {
  name: string;
  item: { id: number; name: string; productCount: number };
  chosen: number[];
  children?: ReactNode;
}) {
  const { t, locale } = useI18n();
  return (
    <li>
      <Check
        name={name}
        value={item.id}
        label={t('shopOptionCount', { name: item.name, count: formatNumber(item.productCount, locale) })}
        checked={chosen.includes(item.id)}
      />
      {children}
    </li>
  );
}

/** A bound of the price filter, in riyals, written with Latin digits whatever the page's direction. */
function PriceField({ name, label, value }: { name: string; label: string; value: number | null }) {
  return (
    <label className="shop-field">
      <span className="shop-field__label">{label}</span>
      <input
        className="field__input"
        type="number"
        name={name}
        min={0}
        step="any"
        inputMode="decimal"
        dir="ltr"
        defaultValue={value ?? ''}
      />
    </label>
  );
}

function Check({
  name,
  value,
  label,
  checked,
}: {
  name: string;
  value: string | number;
  label: string;
  checked: boolean;
}) {
  return (
    <label className="shop-check">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} />
      <span>{label}</span>
    </label>
  );
}
