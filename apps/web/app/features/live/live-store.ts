import type { StreamEvent, UnreadCounts } from '@forum/contract/notifications';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The page's one live connection (`GET /api/stream`, decision 037), shared by the header and the pages:
 * this small store is in every page's script; the EventSource itself is in ./live-stream.ts, loaded only
 * once a logged-in visitor's page has hydrated (decision 057). The counts are null until the stream's
 * first event: the server's HTML is the same for everyone (decision 006) and shows no count.
 */
type Listener = (event: StreamEvent) => void;
type Connection = { close: () => void };

let counts: UnreadCounts | null = null;
const countWatchers = new Set<() => void>();
const listeners = new Set<Listener>();
let connection: Promise<Connection> | null = null;
let users = 0;

/** New counts: from the stream, or from an answer that changed them (a notification read). */
export function setUnread(next: UnreadCounts): void {
  counts = next;
  for (const watcher of countWatchers) watcher();
}

/** The stream's events, to each page that listens. */
export function dispatchLive(event: StreamEvent): void {
  if ('unread' in event) setUnread(event.unread);
  for (const listener of listeners) listener(event);
}

function watchCounts(watcher: () => void) {
  countWatchers.add(watcher);
  return () => countWatchers.delete(watcher);
}

/** Opens the stream once for the page (another caller shares it); closes it when its last user goes. */
function useConnection(isOn: boolean, locale: string) {
  useEffect(() => {
    if (!isOn) return;
    users += 1;
    connection ??= import('./live-stream.ts').then((stream) => stream.openStream(locale));
    return () => {
      users -= 1;
      // a navigation unmounts and mounts again in one go: close only if nobody took it back
      queueMicrotask(() => {
        if (users > 0 || !connection) return;
        const closing = connection;
        connection = null;
        counts = null;
        void closing.then((open) => open.close());
      });
    };
  }, [isOn, locale]);
}

/** The unread counts for the header, live while the page is open; null until known (or logged out). */
export function useUnread(isLoggedIn: boolean, locale: string): UnreadCounts | null {
  useConnection(isLoggedIn, locale);
  const value = useSyncExternalStore(
    watchCounts,
    () => counts,
    () => null,
  );
  return isLoggedIn ? value : null;
}

/** A page's own use of the stream (a conversation's new messages), on the page's one connection. */
export function useLiveEvents(listener: Listener, locale: string): void {
  useConnection(true, locale);
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listener]);
}
