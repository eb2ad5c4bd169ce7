import { describe, expect, it } from 'vitest';
import { hasActiveFilters, productQuery, readProductFilters } from './product-query.ts';

describe('the product list address', () => {
  it('reads bracketed arrays, numbers and booleans as the API does', () => {
    const filters = readProductFilters('categories[]=3&categories[]=7&brands[]=1&inStock=true&sort=price_asc&page=2');
    expect(filters).toEqual({
      categories: [3, 7],
      brands: [1],
      priceMin: null,
      priceMax: null,
      inStock: true,
      specials: false,
      sort: 'price_asc',
      page: 2,
    });
  });

  it('writes the same address back, in the same order', () => {
    const search = 'categories[]=3&brands[]=1&priceMin=100&priceMax=2500.5&inStock=true&sort=price_asc&page=2';
    // brackets written encoded (a valid URL); either form is read
    const written = search.replaceAll('[]', '%5B%5D');
    expect(productQuery(readProductFilters(search))).toBe(`?${written}`);
    expect(productQuery(readProductFilters(written))).toBe(`?${written}`);
  });

  it('drops what the API would refuse instead of failing the page', () => {
    const filters = readProductFilters('categories[]=abc&brands[]=0&priceMin=-5&sort=cheapest&page=0&inStock=yes');
    expect(filters.categories).toEqual([]);
    expect(filters.brands).toEqual([]);
    expect(filters.priceMin).toBeNull();
    expect(filters.sort).toBe('newest');
    expect(filters.page).toBe(1);
    expect(filters.inStock).toBe(false);
    expect(hasActiveFilters(filters)).toBe(false);
  });

  it('drops a maximum below the minimum and repeated ids', () => {
    const filters = readProductFilters('priceMin=500&priceMax=100&brands[]=2&brands[]=2');
    expect(filters.priceMin).toBe(500);
    expect(filters.priceMax).toBeNull();
    expect(filters.brands).toEqual([2]);
  });

  it('leaves the default sort, page 1 and empty fields out of the address', () => {
    expect(productQuery(readProductFilters('sort=newest&page=1&priceMin=&categories[]='))).toBe('');
    expect(productQuery({ specials: true })).toBe('?specials=true');
  });
});
