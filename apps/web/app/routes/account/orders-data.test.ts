import type { OrderStatus, PaymentMethod } from '@forum/contract/order-rules';
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
      'awaiting_confirmation',
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
  const states = (status: OrderStatus, method: PaymentMethod = 'card') =>
    orderProgressOf(status, method)?.map((s) => `${s.step}:${s.state}`);

  it('marks the steps behind as done and the one it is at as current', () => {
    expect(states('awaiting_payment')).toEqual([
      'placed:current',
      'paid:upcoming',
      'preparing:upcoming',
      'shipped:upcoming',
      'delivered:upcoming',
    ]);
    expect(states('processing')).toEqual([
      'placed:done',
      'paid:done',
      'preparing:current',
      'shipped:upcoming',
      'delivered:upcoming',
    ]);
    expect(states('shipped', 'bank_transfer')).toEqual([
      'placed:done',
      'paid:done',
      'preparing:done',
      'shipped:current',
      'delivered:upcoming',
    ]);
  });

  it('has a paid order at its payment, not yet being prepared', () => {
    expect(states('paid')).toEqual([
      'placed:done',
      'paid:current',
      'preparing:upcoming',
      'shipped:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('has no payment step for cash on delivery, paid at the door', () => {
    expect(states('pending', 'cash_on_delivery')).toEqual([
      'placed:current',
      'preparing:upcoming',
      'shipped:upcoming',
      'delivered:upcoming',
    ]);
    expect(states('processing', 'cash_on_delivery')).toEqual([
      'placed:done',
      'preparing:current',
      'shipped:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('has every step done once delivered', () => {
    expect(orderProgressOf('delivered', 'cash_on_delivery')).toEqual([
      { step: 'placed', state: 'done' },
      { step: 'preparing', state: 'done' },
      { step: 'shipped', state: 'done' },
      { step: 'delivered', state: 'done' },
    ]);
    expect(states('delivered')?.every((entry) => entry.endsWith(':done'))).toBe(true);
  });

  it('has no progress for an order that left the way', () => {
    expect(orderProgressOf('cancelled', 'card')).toBeNull();
    expect(orderProgressOf('refunded', 'cash_on_delivery')).toBeNull();
  });
});
