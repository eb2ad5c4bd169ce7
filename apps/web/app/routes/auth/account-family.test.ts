import { describe, expect, it } from 'vitest';
import {
  codeSentState,
  familyApiPath,
  familyOf,
  readCodeSentState,
  readResetState,
  withQuery,
} from './account-family.ts';

describe('account family', () => {
  it('is the customer unless the query names the exhibitor', () => {
    expect(familyOf('exhibitor')).toBe('exhibitor');
    expect(familyOf('customer')).toBe('customer');
    expect(familyOf(null)).toBe('customer');
    expect(familyOf('admin')).toBe('customer');
  });

  it('sends exhibitors to their own calls', () => {
    expect(familyApiPath('customer', '/login')).toBe('/login');
    expect(familyApiPath('exhibitor', '/login')).toBe('/exhibitors/login');
  });

  it('builds a query without the empty values, encoding the rest', () => {
    expect(withQuery('/register-verify-code', { email: 'a+b@forum.test', type: 'customer', redirect: null })).toBe(
      '/register-verify-code?email=a%2Bb%40forum.test&type=customer',
    );
    expect(withQuery('/register', { redirect: '' })).toBe('/register');
  });
});

describe('navigation state', () => {
  it('carries the resend wait with the moment it was answered', () => {
    expect(codeSentState({ resendAfter: 60 }, 5)).toEqual({ resendAfter: 60, sentAt: 5 });
    expect(readCodeSentState({ resendAfter: 60, sentAt: 5 })).toEqual({ resendAfter: 60, sentAt: 5 });
  });

  it('ignores a state it did not write', () => {
    expect(readCodeSentState(null)).toBeNull();
    expect(readCodeSentState({ resendAfter: '60' })).toBeNull();
    expect(readCodeSentState({ resendAfter: 30 })?.resendAfter).toBe(30);
  });

  it('needs both the email and the code to reset a password', () => {
    expect(readResetState({ email: 'a@forum.test', code: '123456' })).toEqual({
      email: 'a@forum.test',
      code: '123456',
    });
    expect(readResetState({ email: 'a@forum.test' })).toBeNull();
    expect(readResetState(undefined)).toBeNull();
  });
});
