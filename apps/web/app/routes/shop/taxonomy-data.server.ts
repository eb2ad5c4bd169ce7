import type { ApiClient } from '~/api/client.ts';
import { loadFailure } from '~/api/server-api.ts';
import { PRODUCTS_PAGE_SIZE } from './product-query.ts';

/** The first page of a category's or a brand's products; the whole list, with filters, is on /products. */
export async function loadFirstProducts(api: ApiClient, filter: { categories: number[] } | { brands: number[] }) {
  const result = await api.call('products.list', { query: { ...filter, perPage: PRODUCTS_PAGE_SIZE } });
  if (!result.ok) loadFailure(result);
  return { products: result.data.items, total: result.data.pagination.total };
}
