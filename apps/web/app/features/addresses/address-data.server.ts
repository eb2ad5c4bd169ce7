import type { Address } from '@forum/contract/addresses';
import type { OpenRoute } from '~/features/route/open-route.server.ts';
import type { AddressPlaces } from './address-form.tsx';

/**
 * The lists an address form starts with, from the one API every form reads (`addresses.countries`,
 * `addresses.cities`, `addresses.districts`): the countries, the cities of the address's country (else
 * the forum's, Saudi Arabia) and the districts of its city, so a page without scripts can choose them.
 */
export async function loadAddressPlaces(route: OpenRoute, address?: Address): Promise<AddressPlaces> {
  const { api } = route;
  const countries = route.need(await api.call('addresses.countries')).items;
  const home = address
    ? countries.find((country) => country.id === address.country.id)
    : (countries.find((country) => country.code === 'SA') ?? countries[0]);
  const [cities, districts] = await Promise.all([
    home ? api.call('addresses.cities', { query: { country: home.id } }) : null,
    address ? api.call('addresses.districts', { query: { city: address.city.id } }) : null,
  ]);
  return {
    countries,
    homeCountry: home?.id ?? null,
    homeCities: cities?.ok ? cities.data.items : [],
    cityDistricts: districts?.ok ? districts.data.items : [],
  };
}

/**
 * The visitor's address book, or null for an account that keeps none (exhibitors and staff: the API
 * answers 403 `customersOnly`), whose page then says so instead of an error screen.
 */
export async function loadAddressBook(route: OpenRoute): Promise<Address[] | null> {
  const list = await route.api.call('addresses.list');
  if (!list.ok && list.status === 403) return null;
  return route.need(list).items;
}
