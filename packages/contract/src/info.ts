import { z } from 'zod';
import { EmailSchema, TelephoneSchema } from './account.ts';
import { EnquiryMessageSchema, optionalField, PersonNameSchema } from './forms.ts';
import { MediaTypeSchema } from './media.ts';
import { SearchTextSchema } from './params.ts';

// ---------------------------------------------------------------- managed pages

/** /about-us, /terms-conditions, /community … and /page/{slug} */
export const PageSlugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(80),
});

export const PageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    body: z.string().meta({ description: 'plain text; paragraphs separated by a blank line' }),
    updatedAt: z.string(),
  })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof PageSchema>;
export const PageResponseSchema = z.object({ page: PageSchema });
export type PageResponse = z.infer<typeof PageResponseSchema>;

// ---------------------------------------------------------------- FAQ

/** GET /faqs?q= : searched in both languages, questions and answers. */
export const FaqQuerySchema = z.object({ q: SearchTextSchema.optional() });

export const FaqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof FaqSchema>;
export const FaqListSchema = z
  .object({
    groups: z.array(z.object({ category: z.string(), items: z.array(FaqSchema) })),
    total: z.number().int(),
  })
  .meta({ id: 'FaqList' });
export type FaqList = z.infer<typeof FaqListSchema>;

// ---------------------------------------------------------------- contact

export const contactMessageTypes = ['general', 'media', 'sponsorship', 'exhibition', 'technical'] as const;
export const ContactMessageTypeSchema = z.enum(contactMessageTypes);
export type ContactMessageType = z.infer<typeof ContactMessageTypeSchema>;

/** POST /contact-us */
export const ContactBodySchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  telephone: optionalField(TelephoneSchema),
  subject: z.string().trim().min(1).max(150),
  messageType: ContactMessageTypeSchema,
  message: EnquiryMessageSchema,
});
export type ContactBody = z.input<typeof ContactBodySchema>;

// ---------------------------------------------------------------- services

const serviceCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  icon: z.string().meta({ description: 'the name of an icon of the site' }),
  imageUrl: z.string(),
});
export const ServiceSummarySchema = serviceCard.meta({ id: 'ServiceSummary' });
export type ServiceSummary = z.infer<typeof ServiceSummarySchema>;
export const ServiceListSchema = z.object({ items: z.array(ServiceSummarySchema) });
export type ServiceList = z.infer<typeof ServiceListSchema>;
export const ServiceSchema = serviceCard.extend({ body: z.string() }).meta({ id: 'Service' });
export type Service = z.infer<typeof ServiceSchema>;
export const ServiceResponseSchema = z.object({ service: ServiceSchema });
export type ServiceResponse = z.infer<typeof ServiceResponseSchema>;

// ---------------------------------------------------------------- community

/** GET /community: the page's text and what the forum's community is made of, from the data. */
export const CommunitySchema = z
  .object({
    page: z.object({ title: z.string(), body: z.string() }).nullable(),
    figures: z.object({
      speakers: z.number().int(),
      sessions: z.number().int(),
      workshops: z.number().int(),
      exhibitors: z.number().int(),
      countries: z.number().int().meta({ description: 'countries the speakers and exhibitors come from' }),
      events: z.number().int(),
    }),
    speakers: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        title: z.string(),
        organization: z.string(),
        photoUrl: z.string(),
      }),
    ),
    exhibitors: z.array(z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string() })),
    events: z.array(z.object({ id: z.number().int(), title: z.string(), startsAt: z.string(), venue: z.string() })),
  })
  .meta({ id: 'Community' });
export type Community = z.infer<typeof CommunitySchema>;

// ---------------------------------------------------------------- sitemap

const entry = { id: z.number().int(), title: z.string() };

/**
 * GET /sitemap: everything public that comes from the data, titled in the language asked for; the
 * website builds the addresses (its routes are its own) and adds its fixed pages.
 */
export const SitemapSchema = z
  .object({
    pages: z.array(z.object({ slug: z.string(), title: z.string(), lastModified: z.string() })),
    exhibitors: z.array(z.object(entry)),
    events: z.array(z.object({ ...entry, startsAt: z.string() })),
    media: z.array(z.object({ ...entry, type: MediaTypeSchema, lastModified: z.string() })),
    services: z.array(z.object(entry)),
    sessions: z.array(z.object({ ...entry, startsAt: z.string() })),
    speakers: z.array(z.object(entry)),
    workshops: z.array(z.object({ ...entry, startsAt: z.string() })),
    products: z.array(z.object({ ...entry, slug: z.string() })),
  })
  .meta({ id: 'Sitemap' });
export type Sitemap = z.infer<typeof SitemapSchema>;
