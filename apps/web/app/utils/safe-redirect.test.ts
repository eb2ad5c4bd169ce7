import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps a path of the site with its query', () => {
    expect(safeRedirectPath('/account/settings?tab=1')).toBe('/account/settings?tab=1');
  });

  it('refuses other origins, protocol-relative and backslash tricks, and nothing at all', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'account', '', null, undefined]) {
      expect(safeRedirectPath(value)).toBe('/account');
    }
    expect(safeRedirectPath('javascript:alert(1)', '/')).toBe('/');
  });
});
