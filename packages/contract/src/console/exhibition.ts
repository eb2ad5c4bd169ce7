import { z } from 'zod';
import { EmailSchema, SocialLinkSchema, TelephoneSchema } from '../account.ts';
import { optionalField } from '../forms.ts';
import { IdParamsSchema } from '../params.ts';
import { staffPermissions } from '../permissions.ts';
import {
  BOOTH_MIN_SIDE,
  customsReviewStatuses,
  exhibitorReviewStatuses,
  FLOOR_MAX,
  REVIEW_MESSAGE_MAX,
} from './exhibition-rules.ts';
import { consoleCsvOf, consoleListOf, consoleListQuery, StaleBaseSchema } from './list.ts';

/**
 * The schemas of the console's exhibition calls (decision 061), by the names of ./exhibition-paths.ts; spread into
 * the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 * The review of exhibitors and customs-clearance accounts, and the exhibition's records (decision 064).
 */

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const idParams = { params: IdParamsSchema };
const review = { auth: 'account', permission: staffPermissions.exhibitorReview } as const;
const exhibition = { auth: 'account', permission: staffPermissions.exhibition } as const;
const created = [201] as const;
const text = (max: number) => z.string().trim().min(1).max(max);
/** A coordinate or a side on the floor plan, in metres; the API snaps it to the grid (exhibition-rules.ts). */
const metres = z.coerce.number().min(0).max(FLOOR_MAX);
const side = z.coerce
  .number()
  .min(BOOTH_MIN_SIDE / 2)
  .max(FLOOR_MAX);
const instant = z.string().nullable();

// ---------------------------------------------------------------- the review

const ReviewStatusSchema = z.enum([...exhibitorReviewStatuses, 'withdrawn']).meta({
  description:
    'waiting: not published, not rejected, with an owner; published; rejected; withdrawn: not published and its owner deleted the account',
});

export const ExhibitorReviewListQuerySchema = consoleListQuery(['id', 'name', 'reviewedAt'], {
  status: z.enum(exhibitorReviewStatuses).optional(),
});
export type ExhibitorReviewListQuery = z.input<typeof ExhibitorReviewListQuerySchema>;

export const ExhibitorReviewRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string(),
  category: z.string(),
  country: z.string(),
  email: z.string().nullable(),
  owner: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  status: ReviewStatusSchema,
  reviewedAt: instant,
});
export type ExhibitorReviewRow = z.infer<typeof ExhibitorReviewRowSchema>;

export const ExhibitorRecordSchema = z.object({
  id: z.number().int(),
  nameAr: z.string(),
  nameEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  logoUrl: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  country: z.string(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  social: z.array(SocialLinkSchema),
  status: ReviewStatusSchema,
  reviewedAt: instant,
  rejectedAt: instant,
  reviewMessage: z.string().nullable(),
  owner: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      telephone: z.string().nullable(),
      locale: z.string(),
      companyName: z.string().nullable(),
      taxNumber: z.string().nullable(),
      commercialRegistration: z.string().nullable(),
      emailVerified: z.boolean(),
      createdAt: z.string(),
    })
    .nullable(),
  booths: z.array(z.object({ id: z.number().int(), code: z.string(), hall: z.string() })),
});
export type ExhibitorRecord = z.infer<typeof ExhibitorRecordSchema>;
export const ExhibitorRecordResponseSchema = z.object({ exhibitor: ExhibitorRecordSchema });

/** A rejection's message, emailed to the applicant in their language. */
export const ReviewRejectBodySchema = z.object({ message: text(REVIEW_MESSAGE_MAX) });
export type ReviewRejectBody = z.input<typeof ReviewRejectBodySchema>;

const CustomsStatusSchema = z.enum(customsReviewStatuses);

export const CustomsListQuerySchema = consoleListQuery(['createdAt', 'email', 'company'], {
  status: CustomsStatusSchema.optional(),
});
export type CustomsListQuery = z.input<typeof CustomsListQuerySchema>;

export const CustomsRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  commercialRegistration: z.string().nullable(),
  createdAt: z.string(),
  status: CustomsStatusSchema,
  reviewedAt: instant,
});
export type CustomsRow = z.infer<typeof CustomsRowSchema>;

export const CustomsRecordSchema = CustomsRowSchema.extend({
  telephone: z.string().nullable(),
  taxNumber: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  locale: z.string(),
  rejectedAt: instant,
  reviewMessage: z.string().nullable(),
  licence: z.object({ name: z.string(), mime: z.string(), size: z.number().int() }).nullable(),
});
export type CustomsRecord = z.infer<typeof CustomsRecordSchema>;
export const CustomsRecordResponseSchema = z.object({ account: CustomsRecordSchema });

