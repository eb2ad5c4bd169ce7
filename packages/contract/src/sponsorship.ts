import { z } from 'zod';
import { EmailSchema, TelephoneSchema } from './account.ts';
import { EnquiryMessageSchema, optionalField, PersonNameSchema } from './forms.ts';
import { IdSchema } from './params.ts';

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** GET /subscriptions?sort=true: the sponsorship packages, in the forum's order when sorted. */
export const SubscriptionsQuerySchema = z.object({ sort: flag.default(true) });

export const SponsorshipPackageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number().meta({ description: 'riyals (stored in halalas)' }),
    currency: z.string(),
    benefits: z.array(z.string()),
    slots: z.number().int().meta({ description: 'how many sponsors the tier takes' }),
    color: z.string(),
    isFeatured: z.boolean(),
  })
  .meta({ id: 'SponsorshipPackage' });
export type SponsorshipPackage = z.infer<typeof SponsorshipPackageSchema>;
export const SponsorshipPackageListSchema = z.object({ items: z.array(SponsorshipPackageSchema) });
export type SponsorshipPackageList = z.infer<typeof SponsorshipPackageListSchema>;

/** POST /sponsorship-requests: an enquiry about a package (or about sponsorship in general). */
export const SponsorshipRequestBodySchema = z.object({
  companyName: z.string().trim().min(1).max(120),
  name: PersonNameSchema,
  email: EmailSchema,
  telephone: TelephoneSchema,
  packageId: optionalField(IdSchema),
  message: EnquiryMessageSchema,
});
export type SponsorshipRequestBody = z.input<typeof SponsorshipRequestBodySchema>;
