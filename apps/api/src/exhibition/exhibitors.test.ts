import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitors } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Booth = { id: number; code: string; hall: { id: number; code: string; name: string } };
type Summary = {
  id: number;
  name: string;
  summary: string;
  logoUrl: string;
  category: { id: number; name: string };
  country: { code: string; name: string };
  booths: Booth[];
};
type Page = { items: Summary[]; pagination: { page: number; perPage: number; total: number; lastPage: number } };

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api?.close();
});

async function directory(query: string, locale: 'ar' | 'en' = 'en'): Promise<Page> {
  const { status, json } = await api.call('GET', `/api/exhibitors?${query}`, { locale });
  expect(status).toBe(200);
  return json.data;
}

const search = async (q: string, locale: 'ar' | 'en' = 'ar') =>
  (await directory(`perPage=50&q=${encodeURIComponent(q)}`, locale)).items.map((item) => item.name);

/** The id of a seeded exhibitor, found by its English name in the whole directory. */
async function idOf(englishName: string): Promise<number> {
  const all = await directory('perPage=50');
  const found = all.items.find((item) => item.name === englishName);
  if (!found) throw new Error(`no exhibitor ${englishName}`);
  return found.id;
}

describe('GET /exhibitors', () => {
  it('lists the published companies with their card fields and booths, in the language asked for', async () => {
    const english = await directory('perPage=50');
    const arabic = await directory('perPage=50', 'ar');
    expect(english.pagination).toEqual({ page: 1, perPage: 50, total: 30, lastPage: 1 });
    expect(english.items).toHaveLength(30);
    const rawi = english.items.find((item) => item.name === 'Rawi Studios');
    expect(rawi).toMatchObject({
      logoUrl: expect.stringMatching(/^\/uploads\/demo\/exhibitors\//),
      category: { name: 'Production studios' },
      country: { code: 'SA', name: 'Saudi Arabia' },
      booths: [{ code: 'B-01', hall: { code: 'B', name: 'Hall B' } }],
    });
    expect(rawi?.summary.length).toBeLessThanOrEqual(144);
    const rawiInArabic = arabic.items.find((item) => item.id === rawi?.id);
    expect(rawiInArabic).toMatchObject({
      name: 'استوديوهات راوي',
      category: { name: 'استوديوهات الإنتاج' },
      country: { name: 'المملكة العربية السعودية' },
      booths: [{ hall: { name: 'القاعة ب' } }],
    });
  });

  it('finds a company by an Arabic query with or without hamza on its alef', async () => {
    expect(await search('أفلام الحارة')).toEqual(['أفلام الحارة']);
    expect(await search('افلام الحاره')).toEqual(['أفلام الحارة']);
    expect(await search('إضاءة آفاق')).toEqual(['إضاءة آفاق']);
    expect(await search('اضاءة افاق')).toEqual(['إضاءة آفاق']);
    expect(await search('امنة')).toEqual(['آمنة للخدمات اللوجستية']);
    // hamza written on an alef that has none
    expect(await search('أمنه للخدمات')).toEqual(['آمنة للخدمات اللوجستية']);
  });

  it('finds a company by a query with or without diacritics and tatweel', async () => {
    expect(await search('إِضَاءَةُ آفَاق')).toEqual(['إضاءة آفاق']);
    expect(await search('الرُّؤَى')).toEqual(['استوديو الرؤى']);
    expect(await search('ســراب')).toEqual(['سراب سيني للكاميرات']);
  });

  it('finds a company whether taa marbuta is written as haa and alef maqsura as yaa or not', async () => {
    expect(await search('مؤسسه الإنتاج')).toEqual(['مؤسسة الإنتاج السينمائي']);
    expect(await search('مؤسسة الانتاج السينمائى')).toEqual(['مؤسسة الإنتاج السينمائي']);
    expect(await search('الرؤي')).toEqual(['استوديو الرؤى']);
    expect(await search('مرسي للتوزيع')).toEqual(['مرسى للتوزيع السينمائي']);
    expect(await search('مرسى')).toEqual(await search('مرسي'));
  });

  it('finds companies in English without regard to case, and Arabic names from English pages', async () => {
    expect(await search('NAJM optics', 'en')).toEqual(['Najm Optics']);
    expect(await search('najm', 'en')).toEqual(['Najm Optics']);
    // an Arabic query on the English page finds the company and answers its English name
    expect(await search('نجم للبصريات', 'en')).toEqual(['Najm Optics']);
    expect(await search('Najm Optics', 'ar')).toEqual(['نجم للبصريات']);
  });

  it('puts companies whose name matches before those whose description does', async () => {
    const names = await search('lighting', 'en');
    expect(names.slice(0, 2).sort()).toEqual(['Afaq Lighting', 'Nordljus Lighting']);
    expect(names.length).toBeGreaterThan(2);
  });

  it('answers an empty page for a query nobody matches, and treats LIKE wildcards as text', async () => {
    expect(await search('zzzz-no-such-company')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('filters by category, country and hall, alone and together', async () => {
    const all = await directory('perPage=50');
    const equipment = all.items.find((item) => item.name === 'Najm Optics')?.category.id;
    const byCategory = await directory(`perPage=50&category=${equipment}`);
    expect(byCategory.items.length).toBe(6);
    expect(byCategory.pagination.total).toBe(6);
    expect(byCategory.items.every((item) => item.category.id === equipment)).toBe(true);

    const emirati = await directory('perPage=50&country=ae');
    expect(emirati.items.map((item) => item.name).sort()).toEqual([
      'Marsa Film Distribution',
      'Oasis Productions',
      'Sada Audio',
    ]);
    expect(emirati.items.every((item) => item.country.code === 'AE')).toBe(true);

    const hallB = all.items.flatMap((item) => item.booths).find((booth) => booth.hall.code === 'B')?.hall.id;
    const inHallB = await directory(`perPage=50&hall=${hallB}`);
    expect(inHallB.items.length).toBe(10);
    expect(inHallB.pagination.total).toBe(10);
    expect(inHallB.items.every((item) => item.booths.some((booth) => booth.hall.id === hallB))).toBe(true);

    const together = await directory(`perPage=50&category=${equipment}&hall=${hallB}&country=SA`);
    expect(together.items.map((item) => item.name).sort()).toEqual(['Najm Optics', 'Sarab Cine Cameras']);
    expect(together.pagination.total).toBe(2);
    const studiosInB = `hall=${hallB}&q=${encodeURIComponent('استوديو')}`;
    const searched = (await directory(`perPage=50&${studiosInB}`)).items;
    expect(searched.map((item) => item.id).sort()).toEqual(
      (await directory(`perPage=50&q=${encodeURIComponent('استوديو')}`)).items
        .filter((item) => item.booths.some((booth) => booth.hall.id === hallB))
        .map((item) => item.id)
        .sort(),
    );
    expect((await directory(`perPage=1&${studiosInB}`)).pagination.total).toBe(searched.length);
    expect(searched.length).toBeGreaterThan(1);
  });

  it('pages through the directory without repeats and answers an empty page past the last', async () => {
    const first = await directory('perPage=12&page=1');
    const second = await directory('perPage=12&page=2');
    const third = await directory('perPage=12&page=3');
    expect(first.pagination).toEqual({ page: 1, perPage: 12, total: 30, lastPage: 3 });
    expect(third.items).toHaveLength(6);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(30);
    const beyond = await directory('perPage=12&page=4');
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 4, perPage: 12, total: 30, lastPage: 3 });
  });

  it('refuses a page size above the limit and malformed filters with 400 and field errors', async () => {
    const tooMany = await api.call('GET', '/api/exhibitors?perPage=51');
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors).toEqual([{ key: 'perPage', value: 'Enter a value of at most 50' }]);
    const arabic = await api.call('GET', '/api/exhibitors?perPage=51', { locale: 'ar' });
    expect(arabic.json.errors).toEqual([{ key: 'perPage', value: 'أدخل قيمة لا تزيد على 50' }]);
    const bad = await api.call('GET', '/api/exhibitors?category=abc&hall=99999999999&country=Saudi&page=0');
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((error: { key: string }) => error.key).sort()).toEqual([
      'category',
      'country',
      'hall',
      'page',
    ]);
    const nul = await api.call('GET', '/api/exhibitors?q=%00');
    expect(nul.status).toBe(400);
  });
});