// ---------------------------------------------------------------- the exhibition's records

/** The company as the directory shows it, in both languages; every field sent (the form holds them all). */
export const ExhibitorUpdateBodySchema = z.object({
  nameAr: text(120),
  nameEn: text(120),
  descriptionAr: z.string().trim().max(2000),
  descriptionEn: z.string().trim().max(2000),
  category: id,
  country: z
    .string()
    .trim()
    .length(2)
    .regex(/^[A-Z]{2}$/)
    .meta({ description: 'ISO 3166 alpha-2' }),
  website: optionalField(z.string().trim().max(300)).meta({
    description: 'https:// is prepended when no protocol is given',
  }),
  email: optionalField(EmailSchema),
  telephone: optionalField(TelephoneSchema),
  social: z.array(SocialLinkSchema).max(10).optional(),
  logoUpload: optionalField(id).meta({ description: 'an upload (purpose logo) of the staff member; absent keeps it' }),
  base: StaleBaseSchema,
});
export type ExhibitorUpdateBody = z.input<typeof ExhibitorUpdateBodySchema>;

export const CategoryRowSchema = z.object({
  id: z.number().int(),
  nameAr: z.string(),
  nameEn: z.string(),
  exhibitors: z.number().int(),
});
export type CategoryRow = z.infer<typeof CategoryRowSchema>;
export const CategoryBodySchema = z.object({ nameAr: text(80), nameEn: text(80), base: StaleBaseSchema });
export type CategoryBody = z.input<typeof CategoryBodySchema>;

const HallFieldsSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,8}$/),
  nameAr: text(80),
  nameEn: text(80),
  x: metres,
  y: metres,
  width: side,
  height: side,
});
export const HallRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  booths: z.number().int(),
});
export type HallRow = z.infer<typeof HallRowSchema>;
export const HallBodySchema = HallFieldsSchema.extend({ base: StaleBaseSchema });
export type HallBody = z.input<typeof HallBodySchema>;

export const PlanBoothSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  hallId: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  exhibitor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type PlanBooth = z.infer<typeof PlanBoothSchema>;

/** A hall's floor plan for the editor: the hall, its booths, and the companies a booth may be given to. */
export const HallPlanSchema = z.object({
  hall: HallRowSchema,
  booths: z.array(PlanBoothSchema),
  exhibitors: z.array(z.object({ id: z.number().int(), name: z.string(), status: ReviewStatusSchema })),
  grid: z.number().meta({ description: 'the grid step in metres every placement is snapped to' }),
});
export type HallPlan = z.infer<typeof HallPlanSchema>;

export const BoothResponseSchema = z.object({
  booth: PlanBoothSchema,
  hall: HallRowSchema,
  halls: z.array(HallRowSchema),
});
export type BoothResponse = z.infer<typeof BoothResponseSchema>;

const boothCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,12}$/);

export const BoothCreateBodySchema = z.object({
  hallId: id,
  code: boothCode,
  x: metres,
  y: metres,
  width: side,
  height: side,
  exhibitorId: optionalField(id),
});
export type BoothCreateBody = z.input<typeof BoothCreateBodySchema>;

/** The booth's code and who holds it (absent: a free booth): the form holds both. */
export const BoothUpdateBodySchema = z.object({
  code: boothCode,
  exhibitorId: optionalField(id),
  base: StaleBaseSchema,
});
export type BoothUpdateBody = z.input<typeof BoothUpdateBodySchema>;

/**
 * Place, move or resize a booth: the hall and the box in metres, snapped to the grid by the API, inside the
 * hall's outline and on no other booth of the hall; `base` the box it had when the editor opened.
 */
export const BoothPlaceBodySchema = z.object({
  hallId: id,
  x: metres,
  y: metres,
  width: side,
  height: side,
  base: StaleBaseSchema,
});
export type BoothPlaceBody = z.input<typeof BoothPlaceBodySchema>;

const DeletedSchema = z.object({ id: z.number().int() });

