import { redirect } from 'react-router';
import { newAttemptKey } from '~/features/orders/order-intents.ts';
import type { OpenRoute } from '~/features/route/open-route.server.ts';
import { SHIPMENT_PARAM } from './order-fields.ts';

/**
 * Everything the checkout shows, for a logged-in customer (others are sent to log in and come back):
 * the cart, the address book with the places to add one, the shipment types, the bank accounts and
 * what the wallet holds (it may pay all or part of the order: docs/product/after-sales.md "Wallet").
 * An empty cart has nothing to check out: back to the cart.
 */
export async function loadCheckout(route: OpenRoute) {
  const { profile } = await route.visitor();
  if (profile.userType !== 'customer') return { isCustomer: false as const };
  const { api } = route;
  const [addressList, shipmentList, bankList, countryList, wallet] = await Promise.all([
    api.call('addresses.list'),
    api.call('orders.shipmentTypes'),
    api.call('orders.bankAccounts'),
    api.call('addresses.countries'),
    api.call('wallet.get', { query: { page: 1, perPage: 1 } }),
  ]);
  const addresses = route.need(addressList).items;
  const types = route.need(shipmentList).items;
  const bankAccounts = route.need(bankList).items;
  const countries = route.need(countryList).items;
  // the way of shipping the totals are priced with: the one asked for (?shipmentType=, the form's "show
  // the total" without scripts), else the first that delivers to an address
  const asked = Number(route.url.searchParams.get(SHIPMENT_PARAM));
  const shipment =
    types.find((type) => type.id === asked) ?? types.find((type) => type.needsAddress) ?? types[0] ?? null;
  const { cart } = route.need(await api.call('cart.get', shipment ? { query: { shipmentType: shipment.id } } : {}));
  if (cart.items.length === 0) throw redirect(route.to('/cart'));
  const home = countries.find((country) => country.code === 'SA') ?? countries[0];
  const cities = home ? await api.call('addresses.cities', { query: { country: home.id } }) : null;
  return {
    isCustomer: true as const,
    cart,
    addresses,
    shipmentTypes: types,
    /** The shipment type `cart` is priced with. */
    shipmentId: shipment?.id ?? null,
    bankAccounts,
    // a wallet that cannot be read is offered as empty: the order can still be paid otherwise
    walletBalance: wallet.ok ? wallet.data.balance : 0,
    countries,
    homeCountry: home?.id ?? null,
    homeCities: cities?.ok ? cities.data.items : [],
    // one key per attempt (a new page after a refusal is a new attempt): a double tap makes one order
    idempotencyKey: newAttemptKey(),
  };
}

/** One of the visitor's orders with the bank accounts a transfer goes to; another's is a 404 page. */
export async function loadOwnOrder(route: OpenRoute, id: string | undefined) {
  await route.visitor();
  const params = { id: route.id(id) };
  const [order, banks] = await Promise.all([
    route.api.call('orders.get', { params }),
    route.api.call('orders.bankAccounts'),
  ]);
  // 400: a number too large to be an id
  const { order: found } = route.need(order, { notFound: [400, 404] });
  return { order: found, bankAccounts: banks.ok ? banks.data.items : [], payKey: newAttemptKey() };
}
