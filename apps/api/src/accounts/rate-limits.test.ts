import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimits } from '../auth/login-limits.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('rate limits of the account calls', () => {
  it('holds back an address that failed on an account, even with the right password, in both languages', async () => {
    const body = { email: 'staff@forum.test', password: 'guess-2026' };
    for (let i = 0; i < loginLimits.freeFailures; i += 1) {
      expect((await app.call('POST', '/api/login', { body })).status).toBe(401);
    }
    const blocked = await app.call('POST', '/api/login', { body: { ...body, password: 'Forum@2026' } });
    expect(blocked.status).toBe(429);
    // the wait in words (decision 034): minutes or hours once it is a minute or more
    const wait = Number(blocked.headers.get('retry-after'));
    expect(blocked.json.errors[0].value).toMatch(
      wait < 60
        ? /^Too many requests; try again in (a second|\d+ seconds)$/
        : /^Too many requests; try again in (a minute|\d+ minutes|an hour|\d+ hours)$/,
    );
    const ar = await app.call('POST', '/api/login', { body, locale: 'ar' });
    expect(ar.json.errors[0].value).toMatch(/^طلبات كثيرة/);
    // another account is not affected by this one's failures
    const other = await app.call('POST', '/api/login', {
      body: { email: 'customer@forum.test', password: 'Forum@2026' },
    });
    expect(other.status).toBe(200);
  });

  it('limits registrations from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await app.call('POST', '/api/register', {
        body: {
          firstName: 'Rate',
          lastName: 'Limit',
          email: `rate${i}@example.com`,
          telephone: '0501234567',
          password: 'Cinema2026',
          confirmPassword: 'Cinema2026',
          country: 'SA',
          city: 'Riyadh',
        },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits password reset emails to one a minute per address', async () => {
    const body = { email: 'nobody-here@example.com' };
    expect((await app.call('POST', '/api/forgot-password/email', { body })).status).toBe(200);
    expect((await app.call('POST', '/api/forgot-password/email', { body })).status).toBe(429);
  });

  it('never counts successful logins, and stops failed ones from one address across accounts', async () => {
    const right = { email: 'customer@forum.test', password: 'Forum@2026' };
    for (let i = 0; i < 35; i += 1) expect((await app.call('POST', '/api/login', { body: right })).status).toBe(200);
    // the first test's failures were counted; more, each on another account, reach the address's limit
    for (let i = loginLimits.freeFailures; i < loginLimits.failuresPerAddress; i += 1) {
      const answer = await app.call('POST', '/api/login', {
        body: { email: `nobody${i}@example.com`, password: 'guess-2026' },
      });
      expect(answer.status).toBe(401);
    }
    expect(
      (await app.call('POST', '/api/login', { body: { email: 'x@example.com', password: 'guess-2026' } })).status,
    ).toBe(429);
    expect((await app.call('POST', '/api/login', { body: right })).status).toBe(429);
  });
});
