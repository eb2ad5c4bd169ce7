import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** The deepest a JSON body may nest: `{}` is one level, `{"a":[1]}` two (decision 044). */
export const MAX_BODY_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests deeper than `max`, read on the text itself in one pass (brackets inside
 * strings do not count), so a body of 5,000 nested arrays is never built, let alone walked.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(code)) depth -= 1;
  }
  return false;
}

/**
 * Fastify's JSON parser (its protection from __proto__ and constructor kept), behind a check of the
 * body's depth: one nested deeper than MAX_BODY_DEPTH is refused 400 (`validation`, field `body`,
 * message `bodyTooDeep`) before it is parsed, so nothing after (the control character check, the
 * schemas, the replay of an overridden method, which parses its body here again) sees a deep body.
 */
export function limitJsonDepth(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_BODY_DEPTH)) {
      done(
        new AppError('validation', {
          fields: [{ key: 'body', messageKey: 'bodyTooDeep', params: { max: MAX_BODY_DEPTH } }],
        }),
        undefined,
      );
      return;
    }
    parse(request, body as string, done);
  });
}
