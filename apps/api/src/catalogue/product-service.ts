import type { Pagination } from '@forum/contract/envelope';
import type { Locale } from '@forum/contract/locale';
import type { Product, ProductListQuery } from '@forum/contract/products';
import type { Db } from '../db/client.ts';
import { pick } from '../localize.ts';
import { listProducts, type ProductRow } from './product-queries.ts';

/** Halalas to riyals, as the API answers amounts (at most two decimals). */
export function toRiyals(minor: number): number {
  return Math.round(minor) / 100;
}

export function presentProduct(row: ProductRow, locale: Locale): Product {
  const { product, brand } = row;
  const isDiscountActive = Boolean(row.isDiscountActive);
  return {
    id: product.id,
    slug: product.slug,
    name: pick(product.name, locale),
    image: { url: product.imageUrl },
    brand: brand ? { id: brand.id, name: pick(brand.name, locale), slug: brand.slug } : null,
    price: toRiyals(product.priceMinor),
    // computed by the query, the same expression that filters and sorts by price
    finalPrice: toRiyals(Number(row.finalPriceMinor)),
    isDiscountActive,
    discountPercentage: isDiscountActive ? product.discountPercentage : 0,
    taxIncluded: product.taxIncluded,
    inWishlist: Boolean(row.inWishlist),
    inStock: product.stock > 0,
    currency: product.currency,
    rating: { average: Math.round(product.ratingAverage * 10) / 10, count: product.ratingCount },
  };
}

export async function getProductPage(
  db: Db,
  query: ProductListQuery,
  options: { locale: Locale; userId: number | null },
) {
  const { rows, total } = await listProducts(db, query, options.userId);
  const pagination: Pagination = {
    page: query.page,
    perPage: query.perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / query.perPage)),
  };
  return { items: rows.map((row) => presentProduct(row, options.locale)), pagination };
}
