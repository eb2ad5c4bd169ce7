import { eq, like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hashPassword } from '../../apps/api/src/auth/password.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import { rateLimits, userGroups, users } from '../../apps/api/src/db/schema.ts';

export const DEMO_PASSWORD = 'Forum@2026';

/**
 * A verified customer of its own, straight in the database: tests that change what a customer has
 * saved or booked do not share the demo customer with each other.
 */
export async function createCustomer(db: Db, email: string): Promise<number> {
  const [group] = await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.key, 'customers'));
  const [user] = await db
    .insert(users)
    .values({
      type: 'customer',
      accountKind: 'individual',
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Nora',
      lastName: 'Test',
      country: 'SA',
      city: 'Riyadh',
      groupId: group?.id ?? null,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  return user.id;
}

/** Logs in through the login page of the family and waits to land where it sends. */
export async function logIn(
  page: Page,
  options: { baseUrl: string; prefix: string; email: string; family?: 'customer' | 'exhibitor'; redirect?: string },
) {
  const family = options.family ?? 'customer';
  const redirect = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : '';
  await page.goto(`${options.baseUrl}${options.prefix}/login/${family}${redirect}`);
  // the form sends JSON once its script runs
  await page.waitForLoadState('networkidle');
  await page.locator('input[name="email"]').fill(options.email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('main form button[type="submit"]').click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toContain('/login/');
}

/**
 * An account's session through the API, as the Cookie header a browser would send back (the demo password):
 * for pages fetched as their owner gets them, or `cookiesOf` for a browser context.
 */
export async function sessionCookieOf(baseUrl: string, email = 'customer@forum.test'): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', OS: 'wui', 'LOCALE-CODE': 'en' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** A Cookie header's pairs as a browser context's cookies for baseUrl (`context.addCookies`). */
export function cookiesOf(header: string, baseUrl: string): { name: string; value: string; url: string }[] {
  return header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
}

/**
 * Starts the count of registrations from this machine's address over. The API takes ten an hour from one
 * address (decision 011), and every browser test file shares one server: a test that registers clears it
 * first, so that whether it may depends on nothing the other files did before it.
 */
export async function forgetRegistrations(db: Db): Promise<void> {
  await db.delete(rateLimits).where(like(rateLimits.key, 'register:ip:%'));
}
