import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeZatcaQr } from '../invoices/zatca.ts';
import { loginAs } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { FORUM_NAME } from './content/site.ts';

// Issue 32, item 10: a newcomer signed in as the demo customer finds every after-sales page full.

let api: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  api = await startTestApp();
  ({ headers } = await loginAs(api, 'customer@forum.test'));
});
afterAll(async () => {
  await api?.close();
});

const get = async (path: string) => {
  const answer = await api.call('GET', path, { headers });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data;
};

describe('the demo customer after their orders', () => {
  it('has an invoice for every paid order, whose QR names the seller and the total', async () => {
    const orders = await get('/api/orders?perPage=20');
    const paid = orders.items.filter((order: { status: string }) => order.status !== 'cancelled');
    expect(paid.length).toBeGreaterThanOrEqual(4);
    for (const order of paid) {
      const { invoice } = await get(`/api/orders/${order.id}/invoice`);
      expect(invoice.number).toMatch(/^INV-\d{6}$/);
      expect(invoice.total).toBe(order.finalPrice);
      const qr = decodeZatcaQr(invoice.qr);
      // the QR names the seller in Arabic, whatever the page's language
      expect(qr.seller).toBe(FORUM_NAME.ar);
      expect(invoice.seller.name).toBe(FORUM_NAME.en);
      expect(Number(qr.total)).toBe(invoice.total);
    }
    const cancelled = orders.items.find((order: { status: string }) => order.status === 'cancelled');
    expect((await api.call('GET', `/api/orders/${cancelled.id}/invoice`, { headers })).status).toBe(404);
  });

  it('has a return in progress and one refunded with its credit note', async () => {
    const returns = await get('/api/returns');
    const statuses = returns.items.map((item: { status: string }) => item.status).sort();
    expect(statuses).toEqual(['approved', 'refunded']);
    const refunded = returns.items.find((item: { status: string }) => item.status === 'refunded');
    const { invoice } = await get(`/api/orders/${refunded.order.id}/invoice`);
    expect(invoice.creditNotes).toHaveLength(1);
    expect(invoice.creditNotes[0].total).toBe(refunded.amount);
  });

  it('has a wallet with a few movements that add up to its balance', async () => {
    const wallet = await get('/api/wallet');
    expect(wallet.items.length).toBeGreaterThanOrEqual(3);
    const sum = wallet.items.reduce((total: number, item: { amount: number }) => total + item.amount * 100, 0);
    expect(Math.round(sum) / 100).toBe(wallet.balance);
    expect(wallet.items.map((item: { reason: string }) => item.reason)).toContain('return_refund');
  });

  it('has unread notifications, two conversations and a quoted special order', async () => {
    const notifications = await get('/api/notifications');
    expect(notifications.unread).toBeGreaterThan(0);
    const chats = await get('/api/chats');
    const kinds = chats.items.map((chat: { kind?: string; order?: unknown }) => (chat.order ? 'order' : 'other'));
    expect(kinds.sort()).toEqual(['order', 'other']);
    expect(chats.items.every((chat: { unread: number }) => chat.unread > 0)).toBe(true);
    const special = await get('/api/special-orders');
    expect(special.items).toHaveLength(1);
    expect(special.items[0]).toMatchObject({ status: 'quoted', quote: 3450 });
  });
});
