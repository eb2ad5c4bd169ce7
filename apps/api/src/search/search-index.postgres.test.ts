import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { planOf } from '../test/plans.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { searchGroup, suggestInGroup } from './search-queries.ts';
import { idMatches, indexedDocument, matchesEveryTerm, matchesSearch } from './search-sql.ts';

// The plans of the site search, the suggestions and the shop's search read the search index (decision 046):
// a later change that quietly falls back to normalising every row fails here. PostgreSQL only, on a
// catalogue of 20,000 products (a planner reads a table of a few dozen rows whole, rightly).
let api: TestApp;
const PRODUCTS = 20_000;
// each name is one of 20 words in each language (5% of the catalogue), then a number
const ENGLISH =
  'camera lens tripod light filter monitor cable battery case drone slider gimbal microphone mixer stand bag reflector screen lamp rig';
const ARABIC =
  'كاميرا عدسة حامل إضاءة مرشح شاشة كابل بطارية حقيبة طائرة منزلق مثبت ميكروفون خلاط قاعدة شنطة عاكس ستارة مصباح منصة';

beforeAll(async () => {
  api = await startTestApp();
  await api.db.execute(sql`insert into products (slug, sku, name, description, category_id, price_minor, stock, image_url)
    select 'plan-' || i, 'PLAN-' || i,
      jsonb_build_object('ar', (string_to_array(${ARABIC}, ' '))[1 + i % 20] || ' ' || i,
        'en', initcap((string_to_array(${ENGLISH}, ' '))[1 + i % 20]) || ' ' || i),
      jsonb_build_object('ar', 'وصف ' || md5(i::text), 'en', 'Described ' || md5(i::text)),
      (select min(id) from categories), 1000, 5, '/uploads/demo/products/test.svg'
    from generate_series(1, ${PRODUCTS}) as i`);
  // what autovacuum does in time: the index's pending entries merged, the statistics taken
  await api.db.execute(sql`vacuum analyze search_documents`);
  await api.db.execute(sql`analyze products`);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

describe('the search reads the index on PostgreSQL', () => {
  it.each([
    ['an English word', 'tripods'],
    ['an Arabic word', 'بطاريه'],
    ['two words', 'camera 1234'],
  ])('site search of %s: a trigram and stem lookup, no scan of the products', async (_case, q) => {
    const plan = await planOf(api.db, searchGroup(api.db, 'products', q, 6));
    expect(plan).toMatch(/Bitmap Index Scan on search_documents_document_trgm_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on search_documents_stems_idx/);
    expect(plan).not.toMatch(/Seq Scan on search_documents/);
  });

  it.each([
    ['an English start', 'gimb'],
    ['an Arabic start', 'ميكرو'],
    ['two starts', 'ref 12'],
  ])('suggestions of %s: a trigram lookup on the titles', async (_case, q) => {
    const plan = await planOf(api.db, suggestInGroup(api.db, 'products', q, 8));
    expect(plan).toMatch(/Bitmap Index Scan on search_documents_title_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on search_documents/);
  });

  it('the shop search and the directory filters: the same lookup', async () => {
    const shop = await planOf(
      api.db,
      sql`select ${products.id} from ${products} where ${idMatches(products.id, 'products', matchesSearch(indexedDocument, 'camera'))}`,
    );
    expect(shop).toMatch(/Bitmap Index Scan on search_documents_document_trgm_idx/);
    expect(shop).not.toMatch(/Seq Scan on search_documents/);
    const filter = await planOf(
      api.db,
      sql`select ${products.id} from ${products} where ${idMatches(products.id, 'products', matchesEveryTerm(indexedDocument, 'drone'))}`,
    );
    expect(filter).toMatch(/Bitmap Index Scan on search_documents_document_trgm_idx/);
  });
});
