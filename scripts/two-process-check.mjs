// `npm run test:two-processes`: the site as two processes behind a load balancer (decision 028). Starts
// two built servers (apps/api/dist/main.mjs, `npm run build` first) on one new PostgreSQL database and
// one S3-compatible bucket (s3rver, from npm, in this process), then checks across them: the demo
// images and a photo uploaded through A are served by B in every width and format once made (decisions 047, 067), a sale through A shows on B's product list and
// on B's kept guest page at once (decision 031), a payment webhook signed with the configured secret is
// taken by either, a logout through A ends the session on B, the guest-session limit counts both, and a
// chat message through A arrives on a live stream held open on B (decision 037). Prints one line a check and exits
// non-zero when one fails. TEST_DATABASE_URL names the PostgreSQL server (a database is made there
// and dropped afterwards).
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import pg from 'pg';
import sharp from 'sharp';
import { openEventStream, serverEntry, twoServers } from './two-servers.mjs';

const { tsImport } = await import('tsx/esm/api');
const { PICTURE_WIDTHS, pictureOf } = await tsImport('../packages/contract/src/pictures.ts', import.meta.url);

const serverUrl = process.env.TEST_DATABASE_URL;
const DEADLINE_MS = 120_000;
const PASSWORD = 'Forum@2026';

if (!serverUrl) {
  console.error('Set TEST_DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:55432/postgres');
  process.exit(2);
}
if (!existsSync(serverEntry)) {
  console.error('No server build: run `npm run build` first');
  process.exit(2);
}

const startedAt = Date.now();
const secret = randomBytes(32).toString('hex');
let s3;
const pair = twoServers({
  serverUrl,
  label: 'two-processes',
  deadlineMs: DEADLINE_MS,
  gaveUp: '✗ gave up',
  afterStop: () => s3?.close().catch(() => undefined),
});

