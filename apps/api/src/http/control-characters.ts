import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

// C0 controls but tab, line feed and carriage return; DEL; the C1 controls (decision 033)
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The paths (`address`, `items.0.note`) of the strings in a value that hold a control character.
 * Walked with a stack of its own, not by recursion, so no depth of a value can overflow the call stack
 * (a JSON body is at most MAX_BODY_DEPTH deep anyway: json-body.ts).
 */
export function fieldsWithControlCharacters(value: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) found.push(path || 'body');
    } else if (Buffer.isBuffer(item)) {
      // a body kept whole for its signature (a gateway's webhook) is the gateway's to read
    } else if (item && typeof item === 'object') {
      // pushed in reverse, so the fields come out in the order they were written
      const entries = Array.isArray(item) ? item.map((child, index) => [index, child] as const) : Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as readonly [string | number, unknown];
        stack.push({ value: child, path: join(path, key) });
      }
    }
  }
  return found;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * No text the API takes may hold an invisible control character (a form pasted from elsewhere, a
 * client's bug or a probe): every string of a JSON body, a query and a path is checked before its
 * schema, and one that holds any is refused field by field; tab and line breaks stay allowed. The
 * schemas trim what they keep.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...fieldsWithControlCharacters(request.params),
      ...fieldsWithControlCharacters(request.query),
      ...fieldsWithControlCharacters(request.body),
    ];
    if (fields.length) {
      throw new AppError('validation', {
        fields: [...new Set(fields)].map((key) => ({ key, messageKey: 'controlCharacters' })),
      });
    }
  });
}
