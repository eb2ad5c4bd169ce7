import type { OpenRoute } from '~/features/route/open-route.server.ts';
import { PRODUCTS_PAGE_SIZE } from './product-query.ts';

/** The first page of a category's or a brand's products; the whole list, with filters, is on /products. */
export async function loadFirstProducts(route: OpenRoute, filter: { categories: number[] } | { brands: number[] }) {
  const query = { ...filter, perPage: PRODUCTS_PAGE_SIZE };
  const products = route.need(await route.api.call('products.list', { query }));
  return { products: products.items, total: products.pagination.total };
}
