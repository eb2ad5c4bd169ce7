import { z } from 'zod';
import { contactMessageTypes } from '../info.ts';
import { mediaTypes } from '../media.ts';
import { moneySchema } from '../money-schema.ts';
import { IdSchema } from '../params.ts';
import {
  contactStatuses,
  contentLimits,
  enquiryStatuses,
  eventPeriods,
  photoMoves,
  reviewStatuses,
} from './content-rules.ts';
import { consoleListOf, consoleListQuery, StaleBaseSchema } from './list.ts';

// The console's content (decision 065). A record's form and its answer have the same flat shape: each
// bilingual text as two fields side by side (`titleAr`, `titleEn`), as the form kit's BilingualField posts
// them; the form sends back what it opened with as `base`, and a save over someone else's is refused.

const text = (max: number) => z.string().trim().min(1).max(max);

/** A text in both languages, both required: `pair('title', 200)` is `{ titleAr, titleEn }`. */
function pair<const K extends string>(key: K, max: number) {
  return { [`${key}Ar`]: text(max), [`${key}En`]: text(max) } as Record<`${K}Ar` | `${K}En`, z.ZodString>;
}
/** The answer's side of a pair: two strings. */
function pairOut<const K extends string>(key: K) {
  return { [`${key}Ar`]: z.string(), [`${key}En`]: z.string() } as Record<`${K}Ar` | `${K}En`, z.ZodString>;
}

/** A picture or file of the site: one uploaded here (`/uploads/…`) or an https address. */
const FileUrlSchema = z
  .string()
  .trim()
  .max(contentLimits.url)
  .regex(/^(?:\/uploads\/|https:\/\/)[^\s]+$/);
const optionalUrl = z.union([FileUrlSchema, z.literal('')]).optional();

/**
 * A time as the console's field sends it: the forum's wall clock (`2026-12-01T18:30`), or an instant with its
 * offset; the API reads the first in the forum's time zone (`instantOf`). Answers give instants in UTC.
 */
const TimeSchema = z.union([z.iso.datetime({ offset: true }), z.iso.datetime({ local: true })]);

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);
const sortOrder = z.coerce.number().int().min(0).max(10_000).optional();

const base = { base: StaleBaseSchema };

/** What every delete answers: the record that is gone. */
export const DeletedSchema = z.object({ id: z.number().int() });

/** A picture uploaded for a record (multipart `file`), kept in every width and format (decision 047). */
export const ContentPictureSchema = z.object({ url: z.string() });

// ---------------------------------------------------------------- events

export const ConsoleEventListQuerySchema = consoleListQuery(['startsAt', 'title'], {
  when: z.enum(eventPeriods).optional(),
});
const eventFields = {
  ...pair('title', contentLimits.title),
  ...pair('description', contentLimits.body),
  ...pair('venue', contentLimits.title),
  ...pair('address', contentLimits.title),
  latitude,
  longitude,
  startsAt: TimeSchema,
  endsAt: TimeSchema,
  imageUrl: FileUrlSchema,
};
export const ConsoleEventBodySchema = z.object({ ...eventFields, ...base });
export type ConsoleEventBody = z.input<typeof ConsoleEventBodySchema>;
export const ConsoleEventSchema = z.object({
  id: z.number().int(),
  ...pairOut('title'),
  ...pairOut('description'),
  ...pairOut('venue'),
  ...pairOut('address'),
  latitude: z.number(),
  longitude: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  imageUrl: z.string(),
});
export type ConsoleEvent = z.infer<typeof ConsoleEventSchema>;
export const ConsoleEventListSchema = consoleListOf(ConsoleEventSchema);

// ---------------------------------------------------------------- media

