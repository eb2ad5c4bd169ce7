import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';

// C0 controls but tab, line feed and carriage return; DEL; the C1 controls (decision 033)
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema is read field by field
type JsonSchema = any;

/** What a schema says of a value's structure: without any of these it takes anything, and all is looked at. */
const STRUCTURE = [
  'type',
  'properties',
  'additionalProperties',
  'items',
  'prefixItems',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
];
const constrains = (schema: JsonSchema) =>
  schema !== true && schema && typeof schema === 'object' && STRUCTURE.some((key) => key in schema);

/**
 * The paths (`address`, `items.0.note`) of the strings in a value that hold a control character.
 * Given the JSON Schema of what the API takes, only what it declares is looked at: a property it does
 * not declare is dropped unread by the schema, so it is not refused for what it holds either (issue 36,
 * decision 059); a record's or a loose object's other properties are kept, so they are looked at.
 * Walked with a stack of its own, not by recursion, so no depth of a value can overflow the call stack
 * (a JSON body is at most MAX_BODY_DEPTH deep anyway: json-body.ts).
 */
export function fieldsWithControlCharacters(value: unknown, root?: JsonSchema): string[] {
  const found = new Set<string>();
  const resolve = (schema: JsonSchema): JsonSchema => {
    let resolved = schema;
    for (let hops = 0; constrains(resolved) && typeof resolved.$ref === 'string' && hops < 32; hops += 1) {
      const ref: string = resolved.$ref;
      resolved =
        ref === '#'
          ? root
          : ref
              .split('/')
              .slice(1)
              .reduce((node: JsonSchema, key) => node?.[key], root);
    }
    return constrains(resolved) ? resolved : undefined;
  };
  type Next = { value: unknown; path: string; schema: JsonSchema };
  const stack: Next[] = [{ value, path: '', schema: root === undefined ? undefined : resolve(root) }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: item, path, schema } = next;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) found.add(path || 'body');
      continue;
    }
    // a body kept whole for its signature (a gateway's webhook) is the gateway's to read
    if (!item || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    const branches = schema
      ? (['anyOf', 'oneOf', 'allOf'] as const).flatMap((key) => (Array.isArray(schema[key]) ? schema[key] : []))
      : [];
    const declaresItself =
      schema && STRUCTURE.some((key) => !['anyOf', 'oneOf', 'allOf'].includes(key) && key in schema);
    for (const branch of branches) {
      // a branch that only names required fields (the wishlist's one-of) says nothing of what is read
      if (declaresItself && !constrains(branch)) continue;
      stack.push({ value: item, path, schema: resolve(branch) });
    }
    if (branches.length && !declaresItself) continue;
    // pushed in reverse, so the fields come out in the order they were written
    const entries = Array.isArray(item) ? item.map((child, index) => [index, child] as const) : Object.entries(item);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as readonly [string | number, unknown];
      const childSchema = schema ? childOf(schema, key) : { read: true, schema: undefined };
      if (childSchema.read) stack.push({ value: child, path: join(path, key), schema: resolve(childSchema.schema) });
    }
  }
  return [...found];
}

/** The schema of a member of an array or object, or that it is not read (a property not declared). */
function childOf(schema: JsonSchema, key: string | number): { read: boolean; schema: JsonSchema } {
  if (typeof key === 'number') {
    const tuple = Array.isArray(schema.prefixItems) ? schema.prefixItems[key] : undefined;
    return { read: true, schema: tuple ?? (schema.items === false ? undefined : schema.items) };
  }
  if (schema.properties && Object.hasOwn(schema.properties, key)) return { read: true, schema: schema.properties[key] };
  const { additionalProperties } = schema;
  if (additionalProperties === undefined && schema.properties) return { read: false, schema: undefined };
  if (additionalProperties === false) return { read: false, schema: undefined };
  return { read: true, schema: additionalProperties === true ? undefined : additionalProperties };
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
    const schema = request.routeOptions.schema;
    const fields = [
      ...fieldsWithControlCharacters(request.params, jsonSchemaOf(schema?.params)),
      ...fieldsWithControlCharacters(request.query, jsonSchemaOf(schema?.querystring)),
      ...fieldsWithControlCharacters(request.body, jsonSchemaOf(schema?.body)),
    ];
    if (fields.length) {
      throw new AppError('validation', {
        fields: [...new Set(fields)].map((key) => ({ key, messageKey: 'controlCharacters' })),
      });
    }
  });
}

const jsonSchemas = new WeakMap<object, JsonSchema>();

/**
 * The JSON Schema of what a route takes (its zod schema as the API reads a request), made once per
 * schema; none (everything is looked at) for a route without one or one it cannot say.
 */
function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return undefined;
  if (!jsonSchemas.has(schema)) {
    let converted: JsonSchema;
    try {
      converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    } catch {
      converted = undefined;
    }
    jsonSchemas.set(schema, converted);
  }
  return jsonSchemas.get(schema);
}
