import { redirect } from 'react-router';
import { getServerApi, loadFailure } from '~/api/server-api.ts';
import { newAttemptKey } from '~/features/orders/order-intents.ts';
import { requireProfile } from '~/features/session/require-profile.server.ts';
import { localeOfPath, localePath } from '~/i18n/i18n.tsx';
import { SHIPMENT_PARAM } from './order-fields.ts';

/**
 * Everything the checkout shows, for a logged-in customer (others are sent to log in and come back):
 * the cart, the address book with the places to add one, the shipment types and the bank accounts.
 * An empty cart has nothing to check out: back to the cart.
 */
export async function loadCheckout(request: Request, context: unknown) {
  const { profile } = await requireProfile(request, context);
  const locale = localeOfPath(new URL(request.url).pathname);
  if (profile.userType !== 'customer') return { isCustomer: false as const };
  const api = getServerApi(context, locale, { personalFor: request });
  const [addresses, shipmentTypes, banks, countries] = await Promise.all([
    api.call('addresses.list'),
    api.call('orders.shipmentTypes'),
    api.call('orders.bankAccounts'),
    api.call('addresses.countries'),
  ]);
  for (const result of [addresses, shipmentTypes, banks, countries]) if (!result.ok) loadFailure(result);
  if (!addresses.ok || !shipmentTypes.ok || !banks.ok || !countries.ok) throw new Error('unreachable');
  // the way of shipping the totals are priced with: the one asked for (?shipmentType=, the form's "show
  // the total" without scripts), else the first that delivers to an address
  const asked = Number(new URL(request.url).searchParams.get(SHIPMENT_PARAM));
  const types = shipmentTypes.data.items;
  const shipment =
    types.find((type) => type.id === asked) ?? types.find((type) => type.needsAddress) ?? types[0] ?? null;
  const cart = await api.call('cart.get', shipment ? { query: { shipmentType: shipment.id } } : {});
  if (!cart.ok) loadFailure(cart);
  if (cart.data.cart.items.length === 0) throw redirect(localePath(locale, '/cart'));
  const home = countries.data.items.find((country) => country.code === 'SA') ?? countries.data.items[0];
  const cities = home ? await api.call('addresses.cities', { query: { country: home.id } }) : null;
  return {
    isCustomer: true as const,
    cart: cart.data.cart,
    addresses: addresses.data.items,
    shipmentTypes: types,
    /** The shipment type `cart` is priced with. */
    shipmentId: shipment?.id ?? null,
    bankAccounts: banks.data.items,
    countries: countries.data.items,
    homeCountry: home?.id ?? null,
    homeCities: cities?.ok ? cities.data.items : [],
    // one key per attempt (a new page after a refusal is a new attempt): a double tap makes one order
    idempotencyKey: newAttemptKey(),
  };
}

/** One of the visitor's orders with the bank accounts a transfer goes to; another's is a 404 page. */
export async function loadOwnOrder(request: Request, context: unknown, id: string | undefined) {
  await requireProfile(request, context);
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!id || !/^\d{1,9}$/.test(id)) throw redirect(localePath(locale, '/404'));
  const api = getServerApi(context, locale, { personalFor: request });
  const [order, banks] = await Promise.all([
    api.call('orders.get', { params: { id } }),
    api.call('orders.bankAccounts'),
  ]);
  if (!order.ok) {
    if (order.status === 404) throw redirect(localePath(locale, '/404'));
    loadFailure(order);
  }
  return { order: order.data.order, bankAccounts: banks.ok ? banks.data.items : [], payKey: newAttemptKey() };
}
