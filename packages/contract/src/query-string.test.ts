import { describe, expect, it } from 'vitest';
import { parseQuery, type Query, serializeQuery } from './query-string.ts';

describe('parseQuery', () => {
  it('reads numbers, booleans, bracketed arrays and Arabic text', () => {
    expect(parseQuery('brands[]=1&brands[]=2&inStock=true&page=2&q=%D9%83%D8%A7%D9%85%D9%8A%D8%B1%D8%A7')).toEqual({
      brands: [1, 2],
      inStock: true,
      page: 2,
      q: 'كاميرا',
    });
  });

  it('accepts the string with or without a leading question mark', () => {
    expect(parseQuery('?page=3')).toEqual({ page: 3 });
    expect(parseQuery('page=3')).toEqual({ page: 3 });
    expect(parseQuery('')).toEqual({});
    expect(parseQuery('?')).toEqual({});
  });

  it('accepts URLSearchParams', () => {
    expect(
      parseQuery(
        new URLSearchParams([
          ['tags[]', 'a'],
          ['free', 'false'],
        ]),
      ),
    ).toEqual({ tags: ['a'], free: false });
  });

  it('makes an array of a bracketed key even when it appears once', () => {
    expect(parseQuery('brands[]=7')).toEqual({ brands: [7] });
  });

  it('collects a key repeated without brackets into an array', () => {
    expect(parseQuery('tag=a&tag=b&tag=3')).toEqual({ tag: ['a', 'b', 3] });
  });

  it('merges bracketed and plain occurrences of the same key', () => {
    expect(parseQuery('id=1&id[]=2')).toEqual({ id: [1, 2] });
    expect(parseQuery('id[]=1&id=2')).toEqual({ id: [1, 2] });
  });

  it('turns only values that round-trip exactly into numbers', () => {
    expect(parseQuery('a=-2.5&b=0&c=10')).toEqual({ a: -2.5, b: 0, c: 10 });
    expect(parseQuery('a=007&b=1e3&c=%2B5&d=&e=1.50&f=-0&g=0x10')).toEqual({
      a: '007',
      b: '1e3',
      c: '+5',
      d: '',
      e: '1.50',
      f: '-0',
      g: '0x10',
    });
  });

  it('keeps every digit of an id too long for a JavaScript number', () => {
    expect(parseQuery('order=12345678901234567890')).toEqual({ order: '12345678901234567890' });
  });

  it('keeps Infinity and NaN as strings', () => {
    expect(parseQuery('a=Infinity&b=NaN')).toEqual({ a: 'Infinity', b: 'NaN' });
  });

  it('reads only the exact words true and false as booleans', () => {
    expect(parseQuery('a=TRUE&b=1&c=yes')).toEqual({ a: 'TRUE', b: 1, c: 'yes' });
  });

  it('decodes plus signs as spaces and percent-encoded characters', () => {
    expect(parseQuery('q=red+camera&name=%D8%B3%D8%B9%D9%88%D8%AF%D9%8A%20film&sym=a%2Bb')).toEqual({
      q: 'red camera',
      name: 'سعودي film',
      sym: 'a+b',
    });
  });

  it('ignores keys that could reach the object prototype', () => {
    const query = parseQuery('__proto__[polluted]=1&__proto__=1&constructor=x&prototype[]=y&safe=1');
    expect(query).toEqual({ '__proto__[polluted]': 1, safe: 1 });
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('treats a key named like an inherited member as an ordinary key', () => {
    expect(parseQuery('toString=a&toString=b&hasOwnProperty=1')).toEqual({ toString: ['a', 'b'], hasOwnProperty: 1 });
  });

  it('ignores entries without a name', () => {
    expect(parseQuery('=1&[]=2&page=1')).toEqual({ page: 1 });
  });
});

describe('serializeQuery', () => {
  it('writes arrays with encoded brackets (a valid URL), in insertion order, without a leading question mark', () => {
    expect(serializeQuery({ page: 2, brands: [1, 2], inStock: true })).toBe(
      'page=2&brands%5B%5D=1&brands%5B%5D=2&inStock=true',
    );
  });

  it('is read back the same whether the brackets come encoded or literal', () => {
    expect(parseQuery('brands%5B%5D=1&brands[]=2')).toEqual({ brands: [1, 2] });
    expect(parseQuery('brands%5b%5d=3', { typed: false })).toEqual({ brands: ['3'] });
  });

  it('leaves out null, undefined, empty strings and empty arrays', () => {
    expect(serializeQuery({ a: null, b: undefined, c: '', d: [], e: 0, f: false })).toBe('e=0&f=false');
  });

  it('leaves out empty strings inside arrays', () => {
    expect(serializeQuery({ tags: ['', 'a', ''] })).toBe('tags%5B%5D=a');
    expect(serializeQuery({ tags: [''] })).toBe('');
  });

  it('percent-encodes key names and values', () => {
    expect(serializeQuery({ q: 'a&b=c d', 'my key': 'كاميرا' })).toBe(
      'q=a%26b%3Dc%20d&my%20key=%D9%83%D8%A7%D9%85%D9%8A%D8%B1%D8%A7',
    );
  });

  it('returns an empty string for an empty query', () => {
    expect(serializeQuery({})).toBe('');
  });

  it('gives back a string that looks like a number or boolean as that type, so readers must accept both', () => {
    expect(parseQuery(serializeQuery({ q: '5', flag: 'true' }))).toEqual({ q: 5, flag: true });
  });

  it('round-trips through parseQuery', () => {
    const cases: Query[] = [
      { brands: [1, 2], inStock: true, page: 2, q: 'كاميرا' },
      { q: 'مهرجان الأفلام السعودية 2025', sort: 'price-asc' },
      { q: 'tom & jerry = fun', note: 'a+b?c#d/e%f' },
      { ids: [10], flags: [true, false], price: -2.5, zero: 0 },
      { mixed: ['a', 1, false, 'b c'] },
      { code: '007', exp: '1e3', big: '12345678901234567890', emoji: '🎬 فيلم' },
    ];
    for (const query of cases) expect(parseQuery(serializeQuery(query))).toEqual(query);
  });
});

describe('parseQuery without typing', () => {
  it('keeps every value a string while still collecting bracketed arrays', () => {
    expect(parseQuery('q=5&inStock=true&brands[]=1', { typed: false })).toEqual({
      q: '5',
      inStock: 'true',
      brands: ['1'],
    });
  });
});
