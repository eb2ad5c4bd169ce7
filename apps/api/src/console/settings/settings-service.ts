import type {
  ConsoleSettings,
  ConsoleSettingsBodySchema,
  ConsoleSettingsFields,
} from '@forum/contract/console/settings';
import { socialField, socialNetworks } from '@forum/contract/console/settings-rules';
import { DEFAULT_RETURN_WINDOW_DAYS } from '@forum/contract/order-rules';
import { staffPermissions } from '@forum/contract/permissions';
import type { StoredSettings } from '@forum/contract/settings';
import type { z } from 'zod';
import { requireAccess } from '../../auth/access.ts';
import type { Session } from '../../auth/sessions.ts';
import { knownTimeZone, localDateTimeOf, offsetMinutesAt } from '../../calendar/time-zone.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { splitPair } from '../../localize.ts';
import { storedSettingsOf } from '../../settings/settings-service.ts';
import { recordAudit } from '../audit.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { refuseStale } from '../stale.ts';
import { findSettingRows, lockSettingRows, writeSettings } from './settings-queries.ts';

type SettingsBody = z.output<typeof ConsoleSettingsBodySchema>;

const settingsRule = { as: 'staff', permission: staffPermissions.settings } as const;

// ---------------------------------------------------------------- the forum's wall clock

/** An instant as the form shows it: the forum's wall-clock time, `2027-02-16T09:00`. */
export function wallClockOf(iso: string, timeZone: string): string {
  const local = localDateTimeOf(new Date(iso), timeZone); // 20270216T090000
  return `${local.slice(0, 4)}-${local.slice(4, 6)}-${local.slice(6, 8)}T${local.slice(9, 11)}:${local.slice(11, 13)}`;
}

/** The instant a wall-clock time of the zone names; the offset checked once more around a change of it. */
export function instantOf(wallClock: string, timeZone: string): string {
  const [date = '', time = ''] = wallClock.split('T');
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const guess = new Date(asUtc - offsetMinutesAt(new Date(asUtc), timeZone) * 60_000);
  return new Date(asUtc - offsetMinutesAt(guess, timeZone) * 60_000).toISOString();
}

// ---------------------------------------------------------------- stored ↔ the form

/** The form's flat values from the stored keys (the seller as the invoices name it when none is set). */
export function fieldsOf(stored: StoredSettings): ConsoleSettingsFields {
  const timeZone = knownTimeZone(stored.site.timeZone);
  const { site, forum, contacts, shop } = stored;
  const linkOf = (network: string) => stored.social.find((link) => link.network === network)?.url ?? '';
  return {
    ...splitPair('siteName', site.name),
    ...splitPair('description', site.description),
    forumStart: wallClockOf(forum.startDate, timeZone),
    forumEnd: wallClockOf(forum.endDate, timeZone),
    ...splitPair('venueName', forum.location.name),
    ...splitPair('venueAddress', forum.location.address),
    latitude: forum.location.coordinates.lat,
    longitude: forum.location.coordinates.lng,
    email: contacts.email,
    telephone: contacts.telephone,
    whatsapp: contacts.whatsapp ?? '',
    ...splitPair('address', contacts.address),
    socialX: linkOf('x'),
    socialInstagram: linkOf('instagram'),
    socialYoutube: linkOf('youtube'),
    socialLinkedin: linkOf('linkedin'),
    socialFacebook: linkOf('facebook'),
    socialTiktok: linkOf('tiktok'),
    socialSnapchat: linkOf('snapchat'),
    appleUrl: stored.appLinks.apple ?? '',
    googleUrl: stored.appLinks.google ?? '',
    currency: site.currency,
    // a fraction stored (0.15), a percentage typed (15): rounded so that 0.145 does not show as 14.499999
    vatPercent: Math.round(site.vatRate * 100 * 10_000) / 10_000,
    sellerNameAr: shop?.sellerName?.ar ?? site.name.ar,
    sellerNameEn: shop?.sellerName?.en ?? site.name.en,
    sellerAddressAr: shop?.sellerAddress?.ar ?? contacts.address.ar,
    sellerAddressEn: shop?.sellerAddress?.en ?? contacts.address.en,
    vatNumber: shop?.vatNumber ?? '',
    returnWindowDays: shop?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
  };
}

