import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Clients send update-style calls (PUT) as POST (decision 008), naming the real method in the body (`_method`)
 * or in `X-HTTP-Method-Override`. Routing happens before the body is read, so a POST that found no
 * route of its own is replayed here, with the same headers, as the method it names.
 * Returns false when the request names no method to replay.
 */
export async function replayOverriddenMethod(
  root: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (request.method !== 'POST') return false;
  const body = request.body;
  const bodyMethod =
    body && typeof body === 'object' && '_method' in body ? String((body as { _method: unknown })._method) : undefined;
  const header = request.headers['x-http-method-override'];
  const method = (bodyMethod ?? (Array.isArray(header) ? header[0] : header))?.toUpperCase();
  if (!method || !OVERRIDABLE.has(method)) return false;

  const { _method: _ignored, ...payload } = (body ?? {}) as Record<string, unknown>;
  const headers = { ...request.headers };
  delete headers['x-http-method-override'];
  delete headers['content-length'];
  // the caller's address travels as remoteAddress below; read again, the forwarded list could name another
  delete headers['x-forwarded-for'];
  const answer = await root.inject({
    method: method as InjectOptions['method'],
    url: request.url,
    headers,
    // the replay is the caller's own request: same address for rate limits and logs
    remoteAddress: request.ip,
    ...(body && typeof body === 'object' ? { payload } : {}),
  });
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && name !== 'content-length' && name !== 'transfer-encoding') reply.header(name, value);
  }
  await reply.code(answer.statusCode).send(answer.rawPayload);
  return true;
}
