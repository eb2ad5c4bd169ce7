import { z } from 'zod';
import { CategoryRefSchema } from './products.ts';

const categoryCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  productCount: z.number().int().meta({ description: 'active products in it and in its subcategories' }),
});

export const CategorySummarySchema = categoryCard.meta({ id: 'CategorySummary' });
export type CategorySummary = z.infer<typeof CategorySummarySchema>;

/** GET /categories: the tree, top categories with their subcategories (the shop has two levels). */
export const CategoryNodeSchema = categoryCard.extend({ children: z.array(CategorySummarySchema) }).meta({
  id: 'CategoryNode',
});
export const CategoryTreeSchema = z.object({ items: z.array(CategoryNodeSchema) });
export type CategoryTree = z.infer<typeof CategoryTreeSchema>;

/** GET /categories/{id}: its products are GET /products?categories[]={id} (subcategories included). */
export const CategorySchema = categoryCard
  .extend({
    parents: z.array(CategoryRefSchema).meta({ description: 'breadcrumbs above it, top first' }),
    children: z.array(CategorySummarySchema),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;
export const CategoryResponseSchema = z.object({ category: CategorySchema });
export type CategoryResponse = z.infer<typeof CategoryResponseSchema>;

const brandCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  productCount: z.number().int().meta({ description: 'active products of the brand' }),
});

export const BrandSummarySchema = brandCard.meta({ id: 'BrandSummary' });
export type BrandSummary = z.infer<typeof BrandSummarySchema>;
/** GET /brands: every brand, by name in the language asked for. */
export const BrandListSchema = z.object({ items: z.array(BrandSummarySchema) });
export type BrandList = z.infer<typeof BrandListSchema>;

/** GET /brands/{id}; the page lives at /brands/{id}/{slug}. Its products: GET /products?brands[]={id}. */
export const BrandSchema = brandCard
  .extend({
    description: z.string().meta({ description: 'empty when the brand has none' }),
    exhibitor: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .meta({ description: 'the exhibiting company that makes it, when it is in the directory' }),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof BrandSchema>;
export const BrandResponseSchema = z.object({ brand: BrandSchema });
export type BrandResponse = z.infer<typeof BrandResponseSchema>;
