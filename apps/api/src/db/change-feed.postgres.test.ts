import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { CHANGE_CHANNEL, EVENT_CHANNEL } from './change-feed.ts';
import { products, shipmentTypes } from './schema.ts';

// Two servers, each with its own pool, caches and LISTEN connection, on one PostgreSQL database: what
// two processes behind a load balancer are. PGlite is one process, so there is nothing to share there:
// *.postgres.test.ts files run only in the PostgreSQL pass of the API tier (vitest.config.ts).
describe('two processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let productId = 0;
  let pickup = 0;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ sameDatabaseAs: a });
    const [product] = await a.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'director-notebook'));
    productId = product?.id ?? 0;
    const types = await a.db.select().from(shipmentTypes);
    pickup = types.find((type) => !type.needsAddress)?.id ?? 0;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** How many products B lists as in stock, asked twice so the second answer comes from its memory. */
  async function inStockOnB(): Promise<number> {
    await b.call('GET', '/api/products?inStock=true');
    return (await b.call('GET', '/api/products?inStock=true')).json.data.pagination.total;
  }

  /** A new customer buys the given quantity of the product through A (cash, picked up). */
  async function buyThroughA(quantity: number) {
    const [person] = await createAccounts(a.db, `feed-${Date.now()}`, 1);
    if (!person) throw new Error('no account');
    const added = await a.call('POST', '/api/cart', { headers: person.headers, body: { id: productId, quantity } });
    expect(added.status, added.text).toBe(200);
    const order = await a.call('POST', '/api/orders', {
      headers: person.headers,
      body: { address: null, shipmentType: pickup, paymentMethod: 'cash_on_delivery' },
    });
    expect(order.status, order.text).toBe(200);
  }

  // A answers once it has heard its own notice back; B hears the same notice on its own connection
  // moments apart, so B is read until it has (a second at most, against the 5 s of its cache).
  it('shows a sale through one process on the other within moments, not after its cache expires', async () => {
    await a.db.update(products).set({ stock: 2 }).where(eq(products.id, productId));
    const before = await inStockOnB();
    await buyThroughA(1);
    expect(await inStockOnB()).toBe(before);
    await buyThroughA(1);
    await expect.poll(inStockOnB, { timeout: 1_000, interval: 20 }).toBe(before - 1);
  });

  // Both servers share this test's one event loop, so B may run its notice just after the next call
  // is sent; a second is far less than the 5 s B would otherwise keep the old settings.
  it('shows a settings change through one process on the other within moments, not after its cache expires', async () => {
    const statusOnB = async () => (await b.call('GET', '/api/products')).status;
    expect(await statusOnB()).toBe(200);
    await a.settings.set('maintenance', true);
    try {
      await expect.poll(statusOnB, { timeout: 1_000, interval: 20 }).toBe(503);
    } finally {
      await a.settings.set('maintenance', false);
    }
    await expect.poll(statusOnB, { timeout: 1_000, interval: 20 }).toBe(200);
  });

  it('hears the others again after its LISTEN connection is cut, forgetting what it may have missed', async () => {
    await a.db.update(products).set({ stock: 5 }).where(eq(products.id, productId));
    await b.productPages.forget();
    const before = await inStockOnB();
    await a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database()
            and query in (${`LISTEN ${CHANGE_CHANNEL}`}, ${`LISTEN ${EVENT_CHANNEL}`})`,
    );
    // written by hand while nobody listens: only the reconnection's forgetting can show it
    await a.db.update(products).set({ stock: 0 }).where(eq(products.id, productId));
    await expect.poll(inStockOnB, { timeout: 4_000, interval: 100 }).toBe(before - 1);
    await a.db.update(products).set({ stock: 1 }).where(eq(products.id, productId));
    await b.productPages.forget();
    expect(await inStockOnB()).toBe(before);
    await buyThroughA(1);
    await expect.poll(inStockOnB, { timeout: 1_000, interval: 20 }).toBe(before - 1);
  });
});
