import { describe, expect, it } from 'vitest';
// @ts-expect-error: the lint script is plain JavaScript, without types
import { apiImportProblem, apiLayerOf, routePathsWritten } from '../../../../scripts/check-structure.mjs';

// The API's imports run down only (decision 048): app/ → domains → the toolkit. `npm run lint` runs the
// same rule over every file; here it is fed imports that run up, and must refuse them.
describe('the direction of the API’s imports (scripts/check-structure.mjs)', () => {
  it('tells the wiring, the domains and the toolkit apart', () => {
    expect(apiLayerOf('app/server.ts')).toBe('app');
    expect(apiLayerOf('serve.ts')).toBe('app');
    expect(apiLayerOf('cart/cart-routes.ts')).toBe('domain');
    expect(apiLayerOf('orders/order-service.ts')).toBe('domain');
    expect(apiLayerOf('http/endpoint.ts')).toBe('toolkit');
    expect(apiLayerOf('errors.ts')).toBe('toolkit');
    expect(apiLayerOf('cart/cart.test.ts')).toBeNull();
    expect(apiLayerOf('test/test-app.ts')).toBeNull();
  });

  it('lets imports run down, and between domains', () => {
    expect(apiImportProblem('app/api-plugin.ts', 'cart/cart-routes.ts')).toBeNull();
    expect(apiImportProblem('app/server.ts', 'http/compression.ts')).toBeNull();
    expect(apiImportProblem('cart/cart-routes.ts', 'http/endpoint.ts')).toBeNull();
    expect(apiImportProblem('orders/order-routes.ts', 'payments/gateway.ts')).toBeNull();
    expect(apiImportProblem('http/auth.ts', 'auth/sessions.ts')).toBeNull();
    expect(apiImportProblem('cart/cart.test.ts', 'app/server.ts')).toBeNull();
  });

  it('refuses a toolkit file importing a domain or app/, and a domain importing app/', () => {
    expect(apiImportProblem('http/endpoint.ts', 'cart/cart-service.ts')).toMatch(
      /toolkit file may not import a domain/,
    );
    expect(apiImportProblem('db/client.ts', 'app/server.ts')).toMatch(/toolkit file may not import app\//);
    expect(apiImportProblem('cart/cart-routes.ts', 'app/api-plugin.ts')).toMatch(/domain file may not import app\//);
  });

  it('finds a path a route file writes itself instead of naming the table’s endpoint', () => {
    const written = routePathsWritten(
      [
        "app.get('/cart', { schema: routeSchema('cart.get') }, handler);",
        'app.post(',
        "  '/cart/:id/quantity',",
        '  { schema },',
        ');',
        'app.delete(`/wishlist/flush`, options, handler);',
        "endpoint(app, 'cart.add', { tags, summary }, handler);",
        "const value = settings.get('site');",
      ].join('\n'),
    );
    expect(written).toEqual([
      { path: '/cart', line: 1 },
      { path: '/cart/:id/quantity', line: 2 },
      { path: '/wishlist/flush', line: 6 },
    ]);
  });
});