export const ConsoleMediaListQuerySchema = consoleListQuery(['publishedAt', 'title'], {
  type: z.enum(mediaTypes).optional(),
});
export const ConsoleMediaBodySchema = z.object({
  type: z.enum(mediaTypes),
  ...pair('title', contentLimits.title),
  ...pair('summary', contentLimits.summary),
  ...pair('body', contentLimits.body),
  coverUrl: FileUrlSchema,
  videoUrl: optionalUrl.meta({ description: 'a video: its file (/uploads/…) or an https address; required for one' }),
  captionsUrl: optionalUrl.meta({ description: 'WebVTT captions; `{lang}` stands for ar or en' }),
  publishedAt: TimeSchema,
  ...base,
});
export type ConsoleMediaBody = z.input<typeof ConsoleMediaBodySchema>;
export const ConsolePhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  ...pairOut('caption'),
  sortOrder: z.number().int(),
});
export type ConsolePhoto = z.infer<typeof ConsolePhotoSchema>;
export const ConsoleMediaSchema = z.object({
  id: z.number().int(),
  type: z.enum(mediaTypes),
  ...pairOut('title'),
  ...pairOut('summary'),
  ...pairOut('body'),
  coverUrl: z.string(),
  videoUrl: z.string(),
  captionsUrl: z.string(),
  publishedAt: z.string(),
  photoCount: z.number().int(),
});
export type ConsoleMedia = z.infer<typeof ConsoleMediaSchema>;
export const ConsoleMediaListSchema = consoleListOf(ConsoleMediaSchema);
export const ConsoleMediaItemSchema = z.object({ item: ConsoleMediaSchema, photos: z.array(ConsolePhotoSchema) });
export type ConsoleMediaItem = z.infer<typeof ConsoleMediaItemSchema>;

export const MediaPhotoParamsSchema = z.object({ id: IdSchema, photoId: IdSchema });
export const ConsolePhotoBodySchema = z.object({ url: FileUrlSchema, ...pair('caption', contentLimits.title) });
export const ConsolePhotoCaptionBodySchema = z.object({ ...pair('caption', contentLimits.title) });
export const ConsolePhotoMoveBodySchema = z.object({ direction: z.enum(photoMoves) });

// ---------------------------------------------------------------- sponsorship

export const ConsolePackageListQuerySchema = consoleListQuery(['sortOrder', 'name', 'price'], {});
export const ConsolePackageBodySchema = z.object({
  ...pair('name', contentLimits.title),
  ...pair('description', contentLimits.summary),
  price: moneySchema('nonNegative', 'the package price in riyals'),
  benefitsAr: text(contentLimits.benefits).meta({ description: 'one benefit a line' }),
  benefitsEn: text(contentLimits.benefits).meta({ description: 'one benefit a line, as many as in Arabic' }),
  slots: z.coerce.number().int().min(0).max(1000),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/),
  sortOrder,
  isFeatured: z.boolean().optional(),
  ...base,
});
export type ConsolePackageBody = z.input<typeof ConsolePackageBodySchema>;
export const ConsolePackageSchema = z.object({
  id: z.number().int(),
  ...pairOut('name'),
  ...pairOut('description'),
  price: z.number(),
  currency: z.string(),
  benefitsAr: z.string(),
  benefitsEn: z.string(),
  slots: z.number().int(),
  color: z.string(),
  sortOrder: z.number().int(),
  isFeatured: z.boolean(),
});
export type ConsolePackage = z.infer<typeof ConsolePackageSchema>;
export const ConsolePackageListSchema = consoleListOf(ConsolePackageSchema);

export const ConsoleEnquiryListQuerySchema = consoleListQuery(['createdAt', 'companyName'], {
  status: z.enum(enquiryStatuses).optional(),
  package: IdSchema.optional(),
});
export const ConsoleEnquirySchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  email: z.string(),
  telephone: z.string(),
  message: z.string(),
  packageId: z.number().int().nullable(),
  packageName: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  status: z.enum(enquiryStatuses),
});
export type ConsoleEnquiry = z.infer<typeof ConsoleEnquirySchema>;
export const ConsoleEnquiryListSchema = consoleListOf(ConsoleEnquirySchema);

// ---------------------------------------------------------------- pages, FAQ, services, branches

