import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.ts';
import { IdSchema, SearchTextSchema } from './params.ts';
import { ProductSchema } from './products.ts';

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

export const CountrySchema = z.object({
  code: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
  name: z.string(),
});

export const HallRefSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** A booth as an exhibitor's card and page show it; its place on the plan comes with GET /exhibition/map. */
export const ExhibitorBoothSchema = z.object({ id: z.number().int(), code: z.string(), hall: HallRefSchema });

export const ExhibitorLinkSchema = z.object({
  network: z.string().meta({ description: 'website, x, instagram, linkedin, youtube …' }),
  url: z.string().meta({ description: 'absolute: https:// is prepended when stored without a protocol' }),
});

/** GET /exhibitors query. Search covers names and descriptions in both languages. */
export const ExhibitorListQuerySchema = PageQuerySchema.extend({
  q: SearchTextSchema.optional(),
  category: IdSchema.optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
  hall: IdSchema.optional(),
});
export type ExhibitorListQuery = z.input<typeof ExhibitorListQuerySchema>;

const exhibitorCard = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string().meta({ description: 'the description cut to a card, ending in " ..." when cut' }),
  logoUrl: z.string(),
  category: NamedSchema,
  country: CountrySchema,
  booths: z.array(ExhibitorBoothSchema),
});

/** An exhibitor as the directory lists it. */
export const ExhibitorSummarySchema = exhibitorCard.meta({ id: 'ExhibitorSummary' });
export type ExhibitorSummary = z.infer<typeof ExhibitorSummarySchema>;

export const ExhibitorPageSchema = pageOf(ExhibitorSummarySchema);
export type ExhibitorPage = z.infer<typeof ExhibitorPageSchema>;

export const ExhibitorSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  hall: z.string(),
  speakers: z.array(z.string()).meta({ description: "the company's people in the session" }),
});

/** GET /exhibitors/{id}: the company page. */
export const ExhibitorSchema = exhibitorCard
  .extend({
    description: z.string(),
    website: z.string().nullable(),
    email: z.string().nullable(),
    telephone: z.string().nullable(),
    social: z.array(ExhibitorLinkSchema),
    brands: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
    products: z.array(ProductSchema).meta({ description: "the first products of the company's brands" }),
    sessions: z.array(ExhibitorSessionSchema),
  })
  .meta({ id: 'Exhibitor' });
export type Exhibitor = z.infer<typeof ExhibitorSchema>;
export const ExhibitorResponseSchema = z.object({ exhibitor: ExhibitorSchema });
export type ExhibitorResponse = z.infer<typeof ExhibitorResponseSchema>;

/** GET /exhibition/filters: the choices of the directory's filters, with how many exhibitors each holds. */
export const ExhibitionFiltersSchema = z.object({
  categories: z.array(NamedSchema.extend({ count: z.number().int() })),
  countries: z.array(CountrySchema.extend({ count: z.number().int() })),
  halls: z.array(HallRefSchema.extend({ count: z.number().int() })),
});
export type ExhibitionFilters = z.infer<typeof ExhibitionFiltersSchema>;

const RectSchema = {
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
};

/** GET /exhibition/map: the floor plan in metres, origin at the top-left corner; not mirrored in right-to-left pages. */
export const ExhibitionMapSchema = z
  .object({
    bounds: z.object(RectSchema).meta({ description: 'the rectangle holding every hall' }),
    halls: z.array(HallRefSchema.extend(RectSchema)),
    booths: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        ...RectSchema,
        hall: HallRefSchema,
        isFree: z.boolean().meta({ description: 'no company holds it' }),
        exhibitor: z
          .object({ id: z.number().int(), name: z.string(), logoUrl: z.string(), category: NamedSchema })
          .nullable()
          .meta({ description: 'null when the booth is free or its company is not published yet' }),
      }),
    ),
  })
  .meta({ id: 'ExhibitionMap' });
export type ExhibitionMap = z.infer<typeof ExhibitionMapSchema>;
