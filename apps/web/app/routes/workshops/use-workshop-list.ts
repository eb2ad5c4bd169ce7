import type { RegistrationResponse, WorkshopSummary } from '@forum/contract/workshops';
import { useState } from 'react';
import { useMyRegistrations } from '~/features/workshops/my-registrations.ts';

/**
 * A list of workshops whose seats follow the registrations made on the page: each answer carries the
 * workshop as it now is.
 */
export function useWorkshopList(loaded: WorkshopSummary[]) {
  const [updated, setUpdated] = useState<ReadonlyMap<number, WorkshopSummary>>(new Map());
  const { registrations, update } = useMyRegistrations();
  const workshops = loaded.map((workshop) => updated.get(workshop.id) ?? workshop);
  const onChange = (answer: RegistrationResponse) => {
    setUpdated((current) => new Map(current).set(answer.workshop.id, answer.workshop));
    update(answer.workshop.id, answer.registration);
  };
  return { workshops, registrations, onChange };
}
