export type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | QueryPrimitive[];
export type Query = Record<string, QueryValue>;

const ARRAY_SUFFIX = '[]';
// Written percent-encoded: brackets are not allowed raw in a URL's query (an HTML validator refuses such links);
// the reader takes both forms, as URLSearchParams decodes the name before it is read.
const ENCODED_ARRAY_SUFFIX = '%5B%5D';
// Skipped so a crafted link cannot reach Object.prototype through code that later merges or assigns the result.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads a query string (numbers, booleans and bracketed arrays: docs/product/api-conventions.md). `key[]=`
 * always yields an array, as does a key repeated without brackets. 'true'/'false' become booleans; a value
 * becomes a number only when it round-trips exactly, so '007', '1e3' and '+5' stay strings and long ids keep
 * every digit. With `typed: false` every value stays a string: the API does that and lets each route's schema
 * coerce what it expects (a search for '5' is text).
 */
export function parseQuery(input: string | URLSearchParams, options: { typed?: boolean } = {}): Query {
  const read = options.typed === false ? (raw: string) => raw : parseValue;
  const params =
    typeof input === 'string' ? new URLSearchParams(input.startsWith('?') ? input.slice(1) : input) : input;
  // a Map, not an object, so names such as 'toString' are never confused with inherited members
  const entries = new Map<string, QueryValue>();
  for (const [rawKey, rawValue] of params) {
    const isArray = rawKey.endsWith(ARRAY_SUFFIX);
    const key = isArray ? rawKey.slice(0, -ARRAY_SUFFIX.length) : rawKey;
    if (key === '' || FORBIDDEN_KEYS.has(key)) continue;
    const value = read(rawValue);
    const existing = entries.get(key);
    if (existing === undefined) entries.set(key, isArray ? [value] : value);
    else if (Array.isArray(existing)) existing.push(value);
    else entries.set(key, [existing, value]);
  }
  return Object.fromEntries(entries);
}

/**
 * Writes a query string without the leading '?', in insertion order. Null, undefined, '' and empty arrays are left
 * out; arrays are written as `key%5B%5D=a&key%5B%5D=b` (the brackets encoded, as a valid URL needs them;
 * parseQuery reads `key[]=` the same).
 */
export function serializeQuery(query: Record<string, QueryValue | null | undefined>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) {
      for (const item of value) if (item !== '') parts.push(`${name}${ENCODED_ARRAY_SUFFIX}=${encodeValue(item)}`);
    } else if (value !== '') {
      parts.push(`${name}=${encodeValue(value)}`);
    }
  }
  return parts.join('&');
}

function parseValue(raw: string): QueryPrimitive {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  const number = Number(raw);
  return raw !== '' && Number.isFinite(number) && String(number) === raw ? number : raw;
}

function encodeValue(value: QueryPrimitive): string {
  return encodeURIComponent(String(value));
}
