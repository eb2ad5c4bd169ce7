import { type EndpointName, endpointPaths, endpointRoute } from '@forum/contract/endpoint-paths';
import { type EndpointSchemas, endpoints } from '@forum/contract/endpoints';
import { parseQuery, serializeQuery } from '@forum/contract/query-string';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginAs } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// Requests made up from the contract's own schemas, for every endpoint, as a guest and as the demo
// customer (decision 033): valid ones (values the schema accepts) are never refused by the endpoint's
// schema (the server logs such a refusal with `bySchema`) nor with a message about their shape,
// invalid ones (values it refuses) are answered 4xx in the error envelope and write nothing, and
// nothing reaches a 5xx. A fixed seed and a few cases per endpoint keep it repeatable and short; every
// answer is also checked against the OpenAPI document by the test server's hook.

const SEED = 2026_11_25;
const VALID_CASES = 3;
const INVALID_CASES = 3;

let api: TestApp;
let customer: Record<string, string>;
/** The server's log lines: a refusal by an endpoint's schema is logged with `bySchema`. */
const log: string[] = [];
beforeAll(async () => {
  api = await startTestApp({ log });
  customer = (await loginAs(api, 'customer@forum.test')).headers;
});
afterAll(async () => {
  await api?.close();
});

// ---------------------------------------------------------------- values from a zod schema

type Def = { type: string; [key: string]: unknown };
type Bag = { minimum?: number; maximum?: number; format?: string; patterns?: Set<RegExp> };
type CheckDef = {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
};
/** A schema's definition, and its checks gathered as bounds, format and patterns. */
const internals = (schema: z.ZodType) => {
  const { def } = (schema as unknown as { _zod: { def: Def } })._zod;
  const bag: Bag = {};
  for (const check of (def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') bag.minimum = c.minimum;
    else if (c.check === 'max_length') bag.maximum = c.maximum;
    else if (c.check === 'length_equals') bag.minimum = bag.maximum = c.length;
    else if (c.check === 'greater_than') bag.minimum = (c.value ?? 0) + (c.inclusive ? 0 : 1);
    else if (c.check === 'less_than') bag.maximum = (c.value ?? 0) - (c.inclusive ? 0 : 1);
    else if (c.check === 'number_format') bag.format = c.format;
    else if (c.check === 'string_format') {
      bag.format = c.format;
      if (c.pattern) bag.patterns = new Set([...(bag.patterns ?? []), c.pattern]);
    }
  }
  return { def, bag };
};

/** Printable text, Latin and Arabic: what a person types in a field. */
const text = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'abcXYZ019 -.,سينما فيلم'.split('')), { minLength: min, maxLength: Math.max(min, max) })
    .map((chars) => chars.join(''));

/** A value of the schema's input, most of the time one the schema accepts (the caller filters). */
function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const { def, bag } = internals(schema);
  const inner = (key: string) => arbitraryOf(def[key] as z.ZodType);
  switch (def.type) {
    case 'string': {
      if (bag.format === 'email') return fc.constantFrom('layla@example.com', 'nasser.q@forum.test', 'a.b@film.sa');
      const [pattern] = [...(bag.patterns ?? [])];
      if (pattern && !/\^\[\^\\0\]\*\$/.test(pattern.source)) return fc.stringMatching(pattern);
      const min = bag.minimum ?? 0;
      return text(min, Math.min(bag.maximum ?? 24, min + 24));
    }
    case 'number': {
      const min = Math.max(bag.minimum ?? -1000, -2_147_483_648);
      const max = Math.min(bag.maximum ?? 100_000, 2_147_483_647);
      // an amount of money: whole halalas, two decimals at most (decision 044)
      if (schema.meta()?.multipleOf === 0.01) {
        return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((minor) => minor / 100);
      }
      return bag.format?.includes('int')
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value)])), {
        requiredKeys: Object.keys(shape).filter((key) => !isOptional(shape[key] as z.ZodType)),
      });
    }
    case 'array':
      return fc.array(inner('element'), { minLength: bag.minimum ?? 0, maxLength: Math.min(bag.maximum ?? 3, 3) });
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      // an email read as text, then checked: the checked side says what is valid
      const out = def.out as z.ZodType;
      return internals(out).def.type === 'string' && internals(out).bag.format ? arbitraryOf(out) : inner('in');
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(arbitraryOf));
    default:
      return fc.jsonValue();
  }
}

