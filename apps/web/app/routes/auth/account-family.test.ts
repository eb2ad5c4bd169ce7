import { endpointRoute } from '@forum/contract/endpoint-paths';
import { describe, expect, it } from 'vitest';
import { familyEndpoint, familyOf } from './account-family.ts';

describe('account family', () => {
  it('is the customer unless the query names the exhibitor', () => {
    expect(familyOf('exhibitor')).toBe('exhibitor');
    expect(familyOf('customer')).toBe('customer');
    expect(familyOf(null)).toBe('customer');
    expect(familyOf('admin')).toBe('customer');
  });

  it('sends exhibitors to their own calls', () => {
    expect(endpointRoute(familyEndpoint('customer', 'login')).path).toBe('/login');
    expect(endpointRoute(familyEndpoint('exhibitor', 'login')).path).toBe('/exhibitors/login');
    expect(endpointRoute(familyEndpoint('exhibitor', 'updateProfile')).path).toBe('/exhibitors/profile');
  });
});
