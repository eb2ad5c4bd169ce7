import { useEffect, useRef } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import { useToast } from '~/components/toasts.tsx';
import type { ActionDone, FormAnswer } from './form-errors.ts';

export type { ActionDone } from './form-errors.ts';

/**
 * A small form in a page (a heart, add to cart, a cart line) sent by a fetcher: the same form posts
 * to the action as plain HTML before the scripts run. Once answered, `onDone` takes the data and the
 * message shows as a toast; a refusal's messages show as toasts (the first with the refusal's way forward).
 */
export function useActionFetcher<T extends object>(
  onDone?: (answer: ActionDone<T>) => void,
): FetcherWithComponents<FormAnswer<T>> {
  const fetcher = useFetcher<FormAnswer<T>>();
  const toast = useToast();
  const latestOnDone = useRef(onDone);
  latestOnDone.current = onDone;
  const handled = useRef<unknown>(null);
  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== 'idle' || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok) {
      // the answer is JSON: T's fields arrive as sent (the actions answer plain data)
      latestOnDone.current?.(data as ActionDone<T>);
      toast.success(data.message);
    } else {
      data.messages.forEach((message, index) => {
        toast.error(message, index === 0 ? data.link : undefined);
      });
    }
  }, [state, data, toast]);
  return fetcher;
}