const isOptional = (schema: z.ZodType) => ['optional', 'default', 'prefault'].includes(internals(schema).def.type);

/** Values that do not fit: wrong types, missing fields, out-of-range numbers, odd text. */
const wrong = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }),
  fc.constantFrom('', ' ', 'x'.repeat(5000), '١٢٣', '0x1F', '1e309', '-1', '<script>', "' or 1=1 --", '\u202e'),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

function invalidObjectOf(schema: z.ZodObject | undefined): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema?.shape ?? {});
  if (!keys.length) return fc.dictionary(fc.constantFrom('x', 'id', 'q'), wrong, { minKeys: 1, maxKeys: 2 });
  return fc.dictionary(fc.constantFrom(...keys), wrong, { maxKeys: keys.length });
}

/** Up to `count` values of the arbitrary that `accepts` takes, from a fixed seed. */
function samples<T>(arbitrary: fc.Arbitrary<T>, accepts: (value: T) => boolean, count: number, salt: number): T[] {
  return fc
    .sample(arbitrary, { seed: SEED + salt, numRuns: 60 })
    .filter(accepts)
    .slice(0, count);
}

// ---------------------------------------------------------------- requests

type Parts = { params: Record<string, unknown>; query: Record<string, unknown>; body?: unknown };

function requestOf(name: EndpointName, parts: Parts) {
  const { method, path } = endpointRoute(name);
  const filled = path.replace(/\{([^}]+)\}/g, (_match, key: string) =>
    encodeURIComponent(textOf(parts.params[key] ?? 'x')),
  );
  // written as the website writes a query (bracketed arrays); an object, which a query cannot carry, as its JSON
  const values = Object.fromEntries(
    Object.entries(parts.query).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.map(queryValueOf)
        : value === undefined || value === null
          ? value
          : queryValueOf(value),
    ]),
  );
  const query = serializeQuery(values as Parameters<typeof serializeQuery>[0]);
  return { method, url: `/api${filled}${query ? `?${query}` : ''}`, body: parts.body, query };
}

/** The query as the server reads it (its own parser), and the path's values as the text they travel as. */
const sentQuery = (name: EndpointName, parts: Parts) => parseQuery(requestOf(name, parts).query, { typed: false });

/** A value as text in a path or a query: objects (which a query string cannot carry) as their JSON. */
const queryValueOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : textOf(value);
const textOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

const parses = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;
// a query and a path arrive as text: the schema must take them as the server will read them
const asText = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, Array.isArray(value) ? value.map(textOf) : textOf(value)]),
  );

