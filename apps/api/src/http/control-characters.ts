import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

// C0 controls but tab, line feed and carriage return; DEL; the C1 controls (decision 033)
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The paths (`address`, `items.0.note`) of the strings in a value that hold a control character. */
export function fieldsWithControlCharacters(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return CONTROL.test(value) ? [path || 'body'] : [];
  // a body kept whole for its signature (a gateway's webhook) is the gateway's to read
  if (Buffer.isBuffer(value)) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsWithControlCharacters(item, join(path, index)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => fieldsWithControlCharacters(item, join(path, key)));
  }
  return [];
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
