import type { StreamEvent, UnreadCounts } from '@forum/contract/notifications';
import { browserEndpointPaths } from '~/api/browser-endpoints.ts';
import { dispatchLive, setUnread } from './live-store.ts';

const EVENTS = ['notification', 'message', 'order'] as const;

/**
 * The EventSource of the page (decision 037): the browser reconnects by itself and sends the last event's
 * number (Last-Event-ID), so the server answers exactly what was missed. The events are the API's own
 * JSON (packages/contract/src/notifications.ts), trusted as such: this module carries no zod.
 */
export function openStream(locale: string): { close: () => void } {
  const path = browserEndpointPaths['live.stream'].replace(/^GET /, '');
  const source = new EventSource(`/api${path}?locale=${locale}`, { withCredentials: true });
  source.addEventListener('ready', (event) => {
    const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: UnreadCounts };
    setUnread(unread);
  });
  for (const name of EVENTS) {
    source.addEventListener(name, (event) => {
      dispatchLive(JSON.parse((event as MessageEvent<string>).data) as StreamEvent);
    });
  }
  return { close: () => source.close() };
}
