import { describe, expect, it } from 'vitest';
import { directoryQuery, hasActiveFilters, readDirectoryFilters } from './directory-query.ts';

describe('readDirectoryFilters', () => {
  it('reads the search, the filters and the page from the address', () => {
    expect(readDirectoryFilters('?q=%D8%A3%D9%81%D9%84%D8%A7%D9%85&category=2&country=sa&hall=1&page=3')).toEqual({
      q: 'أفلام',
      category: 2,
      country: 'SA',
      hall: 1,
      page: 3,
    });
  });

  it('starts from the whole directory on page 1', () => {
    const filters = readDirectoryFilters('');
    expect(filters).toEqual({ q: '', category: null, country: null, hall: null, page: 1 });
    expect(hasActiveFilters(filters)).toBe(false);
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(readDirectoryFilters('?category=abc&country=SAU&hall=0&page=-2')).toEqual({
      q: '',
      category: null,
      country: null,
      hall: null,
      page: 1,
    });
    expect(readDirectoryFilters('?category=99999999999').category).toBeNull();
    expect(readDirectoryFilters(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('takes the first of repeated values and trims the search', () => {
    expect(readDirectoryFilters('?q=+%20Rawi%20&category=3&category=4')).toMatchObject({ q: 'Rawi', category: 3 });
  });
});

describe('directoryQuery', () => {
  it('writes only what is set, and leaves page 1 out', () => {
    expect(directoryQuery({ q: '', category: null, country: 'AE', hall: 2, page: 1 })).toBe('?country=AE&hall=2');
    expect(directoryQuery({ q: 'راوي', page: 2 })).toBe('?q=%D8%B1%D8%A7%D9%88%D9%8A&page=2');
    expect(directoryQuery({})).toBe('');
  });

  it('round-trips through readDirectoryFilters', () => {
    const filters = { q: 'Najm optics', category: 2, country: 'SA', hall: 2, page: 4 };
    expect(readDirectoryFilters(directoryQuery(filters))).toEqual(filters);
  });
});
