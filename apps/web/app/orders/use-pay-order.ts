import type { PaymentStart } from '@forum/contract/orders';
import { useCallback, useState } from 'react';
import { useApi } from '~/api/use-api.ts';
import { useToast } from '~/components/toasts.tsx';

/**
 * Pays a card order that still waits for it: a new attempt at the gateway, whose page the browser
 * then opens. Busy until the browser has left; a refusal is told in toasts.
 */
export function usePayOrder() {
  const api = useApi();
  const toast = useToast();
  const [isPaying, setPaying] = useState(false);
  const pay = useCallback(
    async (orderId: number) => {
      setPaying(true);
      const result = await api.post<PaymentStart>(`/orders/${orderId}/payments`);
      if (result.ok) {
        window.location.assign(result.data.redirectUrl);
        return;
      }
      setPaying(false);
      if (!result.isCancelled) toast.errors(result.errors);
    },
    [api, toast],
  );
  return { pay, isPaying };
}
