import { z } from 'zod';
import type { MapSettings } from './maps.ts';

export const CoordinatesSchema = z.object({ lat: z.number(), lng: z.number() });

export const SocialLinkSchema = z.object({
  network: z.enum(['x', 'instagram', 'youtube', 'linkedin', 'facebook', 'tiktok', 'snapchat']),
  url: z.string(),
});

/** The forum's dates and place, as answered by GET /settings (data.forumDates). */
export const ForumDatesSchema = z.object({
  startDate: z.string().meta({ description: 'ISO 8601 instant the forum opens' }),
  endDate: z.string().meta({ description: 'ISO 8601 instant the forum closes' }),
  timeZone: z.string(),
  location: z.object({
    name: z.string(),
    address: z.string(),
    coordinates: CoordinatesSchema,
  }),
});

export const MapSettingsSchema = z
  .object({
    tileUrl: z.string().meta({ description: 'tile URL template with {z}, {x}, {y} (and {s} for subdomains)' }),
    attribution: z.string().meta({ description: 'plain text credit of the tiles, shown on the map' }),
    geocoderUrl: z.string().meta({
      description: 'a Nominatim-compatible search: GET {geocoderUrl}?q=…&format=json → [{lat, lon, display_name}]',
    }),
  })
  .meta({ id: 'MapSettings' }) satisfies z.ZodType<MapSettings>;

/** General site settings in the request's language (data.settings). */
export const SiteSettingsSchema = z.object({
  name: z.string(),
  description: z.string(),
  currency: z.string(),
  vatRate: z.number().meta({ description: 'VAT as a fraction, 0.15 for 15%' }),
  timeZone: z.string(),
  contacts: z.object({
    email: z.string(),
    telephone: z.string(),
    whatsapp: z.string().nullable(),
    address: z.string(),
  }),
  social: z.array(SocialLinkSchema),
  appLinks: z.object({ apple: z.string().nullable(), google: z.string().nullable() }),
  maintenance: z.boolean(),
  maps: MapSettingsSchema.optional().meta({ description: 'map tiles and address search; defaults when absent' }),
});

export const SettingsResponseSchema = z.object({
  settings: SiteSettingsSchema,
  forumDates: ForumDatesSchema,
});

export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export type ForumDates = z.infer<typeof ForumDatesSchema>;
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

/**
 * How settings are stored: one row per key in the settings table, bilingual text as {ar, en}.
 * The seed writes these keys; the settings service reads them.
 */
export type Localized = { ar: string; en: string };
export type StoredSettings = {
  site: { name: Localized; description: Localized; currency: string; vatRate: number; timeZone: string };
  contacts: { email: string; telephone: string; whatsapp: string | null; address: Localized };
  social: { network: z.infer<typeof SocialLinkSchema>['network']; url: string }[];
  appLinks: { apple: string | null; google: string | null };
  forum: {
    startDate: string;
    endDate: string;
    location: { name: Localized; address: Localized; coordinates: { lat: number; lng: number } };
  };
  maintenance: boolean;
  /**
   * The shop's seller details on tax invoices and its return window (decision 035); absent: no VAT number,
   * 14 days, and the seller named and placed as the site (its name, the contacts' address; decision 066).
   */
  shop?: { vatNumber?: string; returnWindowDays?: number; sellerName?: Localized; sellerAddress?: Localized };
  /** Absent: OpenStreetMap's tiles and Nominatim (defaultMapSettings); given fields override those. */
  maps?: Partial<MapSettings>;
};
