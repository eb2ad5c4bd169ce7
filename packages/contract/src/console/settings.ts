import { z } from 'zod';
import { EMAIL_REGEX, VatNumberSchema } from '../account.ts';
import { staffPermissions } from '../permissions.ts';
import { StaleBaseSchema } from './list.ts';
import { RETURN_WINDOW_MAX_DAYS, type SocialField, socialField, socialNetworks } from './settings-rules.ts';

/**
 * The schemas of the console's settings calls (decision 061), by the names of ./settings-paths.ts; spread into
 * the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 *
 * The form is flat (one field per value, a pair per bilingual text, one link per network), as the console's
 * form kit posts it; the API stores it in the settings' keys (site, forum, contacts, social, appLinks, shop).
 * The forum's dates are wall-clock times in the forum's zone (`2027-02-16T09:00`), as the staff type them.
 */

/** A text that may be left empty (sent empty or not at all). */
const text = (max: number) => z.string().trim().max(max).default('');
const required = (max: number) => z.string().trim().min(1).max(max);
/** A link typed in the form, or nothing. */
const link = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).default('');
const localDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  .meta({ description: "a wall-clock time in the forum's zone: 2027-02-16T09:00" });

const socialLinks = Object.fromEntries(socialNetworks.map((network) => [socialField(network), link])) as Record<
  SocialField,
  typeof link
>;

export const ConsoleSettingsFieldsSchema = z.object({
  // the forum
  siteNameAr: required(120),
  siteNameEn: required(120),
  descriptionAr: text(500),
  descriptionEn: text(500),
  forumStart: localDateTime,
  forumEnd: localDateTime,
  // the venue
  venueNameAr: text(200),
  venueNameEn: text(200),
  venueAddressAr: text(300),
  venueAddressEn: text(300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  // contacts
  // empty (no address shown) or an address as every email field takes it
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || EMAIL_REGEX.test(value), { params: { messageKey: 'invalidEmail' } })
    .default(''),
  telephone: text(30),
  whatsapp: text(30),
  addressAr: text(300),
  addressEn: text(300),
  // social and app-store links
  ...socialLinks,
  appleUrl: link,
  googleUrl: link,
  // invoices, VAT and returns
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/),
  vatPercent: z.number().min(0).max(100),
  sellerNameAr: text(200),
  sellerNameEn: text(200),
  sellerAddressAr: text(300),
  sellerAddressEn: text(300),
  vatNumber: z.union([z.literal(''), VatNumberSchema]).default(''),
  returnWindowDays: z.number().int().min(0).max(RETURN_WINDOW_MAX_DAYS),
});
export type ConsoleSettingsFields = z.infer<typeof ConsoleSettingsFieldsSchema>;

export const ConsoleSettingsBodySchema = ConsoleSettingsFieldsSchema.extend({ base: StaleBaseSchema }).refine(
  (body) => body.forumEnd > body.forumStart,
  { path: ['forumEnd'], params: { messageKey: 'endBeforeStart' } },
);

export const ConsoleSettingsSchema = ConsoleSettingsFieldsSchema.extend({
  maintenance: z.boolean(),
  timeZone: z.string(),
}).meta({ id: 'ConsoleSettings' });
export type ConsoleSettings = z.infer<typeof ConsoleSettingsSchema>;

export const MaintenanceBodySchema = z.object({ maintenance: z.boolean() });

const staffCall = { auth: 'account', permission: staffPermissions.settings } as const;

export const settingsEndpoints = {
  'consoleSettings.get': { answer: ConsoleSettingsSchema, ...staffCall, errors: ['forbidden'] },
  'consoleSettings.update': {
    body: ConsoleSettingsBodySchema,
    answer: ConsoleSettingsSchema,
    ...staffCall,
    errors: ['forbidden', 'staleEdit'],
  },
  'consoleSettings.maintenance': {
    body: MaintenanceBodySchema,
    answer: ConsoleSettingsSchema,
    ...staffCall,
    errors: ['forbidden'],
  },
} as const;