/** The stored keys the form's values make (the keys it does not edit stay as they are). */
function storedOf(fields: ConsoleSettingsFields, current: StoredSettings): Partial<StoredSettings> {
  const timeZone = knownTimeZone(current.site.timeZone);
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    site: {
      ...current.site,
      name: { ar: fields.siteNameAr, en: fields.siteNameEn },
      description: { ar: fields.descriptionAr, en: fields.descriptionEn },
      currency: fields.currency,
      vatRate: Math.round(fields.vatPercent * 100) / 10_000,
    },
    forum: {
      startDate: instantOf(fields.forumStart, timeZone),
      endDate: instantOf(fields.forumEnd, timeZone),
      location: {
        name: { ar: fields.venueNameAr, en: fields.venueNameEn },
        address: { ar: fields.venueAddressAr, en: fields.venueAddressEn },
        coordinates: { lat: fields.latitude, lng: fields.longitude },
      },
    },
    contacts: {
      email: fields.email,
      telephone: fields.telephone,
      whatsapp: orNull(fields.whatsapp),
      address: { ar: fields.addressAr, en: fields.addressEn },
    },
    social: socialNetworks
      .map((network) => ({ network, url: fields[socialField(network)] }))
      .filter((link) => link.url !== ''),
    appLinks: { apple: orNull(fields.appleUrl), google: orNull(fields.googleUrl) },
    shop: {
      ...current.shop,
      vatNumber: fields.vatNumber,
      returnWindowDays: fields.returnWindowDays,
      sellerName: { ar: fields.sellerNameAr, en: fields.sellerNameEn },
      sellerAddress: { ar: fields.sellerAddressAr, en: fields.sellerAddressEn },
    },
  };
}

function answerOf(stored: StoredSettings): ConsoleSettings {
  return { ...fieldsOf(stored), maintenance: stored.maintenance, timeZone: knownTimeZone(stored.site.timeZone) };
}

/** A key's value as the audit log keeps it: an object, its fields compared one by one. */
const audited = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };

// ---------------------------------------------------------------- the calls

/** The settings as they are in the database now (not the 5 s memory: the form opens on the truth). */
export async function readSettings(db: Db, session: Session | null) {
  requireAccess(session, settingsRule);
  return answerOf(storedSettingsOf(await findSettingRows(db)));
}

/**
 * Saves the settings form (decision 066): refused as stale when a value it opened with has changed
 * since; each key that changed is one audit entry (entity 'setting', id the key); then every process
 * forgets its settings and its kept pages, so the public site shows the change at once.
 */
export async function saveSettings(deps: ConsoleDeps, session: Session | null, body: SettingsBody) {
  const caller = requireAccess(session, settingsRule);
  const { base, ...fields } = body;
  const saved = await inTransaction(deps.db, async (tx) => {
    const current = storedSettingsOf(await lockSettingRows(tx));
    refuseStale(base, fieldsOf(current));
    const next = storedOf(fields, current);
    const changed = Object.fromEntries(
      Object.entries(next).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key as keyof StoredSettings]),
      ),
    );
    await writeSettings(tx, changed);
    for (const [key, value] of Object.entries(changed)) {
      await recordAudit(tx, caller, {
        entity: 'setting',
        entityId: key,
        action: 'update',
        before: audited(current[key as keyof StoredSettings] ?? null),
        after: audited(value),
      });
    }
    return { ...current, ...next } as StoredSettings;
  });
  await forgetEverywhere(deps);
  return answerOf(saved);
}

/** Maintenance on or off (decision 066): the public site answers 503 while it is on; the staff go on working. */
export async function switchMaintenance(deps: ConsoleDeps, session: Session | null, maintenance: boolean) {
  const caller = requireAccess(session, settingsRule);
  const saved = await inTransaction(deps.db, async (tx) => {
    const current = storedSettingsOf(await lockSettingRows(tx));
    if (current.maintenance !== maintenance) {
      await writeSettings(tx, { maintenance });
      await recordAudit(tx, caller, {
        entity: 'setting',
        entityId: 'maintenance',
        action: maintenance ? 'maintenanceOn' : 'maintenanceOff',
        before: { maintenance: current.maintenance },
        after: { maintenance },
      });
    }
    return { ...current, maintenance };
  });
  await forgetEverywhere(deps);
  return answerOf(saved);
}

async function forgetEverywhere(deps: ConsoleDeps) {
  await deps.changes.publish('settings');
  await deps.changes.publish('pages');
}