const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const ConsolePageListQuerySchema = consoleListQuery(['slug', 'updatedAt', 'title'], {});
export const ConsolePageBodySchema = z.object({
  slug: SlugSchema,
  ...pair('title', contentLimits.title),
  ...pair('body', contentLimits.body),
  ...base,
});
export type ConsolePageBody = z.input<typeof ConsolePageBodySchema>;
export const ConsolePageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  ...pairOut('title'),
  ...pairOut('body'),
  updatedAt: z.string(),
});
export type ConsolePage = z.infer<typeof ConsolePageSchema>;
export const ConsolePageListSchema = consoleListOf(ConsolePageSchema);

export const ConsoleFaqListQuerySchema = consoleListQuery(['sortOrder', 'question'], {});
export const ConsoleFaqBodySchema = z.object({
  ...pair('category', contentLimits.title),
  ...pair('question', contentLimits.title),
  ...pair('answer', contentLimits.body),
  sortOrder,
  ...base,
});
export const ConsoleFaqSchema = z.object({
  id: z.number().int(),
  ...pairOut('category'),
  ...pairOut('question'),
  ...pairOut('answer'),
  sortOrder: z.number().int(),
});
export type ConsoleFaq = z.infer<typeof ConsoleFaqSchema>;
export const ConsoleFaqListSchema = consoleListOf(ConsoleFaqSchema);

export const ConsoleServiceListQuerySchema = consoleListQuery(['sortOrder', 'title'], {});
export const ConsoleServiceBodySchema = z.object({
  ...pair('title', contentLimits.title),
  ...pair('summary', contentLimits.summary),
  ...pair('body', contentLimits.body),
  icon: text(contentLimits.icon),
  imageUrl: FileUrlSchema,
  sortOrder,
  ...base,
});
export const ConsoleServiceSchema = z.object({
  id: z.number().int(),
  ...pairOut('title'),
  ...pairOut('summary'),
  ...pairOut('body'),
  icon: z.string(),
  imageUrl: z.string(),
  sortOrder: z.number().int(),
});
export type ConsoleService = z.infer<typeof ConsoleServiceSchema>;
export const ConsoleServiceListSchema = consoleListOf(ConsoleServiceSchema);

export const ConsoleBranchListQuerySchema = consoleListQuery(['name'], {});
export const ConsoleBranchBodySchema = z.object({
  ...pair('name', contentLimits.title),
  ...pair('address', contentLimits.title),
  telephone: text(contentLimits.telephone),
  latitude,
  longitude,
  ...pair('openingHours', contentLimits.title),
  ...base,
});
export const ConsoleBranchSchema = z.object({
  id: z.number().int(),
  ...pairOut('name'),
  ...pairOut('address'),
  telephone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  ...pairOut('openingHours'),
});
export type ConsoleBranch = z.infer<typeof ConsoleBranchSchema>;
export const ConsoleBranchListSchema = consoleListOf(ConsoleBranchSchema);

// ---------------------------------------------------------------- contact messages

export const ConsoleContactListQuerySchema = consoleListQuery(['createdAt', 'subject'], {
  status: z.enum(contactStatuses).optional(),
  type: z.enum(contactMessageTypes).optional(),
});
export const ConsoleContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  telephone: z.string(),
  subject: z.string(),
  messageType: z.string(),
  message: z.string(),
  locale: z.enum(['ar', 'en']),
  createdAt: z.string(),
  answer: z.string(),
  answeredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  status: z.enum(contactStatuses),
});
export type ConsoleContact = z.infer<typeof ConsoleContactSchema>;
export const ConsoleContactListSchema = consoleListOf(ConsoleContactSchema);
/** The staff's answer, emailed as written (in the sender's language), then the message is answered. */
export const ConsoleContactAnswerBodySchema = z.object({
  answer: text(contentLimits.answer),
  ...base,
});

// ---------------------------------------------------------------- reviews

export const ConsoleReviewListQuerySchema = consoleListQuery(['createdAt', 'rating'], {
  status: z.enum(reviewStatuses).optional(),
  product: IdSchema.optional(),
});
export const ConsoleReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  status: z.enum(reviewStatuses),
  createdAt: z.string(),
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type ConsoleReview = z.infer<typeof ConsoleReviewSchema>;
export const ConsoleReviewListSchema = consoleListOf(ConsoleReviewSchema);
