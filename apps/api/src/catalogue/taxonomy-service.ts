import type { Brand, BrandList, Category, CategorySummary, CategoryTree } from '@forum/contract/catalogue';
import type { Locale } from '@forum/contract/locale';
import type { CategoryRef } from '@forum/contract/products';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import { type CategoryRow, findBrand, listBrands, loadCategories } from './taxonomy-queries.ts';

/** The categories, looked up by id and by parent, with counts that include every subcategory. */
function indexCategories({ rows, directCounts }: Awaited<ReturnType<typeof loadCategories>>) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && byId.has(row.parentId) ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const totals = new Map<number, number>();
  const totalOf = (row: CategoryRow, seen: Set<number>): number => {
    const known = totals.get(row.id);
    if (known !== undefined) return known;
    // a cycle in the parents is a data mistake; it must not hang the request
    if (seen.has(row.id)) return 0;
    seen.add(row.id);
    const total =
      (directCounts.get(row.id) ?? 0) +
      (childrenOf.get(row.id) ?? []).reduce((sum, child) => sum + totalOf(child, seen), 0);
    totals.set(row.id, total);
    return total;
  };
  for (const row of rows) totalOf(row, new Set());
  return { byId, childrenOf, countOf: (id: number) => totals.get(id) ?? 0 };
}

type CategoryIndex = ReturnType<typeof indexCategories>;

function presentSummary(row: CategoryRow, index: CategoryIndex, locale: Locale): CategorySummary {
  return {
    id: row.id,
    slug: row.slug,
    name: pick(row.name, locale),
    imageUrl: row.imageUrl,
    productCount: index.countOf(row.id),
  };
}

/** The categories above one, top first, then the category itself. */
function pathOf(index: CategoryIndex, id: number, locale: Locale): CategoryRef[] {
  const path: CategoryRef[] = [];
  const seen = new Set<number>();
  for (let row = index.byId.get(id); row && !seen.has(row.id); row = index.byId.get(row.parentId ?? -1)) {
    seen.add(row.id);
    path.unshift({ id: row.id, slug: row.slug, name: pick(row.name, locale) });
  }
  return path;
}

export async function getCategoryTree(db: Db, locale: Locale): Promise<CategoryTree> {
  const index = indexCategories(await loadCategories(db));
  return {
    items: (index.childrenOf.get(null) ?? []).map((row) => ({
      ...presentSummary(row, index, locale),
      children: (index.childrenOf.get(row.id) ?? []).map((child) => presentSummary(child, index, locale)),
    })),
  };
}

export async function getCategory(db: Db, id: number, locale: Locale): Promise<Category> {
  const index = indexCategories(await loadCategories(db));
  const row = index.byId.get(id);
  if (!row) throw new AppError('notFound');
  return {
    ...presentSummary(row, index, locale),
    parents: pathOf(index, id, locale).slice(0, -1),
    children: (index.childrenOf.get(id) ?? []).map((child) => presentSummary(child, index, locale)),
  };
}

/** Breadcrumbs of a product page: the product's category with those above it. */
export async function getCategoryPath(db: Db, id: number, locale: Locale): Promise<CategoryRef[]> {
  return pathOf(indexCategories(await loadCategories(db)), id, locale);
}

export async function getBrands(db: Db, locale: Locale): Promise<BrandList> {
  const rows = await listBrands(db);
  const collator = new Intl.Collator(locale);
  return {
    items: rows
      .map(({ brand, productCount }) => ({
        id: brand.id,
        slug: brand.slug,
        name: pick(brand.name, locale),
        logoUrl: brand.logoUrl,
        productCount,
      }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id),
  };
}

export async function getBrand(db: Db, id: number, locale: Locale): Promise<Brand> {
  const row = await findBrand(db, id);
  if (!row) throw new AppError('notFound');
  const { brand, exhibitor, productCount } = row;
  return {
    id: brand.id,
    slug: brand.slug,
    name: pick(brand.name, locale),
    logoUrl: brand.logoUrl,
    productCount,
    description: pick(brand.description, locale),
    exhibitor: exhibitor ? { id: exhibitor.id, name: pick(exhibitor.name, locale) } : null,
  };
}
