import type { Db } from './client.ts';

/**
 * One way to run a transaction that moves money, stock or an order (decision 042).
 *
 * Every such transaction takes its rows in the one lock order written in decision 042 (the cart, the
 * orders, their returns and payments, the products and coupons, the wallet, the refunds, the invoice
 * counters, and last the users' notifications and live-event counters). Two parts of that order are
 * kept here rather than by each caller:
 *
 * - Work that locks the last rows (a notification's row and the user's event counter) is deferred to
 *   the end of the transaction with `deferToEnd`, and run there sorted by user, whatever the order in
 *   which the moves asked for it.
 * - A cycle the order misses is still not an error for the visitor: a deadlock or a serialization
 *   failure (SQLSTATE 40P01, 40001) runs the whole transaction again, a few times, after a short
 *   jittered pause; and so does a unique violation of an idempotency key (two first uses of one key
 *   at once), whose rerun finds the first use and answers it. A transaction that has called out to
 *   another service (a gateway's refund) is never run again: `markExternal` says so.
 */

type Deferred = { sortKey: number; seq: number; run: () => Promise<void> };
type TransactionState = { deferred: Deferred[]; external: boolean };

const states = new WeakMap<object, TransactionState>();

/** SQLSTATEs after which the whole transaction may run again. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);
/** How many times a transaction runs at most. */
export const TRANSACTION_ATTEMPTS = 4;

type RetryListener = (event: { sqlState: string; attempt: number; constraint?: string }) => void;
const retryListeners = new Set<RetryListener>();

/** Tells the listener of every rerun (the server logs them: a rerun means the lock order missed a cycle). */
export function onTransactionRetry(listener: RetryListener): () => void {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
}

function databaseErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  // drizzle wraps the driver's error (DrizzleQueryError) with the original as its cause
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Whether a failed transaction may run again: a deadlock, a serialization failure, two first uses of one key. */
export function isRetryable(error: unknown): boolean {
  const found = databaseErrorOf(error);
  if (!found?.code) return false;
  if (RETRYABLE_STATES.has(found.code)) return true;
  return found.code === '23505' && (found.constraint ?? '').includes('idempotency');
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * 2 ** (attempt - 1)));

/**
 * Runs `work` in a transaction; at its end the deferred work runs in the lock order, then the
 * transaction commits. Reruns it as described above.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const state: TransactionState = { deferred: [], external: false };
    try {
      return await db.transaction(async (tx) => {
        states.set(tx, state);
        try {
          const result = await work(tx as unknown as Db);
          await runDeferred(state);
          return result;
        } finally {
          states.delete(tx);
        }
      });
    } catch (error) {
      if (state.external || attempt >= TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error;
      const found = databaseErrorOf(error);
      for (const listener of retryListeners) {
        listener({
          sqlState: found?.code ?? '',
          attempt,
          ...(found?.constraint ? { constraint: found.constraint } : {}),
        });
      }
      await pause(attempt);
    }
  }
}

async function runDeferred(state: TransactionState) {
  // work deferred while deferred work runs (none today) joins the queue and is run in its turn
  while (state.deferred.length > 0) {
    const queue = state.deferred.splice(0).sort((a, b) => a.sortKey - b.sortKey || a.seq - b.seq);
    for (const item of queue) await item.run();
  }
}

let sequence = 0;

/**
 * Defers `run` to the end of the caller's transaction, ordered by `sortKey` (a user's id), when the
 * transaction is one of `inTransaction`'s; answers false otherwise, and the caller runs it at once.
 */
export function deferToEnd(tx: object, sortKey: number, run: () => Promise<void>): boolean {
  const state = states.get(tx);
  if (!state) return false;
  sequence += 1;
  state.deferred.push({ sortKey, seq: sequence, run });
  return true;
}

/** The transaction has called out to another service: a rerun would call it again, so it is never rerun. */
export function markExternal(tx: object) {
  const state = states.get(tx);
  if (state) state.external = true;
}

/** Whether the database refused a row naming one that does not exist (SQLSTATE 23503, a foreign key). */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23503';
}
