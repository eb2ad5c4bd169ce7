import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** What processes keep in memory and must forget when another process changes it (decision 028). */
export type ChangeTopic = 'pages' | 'products' | 'settings';

/**
 * Tells every process on the database that something it keeps in memory changed. On PostgreSQL that is
 * LISTEN/NOTIFY, so a sale through one process shows on the others at once; PGlite is one process, so
 * there the feed never leaves it.
 */
export type ChangeFeed = {
  /** Tells this process's listeners at once, then the other processes; resolves once the database took the news. */
  publish(topic: ChangeTopic): Promise<void>;
  /** Also called with no topic news when the feed may have missed some (its connection came back). */
  subscribe(topic: ChangeTopic, listener: () => void): () => void;
  /** Resolves once this process hears the others (on PostgreSQL, when its LISTEN is in place). */
  ready(): Promise<void>;
  /**
   * What committed transactions announced on EVENT_CHANNEL (ids, never rows: decision 037), from every
   * process; null when some may have been missed (the connection came back), so listeners read again.
   */
  events(listener: (payload: string | null) => void): () => void;
  close(): Promise<void>;
};

export const CHANGE_CHANNEL = 'forum_changes';
const TOPICS: readonly string[] = ['pages', 'products', 'settings'] satisfies ChangeTopic[];
const isTopic = (topic: string | undefined): topic is ChangeTopic => TOPICS.includes(topic ?? '');
/** Where a transaction announces, at commit (pg_notify is transactional), what a user's live streams should read. */
export const EVENT_CHANNEL = 'forum_events';

function eventListeners() {
  const set = new Set<(payload: string | null) => void>();
  return {
    add(listener: (payload: string | null) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    call(payload: string | null) {
      for (const listener of set) listener(payload);
    },
  };
}
/** How long a publisher waits to hear its own notice before answering anyway (a lost connection, a slow database). */
const ECHO_TIMEOUT_MS = 500;

function listenersByTopic() {
  const listeners = new Map<ChangeTopic, Set<() => void>>();
  return {
    add(topic: ChangeTopic, listener: () => void) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => void set.delete(listener);
    },
    call(topic?: ChangeTopic) {
      const sets = topic ? [listeners.get(topic)] : [...listeners.values()];
      for (const set of sets) for (const listener of set ?? []) listener();
    },
  };
}

/**
 * One process: PGlite, and tests of a single server. `listen` is PGlite's own LISTEN, which hears a
 * transaction's pg_notify at its commit; without it (a server given no feed) events stay unheard.
 */
export function createLocalChangeFeed(
  listen?: (channel: string, callback: (payload: string) => void) => Promise<unknown>,
): ChangeFeed {
  const listeners = listenersByTopic();
  const events = eventListeners();
  const listening = listen?.(EVENT_CHANNEL, (payload) => events.call(payload));
  return {
    events: (listener) => events.add(listener),
    async publish(topic) {
      listeners.call(topic);
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    ready: async () => {
      await listening;
    },
    close: async () => undefined,
  };
}

/**
 * Several processes on one PostgreSQL database: a dedicated connection LISTENs (a pooled one could not,
 * it goes back to the pool); NOTIFY goes through the pool. Each process names itself in what it sends,
 * so it does not forget twice.
 */
export function createPostgresChangeFeed(options: {
  connectionString: string;
  pool: pg.Pool;
  onError?: (message: string) => void;
}): ChangeFeed {
  const listeners = listenersByTopic();
  const events = eventListeners();
  const self = randomBytes(8).toString('hex');
  const report = options.onError ?? ((message: string) => console.error(message));
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  // a process hears its own notices too: hearing one back means the database committed it and signalled every listener
  const echoes = new Map<string, () => void>();
  let sequence = 0;

  function echoOf(number: string): Promise<void> {
    if (!client) return Promise.resolve();
    return new Promise((resolve) => {
      const heard = () => {
        clearTimeout(timer);
        echoes.delete(number);
        resolve();
      };
      const timer = setTimeout(heard, ECHO_TIMEOUT_MS).unref();
      echoes.set(number, heard);
    });
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => {
      if (message.channel === EVENT_CHANNEL) {
        events.call(message.payload ?? null);
        return;
      }
      const [topic, sender, number = ''] = (message.payload ?? '').split(':');
      if (sender === self) echoes.get(number)?.();
      else if (isTopic(topic)) listeners.call(topic);
    });
    next.on('error', (error) => {
      report(`change feed connection lost: ${error.message}`);
      lose(next);
    });
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      await next.query(`LISTEN ${EVENT_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) await next.end();
    else client = next;
  }

  // notifications sent while the connection was down are lost: whatever is kept is forgotten instead
  function lose(lost: pg.Client) {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => undefined);
    reconnectLater();
  }

  function reconnectLater() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          listeners.call();
          events.call(null);
        },
        (error: Error) => {
          report(`change feed cannot reconnect: ${error.message}`);
          reconnectLater();
        },
      );
    }, 1_000);
  }

  function start(): Promise<void> {
    connecting ??= connect();
    return connecting;
  }

  return {
    async publish(topic) {
      listeners.call(topic);
      sequence += 1;
      const number = String(sequence);
      const heard = echoOf(number);
      try {
        await options.pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, `${topic}:${self}:${number}`]);
      } catch (error) {
        // the change itself is done; the others catch up within the caches' time to live
        report(`change feed cannot notify ${topic}: ${(error as Error).message}`);
        echoes.get(number)?.();
      }
      await heard;
    },
    subscribe(topic, listener) {
      void start().catch(() => undefined);
      return listeners.add(topic, listener);
    },
    ready: () => start(),
    events(listener) {
      void start().catch(() => undefined);
      return events.add(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
