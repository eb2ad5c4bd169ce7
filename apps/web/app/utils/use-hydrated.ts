import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until the page has hydrated, true afterwards (and at once on a client
 * navigation): the forms that send JSON to the API can only be sent once their scripts run.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return isHydrated;
}
