import type { MyWorkshopsResponse, Registration } from '@forum/contract/workshops';
import { useEffect, useState } from 'react';
import { useSession } from '~/features/session/session.tsx';
import { useApi } from '~/features/session/use-api.ts';

/**
 * The current user's workshop registrations, loaded in the browser (public pages are the same for
 * everyone, decision 006); `initial` when a personal page loaded them already. `update` records the
 * answer of a registration form.
 */
export function useMyRegistrations(initial?: MyWorkshopsResponse['items']) {
  const api = useApi();
  const { user } = useSession();
  const isCustomer = user?.userType === 'customer';
  const [registrations, setRegistrations] = useState<Map<number, Registration>>(
    () => new Map(initial?.map((item) => [item.workshop.id, item.registration])),
  );
  useEffect(() => {
    if (!isCustomer || initial) return;
    const controller = new AbortController();
    void api.call('workshops.mine', { signal: controller.signal }).then((result) => {
      if (result.ok) setRegistrations(new Map(result.data.items.map((item) => [item.workshop.id, item.registration])));
    });
    return () => controller.abort();
  }, [api, isCustomer, initial]);

  const update = (workshopId: number, registration: Registration | null) =>
    setRegistrations((current) => {
      const next = new Map(current);
      if (registration) next.set(workshopId, registration);
      else next.delete(workshopId);
      return next;
    });
  return { registrations, update };
}
