import type { FastifyRequest } from 'fastify';

/**
 * How a request appears in the log: its method and path, and only the NAMES of its query parameters.
 * A query string can carry what a visitor typed (a form sent as GET before the page's scripts ran, an
 * emailed code, a search), so its values are never written; bodies are never logged at all.
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return loggedPath(url);
  const names = new Set<string>();
  for (const part of url.slice(mark + 1).split('&')) {
    if (!part) continue;
    const name = part.split('=', 1)[0] ?? '';
    names.add(safeDecode(name));
  }
  const path = loggedPath(url.slice(0, mark));
  return names.size ? `${path}?${[...names].join('&')}` : path;
}

/**
 * Some API addresses carry an email and its code in the path (`…/verify/email/{email}/{code}`,
 * docs/product/accounts.md): an email segment and the digits after it are written as placeholders.
 */
function loggedPath(path: string): string {
  let afterEmail = false;
  return path
    .split('/')
    .map((segment) => {
      if (segment.includes('@') || /%40/i.test(segment)) {
        afterEmail = true;
        return ':email';
      }
      if (afterEmail && /^\d+$/.test(segment)) return ':code';
      afterEmail = false;
      return segment;
    })
    .join('/');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** Fastify's request serializer with the query's values left out (see loggedUrl). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