describe('GET /exhibitors/{id}', () => {
  it('answers the company page with absolute links, booths, products of its brands and its sessions', async () => {
    const id = await idOf('Sarab Cine Cameras');
    const { status, json } = await api.call('GET', `/api/exhibitors/${id}`);
    expect(status).toBe(200);
    const exhibitor = json.data.exhibitor;
    expect(exhibitor).toMatchObject({
      id,
      name: 'Sarab Cine Cameras',
      website: 'https://www.sarabcine.example',
      email: 'info@sarabcine.example',
      telephone: '+966115550206',
      booths: [{ code: 'B-03', hall: { code: 'B' } }],
      brands: [{ name: 'Sarab Cine', slug: 'sarab-cine' }],
    });
    expect(exhibitor.description.length).toBeGreaterThan(exhibitor.summary.length - 4);
    expect(exhibitor.social.length).toBeGreaterThan(0);
    expect(exhibitor.social.every((link: { url: string }) => link.url.startsWith('https://'))).toBe(true);
    expect(exhibitor.products.length).toBeGreaterThan(0);
    for (const product of exhibitor.products) {
      expect(product).toMatchObject({ brand: { slug: 'sarab-cine' }, price: expect.any(Number) });
    }

    const rawi = await api.call('GET', `/api/exhibitors/${await idOf('Rawi Studios')}`);
    expect(rawi.json.data.exhibitor.products).toEqual([]);
    expect(rawi.json.data.exhibitor.sessions.length).toBeGreaterThan(0);
    for (const session of rawi.json.data.exhibitor.sessions) {
      expect(session.speakers).toContain('Reem Al-Omari');
      expect(Date.parse(session.startsAt)).toBeLessThan(Date.parse(session.endsAt));
    }
  });

  it('prepends https:// to links stored without a protocol', async () => {
    const id = await idOf('Decor Atelier');
    await api.db
      .update(exhibitors)
      .set({ website: 'decoratelier.example', social: [{ network: 'instagram', url: 'instagram.com/decor' }] })
      .where(eq(exhibitors.id, id));
    const { json } = await api.call('GET', `/api/exhibitors/${id}`);
    expect(json.data.exhibitor.website).toBe('https://decoratelier.example');
    expect(json.data.exhibitor.social).toEqual([{ network: 'instagram', url: 'https://instagram.com/decor' }]);
  });

  it('answers 404 for an unknown company and 400 for an id that is not one, in both languages', async () => {
    const unknown = await api.call('GET', '/api/exhibitors/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ errors: [{ key: 'error', value: 'Not found' }] });
    const arabic = await api.call('GET', '/api/exhibitors/999999', { locale: 'ar' });
    expect(arabic.json).toEqual({ errors: [{ key: 'error', value: 'غير موجود' }] });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await api.call('GET', `/api/exhibitors/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.json.errors[0].key).toBe('id');
    }
  });
});

type MapBooth = {
  id: number;
  code: string;
  x: number;
  y: number;
  width: number;
  height: number;
  hall: { id: number; code: string };
  isFree: boolean;
  exhibitor: { id: number; name: string; logoUrl: string; category: { id: number; name: string } } | null;
};

describe('GET /exhibition/map', () => {
  it('draws every booth inside its hall, with its company or null when free', async () => {
    const { status, json } = await api.call('GET', '/api/exhibition/map');
    expect(status).toBe(200);
    const { halls, booths, bounds } = json.data as {
      halls: { id: number; code: string; x: number; y: number; width: number; height: number }[];
      booths: MapBooth[];
      bounds: { x: number; y: number; width: number; height: number };
    };
    expect(halls.map((hall) => hall.code)).toEqual(['A', 'B']);
    expect(booths).toHaveLength(36);
    expect(bounds).toEqual({ x: 0, y: 0, width: 116, height: 40 });
    for (const booth of booths) {
      const hall = halls.find((candidate) => candidate.id === booth.hall.id);
      expect(hall, booth.code).toBeDefined();
      if (!hall) continue;
      expect(booth.code.startsWith(`${hall.code}-`)).toBe(true);
      expect(booth.x).toBeGreaterThanOrEqual(hall.x);
      expect(booth.y).toBeGreaterThanOrEqual(hall.y);
      expect(booth.x + booth.width).toBeLessThanOrEqual(hall.x + hall.width);
      expect(booth.y + booth.height).toBeLessThanOrEqual(hall.y + hall.height);
      expect(booth.width).toBeGreaterThan(0);
      expect(booth.height).toBeGreaterThan(0);
      if (booth.isFree) expect(booth.exhibitor).toBeNull();
      else expect(booth.exhibitor).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    }
    expect(booths.filter((booth) => booth.isFree)).toHaveLength(6);
    const taken = booths.filter((booth) => booth.exhibitor);
    expect(new Set(taken.map((booth) => booth.exhibitor?.id)).size).toBe(30);
  });

  it('agrees with the directory on who holds which booth', async () => {
    const map = (await api.call('GET', '/api/exhibition/map', { locale: 'ar' })).json.data.booths as MapBooth[];
    const all = await directory('perPage=50', 'ar');
    for (const item of all.items) {
      for (const booth of item.booths) {
        expect(map.find((entry) => entry.id === booth.id)?.exhibitor?.name).toBe(item.name);
      }
    }
  });
});

describe('GET /exhibition/filters', () => {
  it('answers the categories, countries and halls with how many companies each holds', async () => {
    const { json } = await api.call('GET', '/api/exhibition/filters');
    const { categories, countries, halls } = json.data;
    expect(categories).toHaveLength(7);
    expect(categories.reduce((sum: number, category: { count: number }) => sum + category.count, 0)).toBe(30);
    expect(countries).toContainEqual({ code: 'AE', name: 'United Arab Emirates', count: 3 });
    expect(countries.reduce((sum: number, country: { count: number }) => sum + country.count, 0)).toBe(30);
    expect(halls.map((hall: { code: string; count: number }) => [hall.code, hall.count])).toEqual([
      ['A', 20],
      ['B', 10],
    ]);
  });
});

describe('unpublished companies', () => {
  it('are never listed, searched, shown, counted or named on the map', async () => {
    const id = await idOf('Hara Films');
    await api.db.update(exhibitors).set({ isPublished: false }).where(eq(exhibitors.id, id));

    const all = await directory('perPage=50');
    expect(all.pagination.total).toBe(29);
    expect(all.items.some((item) => item.id === id)).toBe(false);
    expect(await search('أفلام الحارة')).toEqual([]);
    expect((await api.call('GET', `/api/exhibitors/${id}`)).status).toBe(404);

    const map = (await api.call('GET', '/api/exhibition/map')).json.data.booths as MapBooth[];
    const booth = map.find((entry) => entry.code === 'A-03');
    expect(booth).toMatchObject({ exhibitor: null, isFree: false });
    expect(map.some((entry) => entry.exhibitor?.id === id)).toBe(false);

    const filters = (await api.call('GET', '/api/exhibition/filters')).json.data;
    expect(filters.halls.find((hall: { code: string }) => hall.code === 'A').count).toBe(19);
  });
});
