import { describe, expect, it } from 'vitest';
import { pageNumberOf, pagesToShow } from './pager.tsx';

describe('pageNumberOf', () => {
  it('reads a positive page number and treats anything else as the first page', () => {
    expect(pageNumberOf(new URL('http://x/media?page=3'))).toBe(3);
    expect(pageNumberOf(new URL('http://x/media'))).toBe(1);
    for (const bad of ['0', '-2', 'abc', '1.5', '999999999']) {
      expect(pageNumberOf(new URL(`http://x/media?page=${bad}`))).toBe(1);
    }
  });
});

describe('pagesToShow', () => {
  it('lists every page of a short list', () => {
    expect(pagesToShow(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pagesToShow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagesToShow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pagesToShow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('shows the one page a gap would hide', () => {
    expect(pagesToShow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pagesToShow(2, 3)).toEqual([1, 2, 3]);
  });
});
