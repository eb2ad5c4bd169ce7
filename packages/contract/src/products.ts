import { z } from 'zod';
import { PRODUCTS_PER_PAGE_MAX, productSorts } from './catalogue-rules.ts';
import { PageQuerySchema, pageOf } from './envelope.ts';
import { moneyQuerySchema } from './money-schema.ts';
import { IdSchema, SearchTextSchema } from './params.ts';

export type { ProductSort } from './catalogue-rules.ts';
export { productSorts };

/** A product as listed on cards and carousels (docs/product/shop-catalogue-and-cart.md). Amounts in riyals. */
export const ProductSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.object({ url: z.string() }),
    brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    price: z.number().meta({ description: 'Listed price before discount' }),
    finalPrice: z.number().meta({ description: 'Price after an active discount' }),
    isDiscountActive: z.boolean(),
    discountPercentage: z.number(),
    taxIncluded: z.boolean(),
    inWishlist: z.boolean(),
    inStock: z.boolean(),
    currency: z.string(),
    rating: z.object({ average: z.number(), count: z.number().int() }),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

const idList = z
  .union([IdSchema, z.array(IdSchema).max(50)])
  .transform((value) => (Array.isArray(value) ? value : [value]));
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/**
 * GET /products query; arrays arrive bracketed (`brands[]=1&brands[]=2`). A category stands for its
 * subcategories too; prices are riyals and compare with the final price (after an active discount).
 */
export const ProductListQuerySchema = PageQuerySchema.extend({
  perPage: z.coerce.number().int().min(1).max(PRODUCTS_PER_PAGE_MAX).default(12),
  q: SearchTextSchema.optional(),
  categories: idList.optional(),
  brands: idList.optional(),
  priceMin: moneyQuerySchema('nonNegative', 'the lowest final price').optional(),
  priceMax: moneyQuerySchema('nonNegative', 'the highest final price').optional(),
  inStock: flag.optional(),
  specials: flag.optional(),
  bestSeller: flag.optional(),
  sort: z.enum(productSorts).default('newest'),
}).refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
  path: ['priceMax'],
  params: { messageKey: 'priceRange' },
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductPageSchema = pageOf(ProductSchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;

export const CategoryRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const ProductOptionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(['checkbox', 'radio']).meta({ description: 'checkbox: any number of values; radio: one value' }),
    isRequired: z.boolean(),
    values: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        price: z.number().meta({ description: 'What choosing it adds to the unit price, in riyals (0 for none)' }),
      }),
    ),
  })
  .meta({ id: 'ProductOption' });
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/** Published reviews only: the average and count are those the product cards show. */
export const RatingSummarySchema = z
  .object({
    average: z.number().meta({ description: 'one decimal; 0 when there is no review' }),
    count: z.number().int(),
    distribution: z
      .array(z.object({ rating: z.number().int(), count: z.number().int() }))
      .meta({ description: 'five rows, from 5 stars down to 1' }),
  })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** GET /products/{id}: the product page. A wrong slug in the page address redirects to `slug`. */
export const ProductDetailSchema = ProductSchema.extend({
  sku: z.string(),
  description: z.string(),
  images: z.array(z.object({ url: z.string() })).meta({ description: 'the gallery, the card image first' }),
  category: CategoryRefSchema,
  categoryPath: z
    .array(CategoryRefSchema)
    .meta({ description: 'breadcrumbs: the parents, top first, then the category' }),
  tax: z.object({
    rate: z.number().meta({ description: 'VAT as a fraction (settings), 0.15 for 15%' }),
    included: z.boolean().meta({ description: 'whether price and finalPrice include VAT' }),
    amount: z.number().meta({ description: 'VAT on the final price in riyals: contained in it, or added to it' }),
    finalPriceWithTax: z.number(),
  }),
  stock: z.object({
    inStock: z.boolean(),
    lowStock: z.boolean().meta({ description: 'few left: the page says how many' }),
    quantity: z.number().int().nullable().meta({ description: 'how many are left, only when lowStock' }),
  }),
  options: z.array(ProductOptionSchema),
  rating: RatingSummarySchema,
  related: z.array(ProductSchema).meta({ description: 'up to 8 other products of the same category' }),
}).meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductResponseSchema = z.object({ product: ProductDetailSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;
