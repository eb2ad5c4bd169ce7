import { describe, expect, it } from 'vitest';
import {
  isOrderStatus,
  orderProgressOf,
  orderStatusList,
  ordersPath,
  statusFilterOf,
  statusToneOf,
} from './orders-data.ts';

describe('the list of orders', () => {
  it('offers every status once, in the order an order goes through them', () => {
    expect(orderStatusList).toEqual([
      'pending',
      'awaiting_payment',
      'paid',
      'processing',
      'shipped',
      'delivered',
      'cancelled',
      'refunded',
    ]);
  });

  it('reads the status filter from the address, ignoring what is not a status', () => {
    expect(statusFilterOf(new URL('https://forum.test/account/orders?status=delivered'))).toBe('delivered');
    expect(statusFilterOf(new URL('https://forum.test/en/account/orders?status=lost'))).toBeNull();
    expect(statusFilterOf(new URL('https://forum.test/account/orders?status=constructor'))).toBeNull();
    expect(statusFilterOf(new URL('https://forum.test/account/orders?status='))).toBeNull();
    expect(isOrderStatus('toString')).toBe(false);
  });

  it('keeps the filter and the page in the address, leaving out the defaults', () => {
    expect(ordersPath(null)).toBe('/account/orders');
    expect(ordersPath(null, 1)).toBe('/account/orders');
    expect(ordersPath('cancelled')).toBe('/account/orders?status=cancelled');
    expect(ordersPath('awaiting_payment', 3)).toBe('/account/orders?status=awaiting_payment&page=3');
    expect(ordersPath(null, 2)).toBe('/account/orders?page=2');
  });

  it('gives each status a tone: delivered is good news, cancelled is not, a payment is waited for', () => {
    expect(statusToneOf('delivered')).toBe('success');
    expect(statusToneOf('cancelled')).toBe('danger');
    expect(statusToneOf('awaiting_payment')).toBe('warning');
    expect(statusToneOf('refunded')).toBe('neutral');
    expect(statusToneOf('processing')).toBe('info');
  });
});

describe('the progress of an order', () => {
  const states = (status: Parameters<typeof orderProgressOf>[0]) => orderProgressOf(status)?.map((s) => s.state);

  it('marks the steps behind as done and the one it is at as current', () => {
    expect(states('pending')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('awaiting_payment')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('paid')).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(states('processing')).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(states('shipped')).toEqual(['done', 'done', 'current', 'upcoming']);
  });

  it('has every step done once delivered', () => {
    expect(orderProgressOf('delivered')).toEqual([
      { step: 'placed', state: 'done' },
      { step: 'preparing', state: 'done' },
      { step: 'shipped', state: 'done' },
      { step: 'delivered', state: 'done' },
    ]);
  });

  it('has no progress for an order that left the way', () => {
    expect(orderProgressOf('cancelled')).toBeNull();
    expect(orderProgressOf('refunded')).toBeNull();
  });
});
