import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, walletAccounts, walletEntries } from '../db/schema.ts';
import { onTransactionRetry } from '../db/transaction.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../payments/sandbox-gateway.ts';
import { createAccounts, loginAs } from '../test/accounts.ts';
import { notebookAt115 } from '../test/catalogue-fixtures.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// Decision 042: every money move of one customer at the same moment, on PostgreSQL through two server
// processes' pools on one database (on PGlite through its one connection): none fails because another
// ran beside it, none is rerun (the lock order leaves no cycle), the ledger adds up, no number is lost.

type Headers = Record<string, string>;
type Person = { id: number; email: string; headers: Headers };

const SECRET = 'the-money-moves-test-sandbox-secret-0123456789';
const ROUNDS = 8;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let first: TestApp;
let second: TestApp | undefined;
let staff: Headers;
let productId = 0;
let pickup = 0;
const retries: string[] = [];
let stopListening: (() => void) | undefined;

beforeAll(async () => {
  const env = { PAYMENT_SANDBOX_SECRET: SECRET };
  first = await startTestApp({ env });
  // the second process of the site on the same database, with its own pool of connections
  if (first.databaseUrl) second = await startTestApp({ env, sameDatabaseAs: { databaseUrl: first.databaseUrl } });
  staff = (await loginAs(first, 'staff@forum.test')).headers;
  ({ productId, pickup } = await notebookAt115(first.db));
  stopListening = onTransactionRetry((event) => retries.push(`${event.sqlState} ${event.constraint ?? ''}`));
});
afterAll(async () => {
  stopListening?.();
  await second?.close();
  await first?.close();
});

/** The app that serves the n-th call: the two processes take turns. */
const appOf = (n: number) => (second && n % 2 === 1 ? second : first);

async function expectOk<T extends { status: number; text: string }>(answer: Promise<T>): Promise<T> {
  const done = await answer;
  expect(done.status, done.text).toBeLessThan(300);
  return done;
}

async function order(person: Person, paymentMethod: string, extra: Record<string, unknown> = {}, quantity = 1) {
  await expectOk(first.call('POST', '/api/cart', { headers: person.headers, body: { id: productId, quantity } }));
  const placed = await expectOk(
    first.call('POST', '/api/orders', {
      headers: person.headers,
      body: { address: null, shipmentType: pickup, paymentMethod, ...extra },
    }),
  );
  return placed.json.data.order as { id: number; items: { id: number }[] };
}

const staffCall = (app: TestApp, path: string, body: Record<string, unknown> = {}) =>
  app.call('POST', path, { headers: staff, body });

function webhook(app: TestApp, reference: string, amountMinor: number) {
  const body = JSON.stringify({
    id: `evt_${reference}`,
    type: 'payment.paid',
    createdAt: new Date().toISOString(),
    data: { reference, amountMinor, currency: 'SAR', reason: null },
  });
  return app.call('POST', '/api/payments/webhook/sandbox', {
    body,
    headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(SECRET, body, Math.floor(Date.now() / 1000)) },
  });
}

/** Everything the round's seven moves need, made one step at a time. */
async function prepareRound(person: Person, round: number) {
  const credit = (amount: number, key: string) =>
    expectOk(
      staffCall(first, `/api/admin/wallets/${person.id}/adjustments`, {
        amount,
        reason: 'Credit for the round',
        idempotencyKey: `storm-${key}-${person.id}-${round}`,
      }),
    );
  // an order the customer cancels: the wallet pays part of it (a balance brought to 50), the rest awaits a transfer
  const wallet = await expectOk(first.call('GET', '/api/wallet', { headers: person.headers }));
  const balance = wallet.json.data.balance as number;
  if (balance > 0) await credit(-balance, 'drain');
  await credit(50, 'part');
  const customerCancel = await order(person, 'bank_transfer', { useWallet: true }, 2);
  await credit(700, 'round');
  // a paid order the staff will cancel (paid by the wallet: the cancel gives it back to the wallet)
  const toCancel = await order(person, 'cash_on_delivery', { useWallet: true });
  // a delivered order with a received return, for the refund
  const toReturn = await order(person, 'cash_on_delivery', { useWallet: true });
  for (const action of ['ship', 'deliver']) {
    await expectOk(
      staffCall(first, `/api/admin/orders/${toReturn.id}/moves`, {
        action,
        ...(action === 'ship' ? { trackingNumber: `T-${round}` } : {}),
      }),
    );
  }
  const asked = await expectOk(
    first.call('POST', '/api/returns', {
      headers: person.headers,
      body: { orderId: toReturn.id, lines: [{ orderItemId: toReturn.items[0]?.id, quantity: 1 }], reason: 'Torn' },
    }),
  );
  const returnId = asked.json.data.return.id as number;
  for (const step of ['approve', 'receive']) await expectOk(staffCall(first, `/api/admin/returns/${returnId}/${step}`));
  // a transfer whose proof waits for the staff
  const transfer = await order(person, 'bank_transfer');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)]), 'receipt.png');
  const proof = await fetch(`${first.baseUrl}/api/orders/${transfer.id}/transfer-proof`, {
    method: 'POST',
    headers: { ...person.headers, OS: 'wui', 'LOCALE-CODE': 'en' },
    body: form,
  });
  expect(proof.status).toBeLessThan(300);
  // a card order whose payment the gateway is about to report
  const card = await order(person, 'card');
  const [attempt] = await first.db.select().from(payments).where(eq(payments.orderId, card.id));
  if (!attempt) throw new Error('no card attempt');
  // the cart of the wallet checkout
  await expectOk(first.call('POST', '/api/cart', { headers: person.headers, body: { id: productId, quantity: 1 } }));
  return { toCancel, returnId, transfer, attempt, customerCancel };
}

