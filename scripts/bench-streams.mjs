// `npm run bench -- --streams` (or `node scripts/bench-streams.mjs`): the live stream's budget (issue 24,
// decision 037). Two built servers (apps/api/dist/main.mjs, or SERVER_ENTRY) on one new PostgreSQL database
// (TEST_DATABASE_URL or DATABASE_URL names the server; the database is made and dropped), 200 open streams
// (100 customers, each with one tab on A and one on B); a staff member answers each customer's conversation
// as the forum through A, paced (MESSAGES_PER_SECOND, 20 by default), and each message is timed from the
// moment A is asked until it arrives on each of its two streams. Prints p50/p95/p99/max against the budget
// (p99 <= 100 ms), the memory each open stream costs the servers (their resident size with and without the
// streams open), and writes bench-results/streams-<timestamp>.json. Measures, does not gate: exits 1 only
// when the measurement could not be made. All traffic stays on 127.0.0.1.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openEventStream, root, twoServers } from './two-servers.mjs';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const CUSTOMERS = Number(process.env.STREAM_CUSTOMERS ?? 100);
const RATE = Number(process.env.MESSAGES_PER_SECOND ?? 20);
const BUDGET_P99_MS = 100;
const DEADLINE_MS = 300_000;

if (!serverUrl) {
  console.error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server on this machine');
  process.exit(2);
}
const host = new URL(serverUrl).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
  console.error(`The bench runs only against a PostgreSQL on this machine, not ${host}`);
  process.exit(2);
}

const streams = [];
const pair = twoServers({
  serverUrl,
  label: 'bench-streams',
  deadlineMs: DEADLINE_MS,
  gaveUp: 'gave up',
  beforeStop: () => Promise.all(streams.map((stream) => stream.close().catch(() => undefined))),
});

