import type { Place } from '@forum/contract/addresses';
import { useEffect, useState } from 'react';
import { useApi } from '~/features/session/use-api.ts';

/**
 * The places inside a chosen one (cities of a country, districts of a city), asked again when the
 * choice changes; `initial` are the ones the page's loader brought. An address form in the checkout,
 * and any later one (the account's address book), fills its lists with it.
 */
export function usePlaces(
  endpoint: 'addresses.cities' | 'addresses.districts',
  parent: string,
  initial: { parent: string; items: Place[] },
) {
  const api = useApi();
  const [places, setPlaces] = useState(initial);
  useEffect(() => {
    if (parent === places.parent) return;
    if (!parent) {
      setPlaces({ parent, items: [] });
      return;
    }
    const controller = new AbortController();
    const id = Number(parent);
    const signal = controller.signal;
    const answer =
      endpoint === 'addresses.cities'
        ? api.call('addresses.cities', { query: { country: id }, signal })
        : api.call('addresses.districts', { query: { city: id }, signal });
    void answer.then((result) => {
      if (result.ok) setPlaces({ parent, items: result.data.items });
    });
    return () => controller.abort();
  }, [api, endpoint, parent, places.parent]);
  return { items: places.parent === parent ? places.items : [], isLoading: places.parent !== parent };
}