describe('money moves of one customer at the same moment', () => {
  // some 60 calls to prepare each round: on a loaded machine the whole can take longer than a test's 30 s
  it(`never fail because another ran beside them (${ROUNDS} rounds of seven moves)`, { timeout: 180_000 }, async () => {
    const [person] = await createAccounts(first.db, 'storm', 1);
    if (!person) throw new Error('no customer');
    for (let round = 1; round <= ROUNDS; round += 1) {
      const ready = await prepareRound(person, round);
      const moves = [
        (n: number) =>
          appOf(n).call('POST', '/api/orders', {
            headers: person.headers,
            body: { address: null, shipmentType: pickup, paymentMethod: 'bank_transfer', useWallet: true },
          }),
        (n: number) => staffCall(appOf(n), `/api/admin/orders/${ready.toCancel.id}/moves`, { action: 'cancel' }),
        (n: number) =>
          staffCall(appOf(n), `/api/admin/returns/${ready.returnId}/refund`, {
            idempotencyKey: `storm-refund-${ready.returnId}`,
          }),
        (n: number) => staffCall(appOf(n), `/api/admin/orders/${ready.transfer.id}/transfer/confirm`),
        (n: number) => webhook(appOf(n), ready.attempt.reference, ready.attempt.amountMinor),
        (n: number) =>
          staffCall(appOf(n), `/api/admin/wallets/${person.id}/adjustments`, {
            amount: 10,
            reason: 'Goodwill',
            idempotencyKey: `storm-goodwill-${person.id}-${round}`,
          }),
        (n: number) =>
          appOf(n).call('POST', `/api/orders/${ready.customerCancel.id}/cancel`, { headers: person.headers }),
      ];
      const answers = await Promise.all(moves.map((move, n) => move(n + round)));
      for (const answer of answers) expect(answer.status, `round ${round}: ${answer.text}`).toBeLessThan(300);
    }

    // the lock order left no cycle: nothing had to run again
    expect(retries).toEqual([]);

    // the ledger's running sum is the balance, entry after entry
    const entries = await first.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, person.id))
      .orderBy(asc(walletEntries.id));
    let running = 0;
    for (const entry of entries) {
      running += entry.amountMinor;
      expect(entry.balanceAfterMinor).toBe(running);
    }
    const [account] = await first.db.select().from(walletAccounts).where(eq(walletAccounts.userId, person.id));
    expect(account?.balanceMinor).toBe(running);
    // each round: two credits, four wallet payments (the customer's cancelled order, the staff's, the
    // returned one, the checkout), three refunds (the two cancels, the return) and the goodwill; and
    // from the second round on, the drain of what the round before left
    expect(entries.length).toBe(ROUNDS * 10 + ROUNDS - 1);

    // invoice and credit note numbers: none lost, none twice
    for (const kind of ['invoice', 'credit_note'] as const) {
      const numbers = (
        await first.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.kind, kind))
      ).map((row) => row.number);
      const sorted = [...numbers].sort((a, b) => a - b);
      expect(new Set(sorted).size, kind).toBe(sorted.length);
      if (sorted.length > 0) expect(sorted.at(-1), kind).toBe((sorted[0] ?? 0) + sorted.length - 1);
    }
    const credited = await first.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.kind, 'credit_note'),
          inArray(
            invoices.orderId,
            entries.flatMap((e) => e.orderId ?? []),
          ),
        ),
      );
    // a credit note for each refund of an invoiced order: the staff's cancel and the return, every round
    // (the order the customer cancelled was never paid whole, so it has no invoice to credit)
    expect(credited.length).toBe(ROUNDS * 2);
  });
});
