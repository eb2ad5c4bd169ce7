import { describe, expect, it } from 'vitest';
import { loggedUrl } from './request-log.ts';

describe('loggedUrl', () => {
  it('keeps a path without a query as it is', () => {
    expect(loggedUrl('/en/login/customer')).toBe('/en/login/customer');
  });

  it('keeps the names of the parameters and drops every value', () => {
    const url = '/en/login/customer?email=customer%40forum.test&password=Secret%402026&redirect=%2Fcart';
    const logged = loggedUrl(url);
    expect(logged).toBe('/en/login/customer?email&password&redirect');
    expect(logged).not.toContain('Secret');
    expect(logged).not.toContain('forum.test');
  });

  it('names a repeated or bracketed parameter once, decoded', () => {
    expect(loggedUrl('/api/products?brands%5B%5D=1&brands%5B%5D=2&q=camera')).toBe('/api/products?brands[]&q');
  });

  it('writes an email in the path and the code after it as placeholders', () => {
    expect(loggedUrl('/api/register/email/verify/sara%40forum.test/123456')).toBe(
      '/api/register/email/verify/:email/:code',
    );
    expect(loggedUrl('/api/register/email/resend/sara@forum.test?x=1')).toBe('/api/register/email/resend/:email?x');
  });

  it('drops an empty query and survives malformed escapes', () => {
    expect(loggedUrl('/search?')).toBe('/search');
    expect(loggedUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A');
  });
});
