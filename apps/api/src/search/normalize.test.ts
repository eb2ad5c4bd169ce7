import { normalizeSearch } from '@forum/contract/search-text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api?.close();
});

const samples = [
  'أَحْمَدُ إِسْلَامٌ آمِنَةٌ',
  'مُسْتَشْفَى ٱلْـقَاهِرَة ١٢٣ ۴۵',
  'مسؤول هيئة الرُّؤَى',
  '\u0627\u0654\u0641\u0644\u0627\u0645 \u0627\u0653\u0641\u0627\u0642',
  'Rawi STUDIOS, Najm Optics',
  'هٰذا ســـينما',
  '100% _under\\score',
];

describe('normalize_search, the database side of the search normalisation', () => {
  it('normalises exactly as the TypeScript function does', async () => {
    for (const sample of samples) {
      const [row] = await api.db
        .select({ normalized: sql<string>`normalize_search(${sample})` })
        .from(sql`(select 1) as one`);
      expect(row?.normalized, sample).toBe(normalizeSearch(sample));
    }
  });

  it('is immutable, so indexes and generated columns may use it', async () => {
    const rows = await api.db
      .select({ volatility: sql<string>`provolatile` })
      .from(sql`pg_proc`)
      .where(sql`proname = 'normalize_search'`);
    expect(rows).toEqual([{ volatility: 'i' }]);
  });
});
