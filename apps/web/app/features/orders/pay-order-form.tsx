import type { PaymentStart, PaymentStartBody } from '@forum/contract/orders';
import { useCallback, useRef, useState } from 'react';
import { useApi } from '~/api/use-api.ts';
import { useToast } from '~/components/toasts.tsx';

/**
 * Pays a card order that still waits for it: a new attempt at the gateway, whose page the browser
 * then opens. Busy until the browser has left; a refusal is told in toasts. One key per attempt, so
 * that a double tap opens one attempt, not two.
 */
export function usePayOrder() {
  const api = useApi();
  const toast = useToast();
  const [isPaying, setPaying] = useState(false);
  const attempt = useRef<{ orderId: number; key: string } | null>(null);
  const pay = useCallback(
    async (orderId: number) => {
      setPaying(true);
      if (attempt.current?.orderId !== orderId) attempt.current = { orderId, key: `web-${crypto.randomUUID()}` };
      const body: PaymentStartBody = { idempotencyKey: attempt.current.key };
      const result = await api.post<PaymentStart>(`/orders/${orderId}/payments`, { body });
      // the next attempt (back from a declined card, or after a refusal) is a new one
      attempt.current = null;
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