/** A call as an app makes it: JSON in and out, Bearer token when given. */
async function call(server, method, path, { token, body, headers = {} } = {}) {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      OS: 'wui',
      'LOCALE-CODE': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/**
 * GET /api/stream read as a browser's EventSource: `next(type, count)` waits for events of a type (null: any,
 * the opening `ready` and heartbeats aside); `events` holds them all, their data parsed.
 */
async function openStream(server, token, headers = {}) {
  const events = [];
  let wake = () => undefined;
  const stream = await openEventStream(
    server,
    token,
    ({ id, event, data }) => {
      if (data === undefined || event === 'ready') return;
      events.push({ id, event, data: JSON.parse(data) });
      wake();
    },
    headers,
  );
  expect(stream.response.status === 200, `the stream on ${server.name} answered ${stream.response.status}`);
  return {
    events,
    async next(type, count = 1, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = events.filter((event) => type === null || event.event === type);
        if (found.length >= count) return found.slice(0, count);
        expect(Date.now() < until, `no ${type ?? 'event'} on ${server.name}'s stream within ${timeoutMs} ms`);
        await new Promise((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    close: stream.close,
  };
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * Reads until `done` holds or a second has passed, and answers the last read. A's answer comes once
 * A has heard its own notice back; B hears the same notice on its own connection, moments apart.
 */
async function withinASecond(read, done) {
  const deadline = Date.now() + 1_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function login(server) {
  const answer = await call(server, 'POST', '/api/login', {
    body: { email: 'customer@forum.test', password: PASSWORD },
  });
  expect(answer.status === 200, `login through ${server.name} answered ${answer.status}: ${answer.text}`);
  return answer.json.data.authorization.accessToken;
}

const results = [];
async function check(name, run) {
  const t0 = Date.now();
  try {
    await run();
    results.push(true);
    console.log(`✓ ${name} (${Date.now() - t0} ms)`);
  } catch (error) {
    results.push(false);
    console.log(`✗ ${name}: ${error.message}`);
  }
}

let a;
let b;
try {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(pair.work, 's3'),
    configureBuckets: [{ name: 'forum-files' }],
  });
  const { port: s3Port } = await s3.run();
  // A migrates and seeds (its demo images go to the bucket), then B starts on what A made
  [a, b] = await pair.start({
    PAYMENT_SANDBOX_SECRET: secret,
    DEMO_SITE: 'true',
    S3_BUCKET: 'forum-files',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  console.log(`Two servers on ${pair.databaseName} and an s3rver bucket, started in ${Date.now() - startedAt} ms`);
  const db = new pg.Client({ connectionString: pair.databaseUrl });
  await db.connect();
  const idOf = async (sql) => (await db.query(sql)).rows[0]?.id;
  const notebook = await idOf(`select id from products where slug = 'director-notebook'`);
  const poster = await idOf(`select id from products where slug = 'poster-shadows-of-sand'`);
  const pickup = await idOf('select id from shipment_types where not needs_address order by id limit 1');
  const token = await login(a);

  await check('a demo image seeded through A is served by B', async () => {
    const products = await call(b, 'GET', '/api/products?perPage=1');
    const url = products.json?.data?.items?.[0]?.image?.url;
    expect(url?.startsWith('/uploads/demo/'), `no demo image in ${products.text.slice(0, 200)}`);
    const served = await fetch(`${b.base}${url}`);
    expect(served.status === 200, `B answered ${served.status} for ${url}`);
    expect(served.headers.get('content-type') === 'image/svg+xml', `type ${served.headers.get('content-type')}`);
  });

  await check('a photo uploaded through A is served by B in every width and format, with its headers', async () => {
    // a 2000 × 1500 photo: kept in every width of PICTURE_WIDTHS, in AVIF, WebP and JPEG (decision 047)
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#0b2a5b' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('purpose', 'avatar');
    form.set('file', new Blob([photo]), 'me.jpg');
    const uploaded = await fetch(`${a.base}/api/uploads`, {
      method: 'POST',
      headers: { OS: 'wui', authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = await uploaded.json();
    expect(uploaded.status === 201, `upload through A answered ${uploaded.status}: ${JSON.stringify(answer)}`);
    const picture = pictureOf(answer.data.upload.url);
    expect(
      picture?.variants.length === PICTURE_WIDTHS.length,
      `not ${PICTURE_WIDTHS.length} widths: ${answer.data.upload.url}`,
    );
    // 3 MP: its variants are made right after the answer, by A or by B, whichever takes the job first
    // (decision 067); until then B serves the largest fallback for every width, so wait for each, 30 s at most
    const madeBy = Date.now() + 30_000;
    for (const variant of picture.variants) {
      for (const address of [variant.avif, variant.webp, variant.fallback]) {
        let served;
        let width;
        do {
          if (served) await new Promise((resolve) => setTimeout(resolve, 200));
          served = await fetch(`${b.base}${address}`);
          expect(served.status === 200, `B answered ${served.status} for ${address}`);
          ({ width } = await sharp(Buffer.from(await served.arrayBuffer())).metadata());
        } while (width !== variant.width && Date.now() < madeBy);
        expect(width === variant.width, `B served ${address} ${width} px wide`);
        expect(served.headers.get('content-disposition')?.startsWith('inline;'), 'no inline Content-Disposition');
        expect(served.headers.get('x-content-type-options') === 'nosniff', 'no nosniff');
        expect(/sandbox/.test(served.headers.get('content-security-policy') ?? ''), 'no sandboxing CSP');
      }
    }
  });

  await check(
    'a guest page kept by B is the same twice, and a sale through A shows on it within a second',
    async () => {
      await db.query('update products set stock = 1 where id = $1', [notebook]);
      const path = `/en/products/${notebook}/director-notebook`;
      const page = async () => {
        const answer = await fetch(`${b.base}${path}`);
        return { status: answer.status, etag: answer.headers.get('etag'), text: await answer.text() };
      };
      // a write by hand shows once the kept page is rendered again (at most five seconds)
      let first = await page();
      for (let tries = 0; tries < 40 && !first.text.includes('schema.org/InStock'); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        first = await page();
      }
      expect(first.status === 200 && first.text.includes('schema.org/InStock'), `B's page: ${first.status}`);
      // a guest page B keeps answers the same bytes and validator twice
      const agenda = async () => {
        const answer = await fetch(`${b.base}/en/conference/agenda`);
        return { etag: answer.headers.get('etag'), text: await answer.text() };
      };
      const [one, two] = [await agenda(), await agenda()];
      expect(one.etag && one.etag === two.etag && one.text === two.text, "B's two answers of a kept page differ");
      await orderThrough(a, notebook, 'cash_on_delivery');
      const after = await withinASecond(page, (answer) => !answer.text.includes('schema.org/InStock'));
      expect(after.text.includes('schema.org/OutOfStock'), "B's next answer still shows the product in stock");
      expect(!after.text.includes('schema.org/InStock'), "B's next answer still shows the product in stock");
      expect(after.etag && after.etag !== first.etag, `B's next answer has the ETag ${after.etag}`);
    },
  );

  await check("a sale through A shows on B's product list within a second", async () => {
    await db.query('update products set stock = 1 where id = $1', [notebook]);
    const inStockOnB = async () => (await call(b, 'GET', '/api/products?inStock=true')).json.data.pagination.total;
    await inStockOnB();
    const before = await inStockOnB();
    await orderThrough(a, notebook, 'cash_on_delivery');
    const after = await withinASecond(inStockOnB, (total) => total === before - 1);
    expect(after === before - 1, `B lists ${after} products in stock, ${before} before the sale`);
  });

  /** One unit of a product put in the cart and ordered through one process, for pickup. */
  async function orderThrough(server, productId, paymentMethod) {
    const added = await call(server, 'POST', '/api/cart', { token, body: { id: productId, quantity: 1 } });
    expect(added.status === 200, `cart through ${server.name} answered ${added.status}: ${added.text}`);
    const order = await call(server, 'POST', '/api/orders', {
      token,
      body: { address: null, shipmentType: pickup, paymentMethod },
    });
    expect(order.status === 200, `order through ${server.name} answered ${order.status}: ${order.text}`);
    return order;
  }

  /** A card order through one process; answers its id and the sandbox payment's reference and amount. */
  async function cardOrderThrough(server) {
    await db.query('update products set stock = 50 where id = $1', [poster]);
    const order = await orderThrough(server, poster, 'card');
    const reference = order.json.data.payment?.redirectUrl.match(/sbx_[A-Za-z0-9_-]{24}/)?.[0];
    expect(reference, `no payment in ${order.text.slice(0, 300)}`);
    const { rows } = await db.query('select amount_minor, currency from payments where reference = $1', [reference]);
    return { id: order.json.data.order.id, reference, amountMinor: rows[0].amount_minor, currency: rows[0].currency };
  }

  async function sendWebhook(server, payment, signingSecret) {
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString('base64url')}`,
      type: 'payment.paid',
      createdAt: new Date().toISOString(),
      data: {
        reference: payment.reference,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        reason: null,
      },
    });
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac('sha256', signingSecret).update(`${t}.`).update(body).digest('hex')}`;
    return call(server, 'POST', '/api/payments/webhook/sandbox', {
      body,
      headers: { 'x-sandbox-signature': signature },
    });
  }

  await check('a payment webhook signed with the configured secret is taken by either process', async () => {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ]) {
      const payment = await cardOrderThrough(from);
      const forged = await sendWebhook(to, payment, randomBytes(32).toString('hex'));
      expect(forged.status === 401, `a forged webhook to ${to.name} answered ${forged.status}`);
      const signed = await sendWebhook(to, payment, secret);
      expect(signed.status === 200, `the webhook to ${to.name} answered ${signed.status}: ${signed.text}`);
      const order = await call(from, 'GET', `/api/orders/${payment.id}`, { token });
      expect(
        order.json?.data?.order?.status === 'paid',
        `order through ${from.name} is ${order.json?.data?.order?.status}`,
      );
    }
  });

  await check('a logout through A ends the session on B', async () => {
    const session = await login(a);
    const before = await call(b, 'GET', '/api/profile', { token: session });
    expect(before.status === 200, `B answered ${before.status} before the logout`);
    const out = await call(a, 'POST', '/api/logout', { token: session });
    expect(out.status === 200, `logout through A answered ${out.status}`);
    const after = await call(b, 'GET', '/api/profile', { token: session });
    expect(after.status === 401, `B answered ${after.status} after the logout`);
  });

  await check('the guest-session limit counts the calls to both processes together', async () => {
    let accepted = 0;
    for (let attempt = 0; attempt < 70; attempt += 1) {
      const answer = await call(attempt % 2 === 0 ? a : b, 'POST', '/api/login/guests');
      if (answer.status === 429) break;
      expect(answer.status === 200, `guest login answered ${answer.status}`);
      accepted += 1;
    }
    expect(accepted === 60, `${accepted} guest sessions were opened from one address in a minute, not 60`);
  });
  await check(
    'a message written through A arrives live on a stream held open on B; Last-Event-ID replays the missed',
    async () => {
      const exhibitorLogin = await call(b, 'POST', '/api/exhibitors/login', {
        body: { email: 'exhibitor@forum.test', password: PASSWORD },
      });
      expect(exhibitorLogin.status === 200, `exhibitor login answered ${exhibitorLogin.status}`);
      const exhibitorToken = exhibitorLogin.json.data.authorization.accessToken;
      const company = await idOf(
        `select e.id from exhibitors e join users u on u.id = e.user_id where u.email = 'exhibitor@forum.test'`,
      );
      const write = (body) =>
        call(a, 'POST', '/api/chats', { token, body: { with: 'exhibitor', exhibitorId: company, body } });
      const live = await openStream(b, exhibitorToken);
      const first = `live ${randomBytes(4).toString('hex')}`;
      const sentAt = Date.now();
      const written = await write(first);
      expect(written.status === 200, `the message through A answered ${written.status}: ${written.text}`);
      const [arrived] = await live.next('message');
      expect(arrived.data.message.body === first, `B's stream carried ${JSON.stringify(arrived.data)}`);
      console.log(`  arrived on B ${Date.now() - sentAt} ms after A was asked`);
      const [note] = await live.next('notification');
      const lastId = note.id;
      await live.close();
      // written while the stream was closed: exactly these come back, in order, and nothing seen before
      const missed = [`missed ${randomBytes(4).toString('hex')}`, `missed ${randomBytes(4).toString('hex')}`];
      for (const body of missed) expect((await write(body)).status === 200, 'a message through A failed');
      const again = await openStream(b, exhibitorToken, { 'last-event-id': lastId });
      const replayed = await again.next(null, 4);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await again.close();
      const kinds = again.events.map((event) => event.event).join(',');
      expect(kinds === 'message,notification,message,notification', `replayed ${kinds}`);
      const bodies = replayed.filter((event) => event.event === 'message').map((event) => event.data.message.body);
      expect(bodies.join('|') === missed.join('|'), `replayed messages ${bodies.join('|')}`);
      const ids = replayed.map((event) => Number(event.id));
      expect(
        ids.every((id, index) => id === Number(lastId) + index + 1),
        `event ids ${ids.join(',')} after ${lastId}`,
      );
    },
  );

  await db.end();
} catch (error) {
  results.push(false);
  console.log(`✗ ${error.message}`);
  for (const server of pair.servers) console.log(`--- ${server.name}:\n${server.output.join('').slice(-3000)}`);
} finally {
  await pair.cleanUp();
}

const passed = results.filter(Boolean).length;
const failed = results.length - passed;
console.log(`Done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
console.log(`two-processes: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