export const exhibitionEndpoints = {
  'consoleExhibition.exhibitors': {
    query: ExhibitorReviewListQuerySchema,
    answer: consoleListOf(ExhibitorReviewRowSchema),
    ...review,
  },
  'consoleExhibition.exhibitorsCsv': consoleCsvOf({ query: ExhibitorReviewListQuerySchema, ...review }),
  'consoleExhibition.exhibitor': {
    ...idParams,
    answer: ExhibitorRecordResponseSchema,
    ...review,
  },
  'consoleExhibition.approveExhibitor': {
    ...idParams,
    answer: ExhibitorRecordResponseSchema,
    ...review,
    errors: ['reviewSettled'],
  },
  'consoleExhibition.rejectExhibitor': {
    ...idParams,
    body: ReviewRejectBodySchema,
    answer: ExhibitorRecordResponseSchema,
    ...review,
    errors: ['reviewSettled'],
  },
  'consoleExhibition.customsAccounts': {
    query: CustomsListQuerySchema,
    answer: consoleListOf(CustomsRowSchema),
    ...review,
  },
  'consoleExhibition.customsAccountsCsv': consoleCsvOf({ query: CustomsListQuerySchema, ...review }),
  'consoleExhibition.customsAccount': {
    ...idParams,
    answer: CustomsRecordResponseSchema,
    ...review,
  },
  'consoleExhibition.customsLicence': {
    ...idParams,
    produces: 'application/octet-stream',
    ...review,
  },
  'consoleExhibition.approveCustoms': {
    ...idParams,
    answer: CustomsRecordResponseSchema,
    ...review,
    errors: ['reviewSettled'],
  },
  'consoleExhibition.rejectCustoms': {
    ...idParams,
    body: ReviewRejectBodySchema,
    answer: CustomsRecordResponseSchema,
    ...review,
    errors: ['reviewSettled'],
  },

  'consoleExhibition.exhibitorForm': {
    ...idParams,
    answer: ExhibitorRecordResponseSchema,
    ...exhibition,
  },
  'consoleExhibition.updateExhibitor': {
    ...idParams,
    body: ExhibitorUpdateBodySchema,
    answer: ExhibitorRecordResponseSchema,
    ...exhibition,
    errors: ['staleEdit'],
  },
  'consoleExhibition.categories': {
    answer: z.object({ items: z.array(CategoryRowSchema) }),
    ...exhibition,
  },
  'consoleExhibition.createCategory': {
    body: CategoryBodySchema,
    answer: z.object({ category: CategoryRowSchema }),
    status: created,
    ...exhibition,
  },
  'consoleExhibition.updateCategory': {
    ...idParams,
    body: CategoryBodySchema,
    answer: z.object({ category: CategoryRowSchema }),
    ...exhibition,
    errors: ['staleEdit'],
  },
  'consoleExhibition.deleteCategory': {
    ...idParams,
    answer: DeletedSchema,
    ...exhibition,
    errors: ['inUse'],
  },
  'consoleExhibition.halls': {
    answer: z.object({ items: z.array(HallRowSchema) }),
    ...exhibition,
  },
  'consoleExhibition.createHall': {
    body: HallBodySchema,
    answer: z.object({ hall: HallRowSchema }),
    status: created,
    ...exhibition,
    errors: ['floorOverlap'],
  },
  'consoleExhibition.updateHall': {
    ...idParams,
    body: HallBodySchema,
    answer: z.object({ hall: HallRowSchema }),
    ...exhibition,
    errors: ['staleEdit', 'floorOverlap', 'outsideHall'],
  },
  'consoleExhibition.deleteHall': { ...idParams, answer: DeletedSchema, ...exhibition, errors: ['inUse'] },
  'consoleExhibition.hallPlan': { ...idParams, answer: HallPlanSchema, ...exhibition },
  'consoleExhibition.booth': { ...idParams, answer: BoothResponseSchema, ...exhibition },
  'consoleExhibition.createBooth': {
    body: BoothCreateBodySchema,
    answer: BoothResponseSchema,
    status: created,
    ...exhibition,
    errors: ['floorOverlap', 'outsideHall'],
  },
  'consoleExhibition.updateBooth': {
    ...idParams,
    body: BoothUpdateBodySchema,
    answer: BoothResponseSchema,
    ...exhibition,
    errors: ['staleEdit'],
  },
  'consoleExhibition.placeBooth': {
    ...idParams,
    body: BoothPlaceBodySchema,
    answer: BoothResponseSchema,
    ...exhibition,
    errors: ['staleEdit', 'floorOverlap', 'outsideHall'],
  },
  'consoleExhibition.deleteBooth': { ...idParams, answer: DeletedSchema, ...exhibition },
} as const;
