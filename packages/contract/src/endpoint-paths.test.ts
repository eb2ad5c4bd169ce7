import { describe, expect, it } from 'vitest';
import { endpointPaths } from './endpoint-paths.ts';
import { siteEndpointPaths } from './site-endpoint-paths.ts';

describe("the site's endpoint table", () => {
  const all = Object.keys(endpointPaths);
  const site = Object.keys(siteEndpointPaths);
  const consoleOnly = all.filter((name) => !site.includes(name));

  it('is the whole table less the staff console (every /admin call), the same routes', () => {
    expect(consoleOnly.length).toBeGreaterThan(50);
    for (const name of consoleOnly) expect(endpointPaths[name as keyof typeof endpointPaths]).toMatch(/^\w+ \/admin\//);
    for (const [name, route] of Object.entries(siteEndpointPaths)) {
      expect(endpointPaths[name as keyof typeof endpointPaths]).toBe(route);
    }
  });

  it("names none of the staff's calls, which the browser never makes", () => {
    expect(Object.values(siteEndpointPaths).filter((route) => / \/admin\//.test(route))).toEqual([]);
  });
});
