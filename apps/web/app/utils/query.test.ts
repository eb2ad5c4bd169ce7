import { describe, expect, it } from 'vitest';
import { changedSearch, laterPage, searchOf, withQuery } from './query.ts';

describe('withQuery', () => {
  it('writes what is set, in order, and leaves out what is empty', () => {
    expect(withQuery('/media', { type: 'news', page: 2 })).toBe('/media?type=news&page=2');
    expect(withQuery('/media', { type: null, page: undefined, q: '' })).toBe('/media');
    expect(withQuery('/products', { brands: [], inStock: true })).toBe('/products?inStock=true');
  });

  it('encodes what it writes, so an address or a title stays one value', () => {
    expect(withQuery('/verification-code', { email: 'a+b@example.com', type: 'customer' })).toBe(
      '/verification-code?email=a%2Bb%40example.com&type=customer',
    );
    expect(withQuery('/contact-us', { subject: 'صالة ١ & ٢' })).toBe(
      `/contact-us?subject=${encodeURIComponent('صالة ١ & ٢')}`,
    );
  });
});

describe('searchOf', () => {
  it('is the query with its question mark, or nothing', () => {
    expect(searchOf({ day: '2027-02-16', q: 'فيلم' })).toBe(`?day=2027-02-16&q=${encodeURIComponent('فيلم')}`);
    expect(searchOf({ day: null, q: '' })).toBe('');
  });
});

describe('changedSearch', () => {
  it('sets and takes out the names it is given, and keeps the others as they were', () => {
    const current = new URLSearchParams('hall=2&q=old&booth=A1');
    expect(changedSearch(current, { q: 'new', booth: null }).toString()).toBe('hall=2&q=new');
    expect(changedSearch(current, { q: undefined, booth: '' }).toString()).toBe('hall=2&q=old');
    expect(changedSearch(current, { extra: 'x' }).toString()).toBe('hall=2&q=old&booth=A1&extra=x');
    // the address it was given is left alone
    expect(current.toString()).toBe('hall=2&q=old&booth=A1');
  });
});

describe('laterPage', () => {
  it('leaves the first page out of an address', () => {
    expect([undefined, 0, 1, 2, 10].map(laterPage)).toEqual([null, null, null, 2, 10]);
  });
});