/** The server's resident memory in bytes (Linux /proc). */
function rssOf(server) {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function settledRss(server) {
  const samples = [];
  for (let i = 0; i < 5; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    samples.push(rssOf(server));
  }
  samples.sort((a, b) => a - b);
  return samples[2];
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One open GET /api/stream; calls onMessage(id of the message) when a message event arrives. */
async function openStream(server, token, onMessage) {
  const stream = await openEventStream(server, token, ({ event, data }) => {
    if (event === 'message' && data) onMessage(JSON.parse(data).message.id);
  });
  if (stream.response.status !== 200)
    throw new Error(`the stream on ${server.name} answered ${stream.response.status}`);
  streams.push(stream);
  return stream;
}

let exitCode = 0;
let a;
let b;
try {
  const startedAt = Date.now();
  [a, b] = await pair.start({
    PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
    WEB_BUILD_DIR: 'none',
    STREAMS_PER_USER: '10',
    // the card sandbox, as the two-process check runs it: payments are not what is measured
    DEMO_SITE: 'true',
  });
  console.log(`Two servers on ${pair.databaseName}, started in ${Date.now() - startedAt} ms`);

  // people made in the database, each with a session token (a login each would meet the login limits)
  const db = new pg.Client({ connectionString: pair.databaseUrl });
  await db.connect();
  const tag = randomBytes(3).toString('hex');
  const session = async (userId) => {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await db.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
      userId,
      hash,
    ]);
    return token;
  };
  const group = await db.query(
    `insert into user_groups (key, name, permissions) values ($1, '{"ar":"دعم","en":"Support"}', '{"chats.answer": true}') returning id`,
    [`bench-support-${tag}`],
  );
  const staffRow = await db.query(
    `insert into users (type, email, first_name, group_id, email_verified_at) values ('staff', $1, 'Bench', $2, now()) returning id`,
    [`bench-staff-${tag}@forum.test`, group.rows[0].id],
  );
  const staffToken = await session(staffRow.rows[0].id);
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    // no email: the bench measures the stream, not the outbox
    const row = await db.query(
      `insert into users (type, first_name, email_verified_at) values ('customer', $1, now()) returning id`,
      [`Bench ${i}`],
    );
    const userId = row.rows[0].id;
    const conversation = await db.query(
      `insert into conversations (kind, customer_id) values ('forum', $1) returning id`,
      [userId],
    );
    customers.push({ userId, token: await session(userId), conversation: conversation.rows[0].id });
  }
  await db.end();

  const rssBefore = { A: await settledRss(a), B: await settledRss(b) };
  const arrivals = new Map();
  // an event may arrive before A's answer names its message: kept here until then
  const earlyArrivals = new Map();
  const onMessage = (id) => {
    const now = performance.now();
    const entry = arrivals.get(id);
    if (entry) entry.at.push(now);
    else earlyArrivals.set(id, [...(earlyArrivals.get(id) ?? []), now]);
  };
  for (const customer of customers) {
    await openStream(a, customer.token, onMessage);
    await openStream(b, customer.token, onMessage);
  }
  const rssWith = { A: await settledRss(a), B: await settledRss(b) };
  console.log(`${streams.length} streams open (${customers.length} on A, ${customers.length} on B)`);

  // warm-up: one answer, not counted
  const answer = (customer, body) =>
    fetch(`${a.base}/api/admin/chats/${customer.conversation}/messages`, {
      method: 'POST',
      headers: {
        OS: 'wui',
        'LOCALE-CODE': 'en',
        authorization: `Bearer ${staffToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ body }),
    });
  await answer(customers[0], 'warm-up');

  const sends = [];
  const gap = 1000 / RATE;
  const t0 = performance.now();
  for (const [index, customer] of customers.entries()) {
    const due = t0 + index * gap;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    sends.push(
      answer(customer, `message ${index}`).then(async (response) => {
        const json = await response.json();
        if (response.status !== 200) throw new Error(`answer ${index} got ${response.status}: ${JSON.stringify(json)}`);
        const id = json.data.message.id;
        const entry = { sentAt, answeredAt: performance.now(), at: [] };
        // an event can come before the answer: those are picked up from the early list below
        const early = earlyArrivals.get(id) ?? [];
        entry.at.push(...early);
        arrivals.set(id, entry);
        return id;
      }),
    );
  }
  const ids = await Promise.all(sends);
  // wait (at most 5 s) for every message to reach both its streams
  const until = performance.now() + 5000;
  while (performance.now() < until && ids.some((id) => (arrivals.get(id)?.at.length ?? 0) < 2)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const latencies = [];
  let missing = 0;
  const answerMs = [];
  // the fan-out alone: how long after A's answer reached the bench the event reached the stream (negative: before)
  const afterAnswer = [];
  for (const id of ids) {
    const entry = arrivals.get(id);
    answerMs.push(entry.answeredAt - entry.sentAt);
    for (const at of entry.at) {
      latencies.push(at - entry.sentAt);
      afterAnswer.push(at - entry.answeredAt);
    }
    missing += Math.max(0, 2 - entry.at.length);
  }
  latencies.sort((x, y) => x - y);
  answerMs.sort((x, y) => x - y);
  afterAnswer.sort((x, y) => x - y);
  const round1 = (value) => (value === null ? null : Math.round(value * 10) / 10);
  const delivery = {
    deliveries: latencies.length,
    missing,
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    p99: round1(percentile(latencies, 99)),
    max: round1(latencies.at(-1) ?? null),
  };
  // memory: with one stream per customer a collection of the heap moves the resident size more than the streams
  // do, so four more per customer on each server (the limit is 10 across both) make it 500 on each
  for (const customer of customers) {
    for (let i = 0; i < 4; i += 1) {
      await openStream(a, customer.token, () => undefined);
      await openStream(b, customer.token, () => undefined);
    }
  }
  const perServer = customers.length * 5;
  const rssMany = { A: await settledRss(a), B: await settledRss(b) };
  const perStream = {
    A: Math.round((rssMany.A - rssBefore.A) / perServer),
    B: Math.round((rssMany.B - rssBefore.B) / perServer),
  };
  const results = {
    at: new Date().toISOString(),
    // what else the machine was doing: a loaded machine measures its queue, not the stream
    machine: { cores: cpus().length, loadAverage1m: Math.round(loadavg()[0] * 10) / 10 },
    streams: streams.length,
    messages: ids.length,
    ratePerSecond: RATE,
    delivery,
    answerMs: { p50: round1(percentile(answerMs, 50)), p99: round1(percentile(answerMs, 99)) },
    afterAnswerMs: { p50: round1(percentile(afterAnswer, 50)), p99: round1(percentile(afterAnswer, 99)) },
    memory: { rssBefore, rssWith, streamsPerServer: perServer, rssMany, bytesPerStream: perStream },
    budget: { p99Ms: BUDGET_P99_MS, met: missing === 0 && delivery.p99 !== null && delivery.p99 <= BUDGET_P99_MS },
  };
  console.log(
    `message -> its 2 streams (A and B), ${ids.length} messages at ${RATE}/s, ${latencies.length} deliveries, ${missing} missing`,
  );
  console.log(
    `  p50 ${delivery.p50} ms  p95 ${delivery.p95} ms  p99 ${delivery.p99} ms  max ${delivery.max} ms  (budget p99 <= ${BUDGET_P99_MS} ms: ${results.budget.met ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  after A's answer (the fan-out alone): p50 ${results.afterAnswerMs.p50} ms, p99 ${results.afterAnswerMs.p99} ms`,
  );
  console.log(`  machine: ${results.machine.cores} cores, load average ${results.machine.loadAverage1m}`);
  console.log(`  the answer itself (POST through A): p50 ${results.answerMs.p50} ms, p99 ${results.answerMs.p99} ms`);
  console.log(
    `memory per open stream (server RSS with ${perServer} streams open minus without): A ${(perStream.A / 1024).toFixed(1)} KiB, B ${(perStream.B / 1024).toFixed(1)} KiB`,
  );
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const file = join(root, 'bench-results', `streams-${results.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written to ${file}`);
} catch (error) {
  exitCode = 1;
  console.error(`the measurement failed: ${error.message}`);
  for (const server of pair.servers) console.error(`--- ${server.name}:\n${server.output.join('').slice(-3000)}`);
} finally {
  await pair.cleanUp();
}
process.exit(exitCode);
