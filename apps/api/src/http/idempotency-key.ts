import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@forum/contract/orders';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** The client's key of a write: from the body when sent there, else from the `Idempotency-Key` header. */
export function idempotencyKeyOf(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  const header = request.headers['idempotency-key'];
  return fromBody ?? (typeof header === 'string' && IDEMPOTENCY_KEY_PATTERN.test(header) ? header : undefined);
}

/** JSON with every object's names sorted, so that one request is one text whatever the order of its fields. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_name, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * What a keyed request asks, as stored beside its key (decision 042): the call, who sent it, for whom,
 * and what it asked, without the key itself. The same key with another hash is another request.
 */
export function requestHashOf(call: string, request: Record<string, unknown>): string {
  const { idempotencyKey: _key, ...rest } = request;
  return createHash('sha256').update(call).update('\n').update(canonical(rest)).digest('base64url');
}

/**
 * A key found with what its first request asked: the same request answers the first answer; another
 * request (another person, amount or call) is refused with `idempotencyKeyReused` and changes nothing.
 * A first use stored before hashes were kept (null) is taken as the same request.
 */
export function assertSameRequest(stored: string | null, hash: string) {
  if (stored !== null && stored !== hash) {
    throw new AppError('idempotencyKeyReused', {
      fields: [{ key: 'idempotencyKey', messageKey: 'idempotencyKeyReused' }],
    });
  }
}