// what no refused request may change: every table but the ones each request may touch (sessions, limits)
async function counts(): Promise<string> {
  const tables = rowsOf(
    await api.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('sessions', 'rate_limits', '__drizzle_migrations') order by table_name`,
    ),
  );
  if (tables.length < 10) throw new Error('the tables to count were not found');
  const selects = tables.map(
    ({ table_name }) => `select '${table_name}' as t, count(*)::int as n from "${table_name}"`,
  );
  return JSON.stringify(rowsOf(await api.db.execute(sql.raw(selects.join(' union all ')))));
}

/** The counts once nothing more is being written: the same twice, 150 ms apart (two seconds at most). */
async function settledCounts(): Promise<string> {
  let last = await counts();
  for (let attempt = 0; attempt < 12; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await counts();
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** The rows of a raw query, as either driver answers them (PGlite and node-postgres both give `rows`). */
const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? []) as Record<string, unknown>[];

// what the schemas say of a value of the wrong shape; "choose one of the allowed values" is left out, as a
// route also says it of an id that names nothing (a shipment type that does not exist), which is not shape
const SHAPE_MESSAGES = [
  'This field is required',
  'This value has the wrong type',
  'Enter a number',
  'Enter a valid email address',
  'The request body is not valid JSON',
];

const names = Object.keys(endpointPaths) as EndpointName[];
/** The endpoints for which the schemas gave valid requests (a refinement may refuse every made-up value). */
const withValidCases = new Set<EndpointName>();
/** How many invalid requests the endpoints' schemas refused (the mark the valid ones must never get). */
let refusedBySchema = 0;

describe.each([
  ['a guest', () => ({})],
  ['the demo customer', () => customer],
])('requests made up from the contract, as %s', (_who, headersOf) => {
  it.each(names)(
    '%s: valid ones are not refused for their shape, invalid ones are refused and write nothing',
    async (name) => {
      const entry: EndpointSchemas = endpoints[name];
      const body = entry.body === 'multipart' ? undefined : entry.body;
      const salt = names.indexOf(name);
      const headers = { ...headersOf(), 'x-forwarded-for': `10.23.${salt}.7` };

      const valid = samples(
        fc.record({
          params: entry.params ? arbitraryOf(entry.params) : fc.constant({}),
          query: entry.query ? arbitraryOf(entry.query) : fc.constant({}),
          body: body ? arbitraryOf(body) : fc.constant(undefined),
        }) as fc.Arbitrary<Parts>,
        (parts) =>
          parses(entry.params, asText(parts.params)) &&
          parses(entry.query, sentQuery(name, parts)) &&
          parses(body, parts.body) &&
          !(entry.body === 'multipart') &&
          name !== 'payments.webhook',
        VALID_CASES,
        salt,
      );
      if (valid.length) withValidCases.add(name);
      for (const parts of valid) {
        const { method, url } = requestOf(name, parts);
        log.length = 0;
        const answer = await api.call(method, url, {
          headers,
          ...(parts.body !== undefined ? { body: parts.body } : {}),
        });
        const context = `${method} ${url} ${JSON.stringify(parts.body)} → ${answer.status} ${answer.text.slice(0, 300)}`;
        expect(answer.status, context).toBeLessThan(500);
        // the endpoint's schema took what its own contract accepts: any refusal is the route's rule
        expect(
          log.filter((line) => JSON.parse(line).bySchema === true),
          context,
        ).toEqual([]);
        if (answer.status === 400) {
          const messages = (answer.json?.errors ?? []).map((error: { value: string }) => error.value);
          expect(
            messages.filter((message: string) => SHAPE_MESSAGES.includes(message)),
            context,
          ).toEqual([]);
        }
      }

      const invalid = samples(
        fc.record({
          params: entry.params ? fc.oneof(invalidObjectOf(entry.params), arbitraryOf(entry.params)) : fc.constant({}),
          query: entry.query ? fc.oneof(invalidObjectOf(entry.query), arbitraryOf(entry.query)) : fc.constant({}),
          body: entry.body ? fc.oneof(invalidObjectOf(body as z.ZodObject | undefined), wrong) : fc.constant(undefined),
        }) as fc.Arbitrary<Parts>,
        (parts) =>
          !(
            parses(entry.params, asText(parts.params)) &&
            parses(entry.query, sentQuery(name, parts)) &&
            (entry.body === undefined || (body !== undefined && parses(body, parts.body)))
          ),
        INVALID_CASES,
        salt + 1000,
      );
      // what the valid requests set off after answering (a notification's email) lands before the count; an
      // email still waiting is let go (the hub's sweeper would send it up to 30 s later, in the middle of a count)
      await api.db.execute(sql`update notifications set email = 'none' where email = 'pending'`);
      const before = await settledCounts();
      for (const parts of invalid) {
        const { method, url } = requestOf(name, parts);
        log.length = 0;
        const answer = await api.call(method, url, {
          headers,
          ...(parts.body !== undefined ? { body: parts.body } : {}),
        });
        const context = `${method} ${url} ${JSON.stringify(parts.body)?.slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 300)}`;
        expect(answer.status, context).toBeGreaterThanOrEqual(400);
        expect(answer.status, context).toBeLessThan(500);
        expect(answer.json?.errors?.[0], context).toEqual({ key: expect.any(String), value: expect.any(String) });
        if (log.some((line) => JSON.parse(line).bySchema === true)) refusedBySchema += 1;
      }
      expect(await counts(), name).toBe(before);
    },
  );
});

describe('the made-up requests', () => {
  it('were valid for nearly every endpoint that takes input, not only invalid', () => {
    const takingInput = names.filter((name) => {
      const entry: EndpointSchemas = endpoints[name];
      return entry.params || entry.query || (entry.body && entry.body !== 'multipart');
    });
    const without = takingInput.filter((name) => !withValidCases.has(name));
    expect(without.length / takingInput.length, `no valid request for ${without.join(', ')}`).toBeLessThan(0.2);
    // the schema's refusals are seen in the log, so their absence for valid requests means something
    expect(refusedBySchema).toBeGreaterThan(takingInput.length);
  });
});
