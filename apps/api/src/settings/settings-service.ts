import type { Locale } from '@forum/contract/locale';
import { defaultMapSettings, type MapSettings } from '@forum/contract/maps';
import type { SettingsResponse, StoredSettings } from '@forum/contract/settings';
import { type ChangeFeed, createLocalChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { pick } from '../localize.ts';
import { deleteSetting, findSettingRows, upsertSetting } from './settings-queries.ts';

// Settings are read on every request (maintenance) and by every page: they live in memory. A change through
// any process is forgotten by all at once (decision 028); one made by hand shows after a short time.
const CACHE_MS = 5_000;

/** What a key that is not stored holds (the seed stores them all; a new key starts here). */
export const defaultSettings: StoredSettings = {
  site: {
    name: { ar: 'الملتقى', en: 'The Forum' },
    description: { ar: '', en: '' },
    currency: 'SAR',
    vatRate: 0.15,
    timeZone: 'Asia/Riyadh',
  },
  contacts: { email: '', telephone: '', whatsapp: null, address: { ar: '', en: '' } },
  social: [],
  appLinks: { apple: null, google: null },
  forum: {
    startDate: new Date(0).toISOString(),
    endDate: new Date(0).toISOString(),
    location: { name: { ar: '', en: '' }, address: { ar: '', en: '' }, coordinates: { lat: 24.7136, lng: 46.6753 } },
  },
  maintenance: false,
};

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(db: Db, changes: ChangeFeed = createLocalChangeFeed()) {
  let cached: { stored: StoredSettings; json: Record<Locale, string>; loadedAt: number } | undefined;
  let loading: Promise<NonNullable<typeof cached>> | undefined;
  // a change bumps the generation, so a load that started before it cannot put the old values back
  let generation = 0;

  async function load() {
    const rows = await findSettingRows(db);
    const typed = storedSettingsOf(rows);
    return {
      stored: typed,
      json: { ar: JSON.stringify({ data: present(typed, 'ar') }), en: JSON.stringify({ data: present(typed, 'en') }) },
      loadedAt: Date.now(),
    };
  }

  async function current(): Promise<NonNullable<typeof cached>> {
    if (cached && Date.now() - cached.loadedAt < CACHE_MS) return cached;
    const startedAt = generation;
    loading ??= load().finally(() => {
      loading = undefined;
    });
    const loaded = await loading;
    if (startedAt !== generation) return current();
    cached = loaded;
    return loaded;
  }

  changes.subscribe('settings', () => {
    generation += 1;
    cached = undefined;
    loading = undefined;
  });
  const forget = () => changes.publish('settings');

  return {
    get: async () => (await current()).stored,
    /** The GET /settings answer, serialized once per language and change. */
    getAnswerJson: async (locale: Locale) => (await current()).json[locale],
    isMaintenance: async () => (await current()).stored.maintenance,
    async set<K extends keyof StoredSettings>(key: K, value: StoredSettings[K]) {
      await upsertSetting(db, key, value);
      await forget();
    },
    async remove(key: keyof StoredSettings) {
      await deleteSetting(db, key);
      await forget();
    },
  };
}

/** The settings as stored: each row over its default. */
export function storedSettingsOf(rows: readonly { key: string; value: unknown }[]): StoredSettings {
  const stored = { ...defaultSettings } as Record<string, unknown>;
  for (const row of rows) stored[row.key] = row.value;
  return stored as StoredSettings;
}

function present(stored: StoredSettings, locale: Locale): SettingsResponse {
  const { site, contacts, forum } = stored;
  return {
    settings: {
      name: pick(site.name, locale),
      description: pick(site.description, locale),
      currency: site.currency,
      vatRate: site.vatRate,
      timeZone: site.timeZone,
      contacts: { ...contacts, address: pick(contacts.address, locale) },
      social: stored.social,
      appLinks: stored.appLinks,
      maintenance: stored.maintenance,
      maps: mapSettingsOf(stored),
    },
    forumDates: {
      startDate: forum.startDate,
      endDate: forum.endDate,
      timeZone: site.timeZone,
      location: {
        name: pick(forum.location.name, locale),
        address: pick(forum.location.address, locale),
        coordinates: forum.location.coordinates,
      },
    },
  };
}

/** The map settings in force: what is stored over the defaults. */
export function mapSettingsOf(stored: StoredSettings): MapSettings {
  return { ...defaultMapSettings, ...stored.maps };
}
