import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
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
