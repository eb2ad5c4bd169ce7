import { IDEMPOTENCY_KEY_PATTERN } from '@forum/contract/orders';
import type { FastifyRequest } from 'fastify';

/** The client's key of a write: from the body when sent there, else from the `Idempotency-Key` header. */
export function idempotencyKeyOf(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  const header = request.headers['idempotency-key'];
  return fromBody ?? (typeof header === 'string' && IDEMPOTENCY_KEY_PATTERN.test(header) ? header : undefined);
}
