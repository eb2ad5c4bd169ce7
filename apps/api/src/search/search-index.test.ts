import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conferenceSessionSpeakers,
  conferenceSessions,
  exhibitors,
  products,
  speakers,
  workshops,
} from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// The search index (search_documents, decision 046) is kept by triggers: after any write to a searched
// table it must hold exactly what the view search_sources computes from the tables. On PGlite, and with
// TEST_DATABASE_URL on PostgreSQL.
let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api?.close();
});

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? []) as Record<string, unknown>[];

/** The rows the index holds but the view does not, and the other way round. */
async function differences() {
  return rowsOf(
    await api.db.execute(sql`(select 'stale' as side, kind, id, title, document from search_documents
        except select 'stale', kind, id, title, document from search_sources)
      union all
      (select 'missing', kind, id, title, document from search_sources
        except select 'missing', kind, id, title, document from search_documents)`),
  );
}

async function documentOf(kind: string, id: number) {
  const [row] = rowsOf(
    await api.db.execute(sql`select title, document from search_documents where kind = ${kind} and id = ${id}`),
  );
  return row as { title: string; document: string } | undefined;
}

describe('the search index', () => {
  it('holds every searchable record of the demo data as the view computes it', async () => {
    expect(await differences()).toEqual([]);
    const [counted] = rowsOf(await api.db.execute(sql`select count(*)::int as n from search_documents`));
    expect(Number(counted?.n)).toBeGreaterThan(50);
  });

  it('follows the writes: a new product, a renamed one, a speaker renamed or added, deletions', async () => {
    const [product] = await api.db.select().from(products).limit(1);
    if (!product) throw new Error('a demo product');
    const [copy] = await api.db
      .insert(products)
      .values({
        ...product,
        id: undefined,
        slug: 'index-test',
        sku: 'IDX-0001',
        name: { ar: 'كاميرا زِفير', en: 'Zefir' },
      })
      .returning({ id: products.id });
    const id = copy?.id ?? 0;
    expect((await documentOf('products', id))?.title).toBe('كاميرا زفير zefir');
    expect((await documentOf('products', id))?.document).toContain('idx-0001');

    await api.db
      .update(products)
      .set({ name: { ar: 'عدسة', en: 'Lens Qorva' } })
      .where(eq(products.id, id));
    expect((await documentOf('products', id))?.title).toBe('عدسه lens qorva');
    // a write the search does not read leaves the index alone (and takes no lock on it)
    await api.db.update(products).set({ stock: 3 }).where(eq(products.id, id));

    const [link] = await api.db.select().from(conferenceSessionSpeakers).limit(1);
    const [workshop] = await api.db.select().from(workshops).limit(1);
    if (!link || !workshop) throw new Error('a demo session with a speaker, and a workshop');
    await api.db
      .update(speakers)
      .set({ name: { ar: 'زُهير', en: 'Zuhair Qorvan' } })
      .where(eq(speakers.id, link.speakerId));
    expect((await documentOf('sessions', link.sessionId))?.document).toContain('زهير zuhair qorvan');
    await api.db.update(workshops).set({ instructorId: link.speakerId }).where(eq(workshops.id, workshop.id));
    expect((await documentOf('workshops', workshop.id))?.document).toContain('zuhair qorvan');

    const [other] = await api.db.select().from(speakers).where(sql`${speakers.id} <> ${link.speakerId}`).limit(1);
    await api.db.delete(conferenceSessionSpeakers).where(eq(conferenceSessionSpeakers.sessionId, link.sessionId));
    expect((await documentOf('sessions', link.sessionId))?.document).not.toContain('zuhair');
    await api.db.insert(conferenceSessionSpeakers).values({ sessionId: link.sessionId, speakerId: other?.id ?? 0 });
    expect(await differences()).toEqual([]);

    const [template] = await api.db.select().from(conferenceSessions).limit(1);
    if (!template) throw new Error('a demo session');
    const [session] = await api.db
      .insert(conferenceSessions)
      .values({ ...template, id: undefined })
      .returning({ id: conferenceSessions.id });
    await api.db.insert(conferenceSessionSpeakers).values({ sessionId: session?.id ?? 0, speakerId: link.speakerId });
    await api.db.delete(conferenceSessions).where(eq(conferenceSessions.id, session?.id ?? 0));
    expect(await documentOf('sessions', session?.id ?? 0)).toBeUndefined();

    await api.db.delete(products).where(eq(products.id, id));
    expect(await documentOf('products', id)).toBeUndefined();
    await api.db
      .update(exhibitors)
      .set({ description: { ar: 'وصف', en: 'Plain' } })
      .where(sql`true`);
    expect(await differences()).toEqual([]);
  });

  it('finds through the index what the writes put there', async () => {
    const [product] = await api.db.select().from(products).limit(1);
    await api.db
      .update(products)
      .set({ name: { ar: 'مِصباح كورفيل', en: 'Korvel lamp' } })
      .where(eq(products.id, product?.id ?? 0));
    const site = await api.call('GET', '/api/search?q=korvel');
    expect(site.json.data.groups.products.map((hit: { id: number }) => hit.id)).toEqual([product?.id]);
    const shop = await api.call('GET', `/api/products?q=${encodeURIComponent('مصباح')}`);
    expect(shop.json.data.items.map((item: { id: number }) => item.id)).toContain(product?.id);
    const typed = await api.call('GET', '/api/search/suggestions?q=korv');
    expect(typed.json.data.items.map((item: { id: number }) => item.id)).toEqual([product?.id]);
  });
});
