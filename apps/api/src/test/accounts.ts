import { desc, eq } from 'drizzle-orm';
import { createSession, sessionLifetime } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox, users } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

export const DEMO_PASSWORD = 'Forum@2026';

/** The code of the latest email sent to an address, as a person reads it in the text part. */
export async function latestCode(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = mail?.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code emailed to ${email}`);
  return code;
}

export async function mailsTo(db: Db, email: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
}

/** Logs in through the API and returns the Bearer headers of the new session. */
export async function loginAs(
  app: TestApp,
  email: string,
  options: { family?: 'customer' | 'exhibitor'; password?: string } = {},
) {
  const path = options.family === 'exhibitor' ? '/api/exhibitors/login' : '/api/login';
  const answer = await app.call('POST', path, { body: { email, password: options.password ?? DEMO_PASSWORD } });
  if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}: ${answer.text}`);
  return {
    token: answer.json.data.authorization.accessToken as string,
    headers: bearer(answer.json.data.authorization.accessToken),
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function newCustomer(email: string, extra: Record<string, unknown> = {}) {
  return {
    firstName: 'Layla',
    lastName: 'Haddad',
    email,
    telephone: '0501234567',
    password: 'Cinema2026',
    confirmPassword: 'Cinema2026',
    country: 'SA',
    city: 'Riyadh',
    ...extra,
  };
}

/**
 * Accounts made straight in the database, each with a session: for tests that need many people at
 * once (the registration flow costs a password hash and an email code each).
 */
export async function createAccounts(
  db: Db,
  prefix: string,
  count: number,
  options: { type?: 'customer' | 'exhibitor' | 'staff'; locale?: 'ar' | 'en'; passwordHash?: string } = {},
) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        type: options.type ?? 'customer',
        email: `${prefix}-${i + 1}@forum.test`,
        firstName: `${prefix} ${i + 1}`,
        locale: options.locale ?? 'en',
        passwordHash: options.passwordHash ?? null,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  return Promise.all(
    rows.map(async (row) => {
      const session = await createSession(db, row.id, { lifetimeMs: sessionLifetime.user });
      return { id: row.id, email: row.email ?? '', token: session.token, headers: bearer(session.token) };
    }),
  );
}

/** One account made straight in the database, with a session (`createAccounts` for one). */
export async function createAccount(db: Db, prefix: string, options: Parameters<typeof createAccounts>[3] = {}) {
  const [one] = await createAccounts(db, prefix, 1, options);
  if (!one) throw new Error(`no account made for ${prefix}`);
  return one;
}
