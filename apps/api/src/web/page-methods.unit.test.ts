import { describe, expect, it } from 'vitest';
import { pagePathOf, pageRefusalOf } from './page-methods.ts';

const origin = 'http://forum.test';
const withActions = (paths: string[]) => (pathname: string) => paths.includes(pathname);
const post = (url: string, headers: Record<string, string> = {}) => ({ method: 'POST', url, headers });

describe('what a page takes', () => {
  it("reads React Router's single-fetch address as its page", () => {
    expect(pagePathOf('/en/cart.data')).toBe('/en/cart');
    expect(pagePathOf('/_root.data')).toBe('/');
    expect(pagePathOf('/products')).toBe('/products');
  });

  it('lets the scripts post a form to a page with an action (`.data`), as the form itself does', () => {
    const hasAction = withActions(['/en/cart', '/']);
    expect(pageRefusalOf(post('/en/cart'), origin, hasAction)).toBeNull();
    expect(pageRefusalOf(post('/en/cart.data'), origin, hasAction)).toBeNull();
    expect(pageRefusalOf(post('/_root.data?index'), origin, hasAction)).toBeNull();
  });

  it('refuses a post to a page without an action, another method, or another site', () => {
    const hasAction = withActions(['/en/cart']);
    expect(pageRefusalOf(post('/products.data'), origin, hasAction)).toEqual({ status: 405, allow: 'GET, HEAD' });
    expect(pageRefusalOf({ method: 'TRACE', url: '/en/cart', headers: {} }, origin, hasAction)).toEqual({
      status: 405,
      allow: 'GET, HEAD, POST',
    });
    expect(pageRefusalOf({ method: 'BREW', url: '/', headers: {} }, origin, hasAction)?.status).toBe(501);
    expect(pageRefusalOf(post('/en/cart.data', { origin: 'http://evil.test' }), origin, hasAction)?.status).toBe(403);
  });
});
