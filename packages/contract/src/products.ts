import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.ts';

/** A product as listed on cards and carousels (SPEC.md §3). Amounts in riyals. */
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

export const productSorts = ['newest', 'price_asc', 'price_desc', 'best_selling', 'rating'] as const;
export type ProductSort = (typeof productSorts)[number];

// ids are Postgres integers: a larger number names nothing and must not reach the database
const id = z.coerce.number().int().positive().max(2_147_483_647);
const idList = z.union([id, z.array(id)]).transform((value) => (Array.isArray(value) ? value : [value]));
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** GET /products query; arrays arrive bracketed (`brands[]=1&brands[]=2`). */
export const ProductListQuerySchema = PageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100)
    .regex(/^[^\0]*$/)
    .optional(),
  categories: idList.optional(),
  brands: idList.optional(),
  priceMin: z.coerce.number().min(0).optional(),
  priceMax: z.coerce.number().min(0).optional(),
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
