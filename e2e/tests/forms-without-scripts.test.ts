import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../apps/api/src/db/schema.ts';
import { authAr, authEn } from '../../apps/web/app/i18n/texts/auth.ts';
import { createCustomer, DEMO_PASSWORD, forgetRegistrations } from '../support/accounts.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { routeAddresses } from '../support/route-addresses.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// The account forms as plain HTML (issue: a login sent before the scripts ran put the password in the
// address and the server log): every one is a POST handled by its route's action.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const languages = {
  ar: { prefix: '', auth: authAr, device: phone },
  en: { prefix: '/en', auth: authEn, device: desktop },
} as const;

const exact = (text: string) => ({ name: text, exact: true });
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const fill = (page: Page, label: string, value: string) => field(page, label).fill(value);

async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

/** Every address the browser went to in this test, and what the server logged meanwhile. */
function watch(page: Page) {
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) addresses.push(request.url());
  });
  const logFrom = server.log.length;
  return { addresses, log: () => server.log.slice(logFrom).join('\n') };
}

function expectNowhere(secrets: string[], places: { addresses: string[]; log: () => string }) {
  const log = places.log();
  // the log did record the requests, so its silence about the secrets means something
  expect(log).toContain('incoming request');
  for (const secret of secrets) {
    for (const address of places.addresses) {
      expect(decodeURIComponent(address)).not.toContain(secret);
      expect(address).not.toContain(encodeURIComponent(secret));
    }
    expect(log).not.toContain(secret);
    expect(log).not.toContain(encodeURIComponent(secret));
  }
}

describe.each(Object.entries(languages))('forms without scripts, in %s', (locale, { prefix, auth, device }) => {
  it('logs in: a wrong password is refused in the page, the right one lands where it was asked', async () => {
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    const seen = watch(page);
    const wrong = `Wrong-${locale}-Pass9`;
    await page.goto(`${server.baseUrl}${prefix}/login/customer?redirect=${encodeURIComponent('/cart')}`);
    await fill(page, auth.email, 'customer@forum.test');
    await fill(page, auth.password, wrong);
    await page.getByRole('button', exact(auth.loginSubmit)).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain(
        locale === 'ar' ? 'البريد الإلكتروني أو كلمة المرور غير صحيحة' : 'The email or the password is not right',
      );
    // the email typed is kept, the password is not
    expect(await page.locator('input[name="email"]').inputValue()).toBe('customer@forum.test');
    expect(await page.locator('input[name="password"]').inputValue()).toBe('');

    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', exact(auth.loginSubmit)).click();
    await expectPath(page, `${prefix}/cart`);
    // the welcome message of the login, shown once on the page it led to
    await expect.poll(() => page.getByTestId('toast').count()).toBeGreaterThan(0);
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name === 'forum_session' && cookie.httpOnly)).toBe(true);
    await page.reload();
    expect(await page.getByTestId('toast').count()).toBe(0);

    expectNowhere([wrong, DEMO_PASSWORD, 'customer@forum.test'], seen);
    await context.close();
  });

  it('registers, confirms the emailed code and is logged in', async () => {
    await forgetRegistrations(server.db);
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    const seen = watch(page);
    const email = `plain-${locale}-${Date.now()}@forum.test`;
    const password = `Plain${locale}Pass2026`;
    await page.goto(`${server.baseUrl}${prefix}/register`);
    await fill(page, auth.firstName, 'Nora');
    await fill(page, auth.lastName, 'Saleh');
    await fill(page, auth.email, email);
    await fill(page, auth.telephone, '0551234567');
    await fill(page, auth.password, password);
    await fill(page, auth.confirmPassword, `${password}x`);
    await fill(page, auth.city, 'Riyadh');
    await field(page, auth.country).selectOption('SA');
    await page.getByRole('checkbox').last().check();
    await page.getByRole('button', exact(auth.registerSubmit)).click();
    // the server's error beside its field; what was typed is still there
    await expect
      .poll(() =>
        page.getByText(locale === 'ar' ? 'كلمتا المرور غير متطابقتين' : 'The two passwords are not the same').count(),
      )
      .toBeGreaterThan(0);
    expect(await field(page, auth.firstName).inputValue()).toBe('Nora');

    const mailsBefore = server.mail.count();
    await fill(page, auth.password, password);
    await fill(page, auth.confirmPassword, password);
    await page.getByRole('checkbox').last().check();
    await page.getByRole('button', exact(auth.registerSubmit)).click();
    await expectPath(page, `${prefix}/register-verify-code`);
    const code = await server.mail.waitForCode(email, mailsBefore);
    await fill(page, auth.verificationCode, code);
    await page.getByRole('button', exact(auth.verifyEmailSubmit)).click();
    await expectPath(page, `${prefix}/account`);
    await expect.poll(() => page.getByText(email).count()).toBeGreaterThan(0);

    expectNowhere([password, '0551234567'], seen);
    await context.close();
  });

  it('resets a forgotten password: the code never reaches an address after the email link', async () => {
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    const email = `reset-${locale}-${Date.now()}@forum.test`;
    const first = DEMO_PASSWORD;
    const second = `Second${locale}Pass2027`;
    await createCustomer(server.db, email);

    const seen = watch(page);
    const mailsBefore = server.mail.count();
    await page.goto(`${server.baseUrl}${prefix}/forgot-password`);
    await fill(page, auth.email, email);
    await page.getByRole('button', exact(auth.sendCode)).click();
    await expectPath(page, `${prefix}/verification-code`);
    const code = await server.mail.waitForCode(email, mailsBefore);
    await fill(page, auth.verificationCode, code);
    await page.getByRole('button', exact(auth.resetCodeSubmit)).click();
    await expectPath(page, `${prefix}/reset-password`);
    await fill(page, auth.newPassword, second);
    await fill(page, auth.confirmNewPassword, second);
    await page.getByRole('button', exact(auth.resetSubmit)).click();
    await expectPath(page, `${prefix}/login/customer`);

    await fill(page, auth.email, email);
    await fill(page, auth.password, second);
    await page.getByRole('button', exact(auth.loginSubmit)).click();
    await expectPath(page, `${prefix}/account`);
    expectNowhere([first, second, code], seen);
    await context.close();
  });
});

describe('a customs-clearance agent registers with the licence as a file', () => {
  // Arabic on a phone with scripts off, English on a desktop with them: one upload path either way
  it.each([
    ['ar', false],
    ['en', true],
  ] as const)('in %s (scripts: %s)', async (locale, withScripts) => {
    await forgetRegistrations(server.db);
    const { prefix, auth, device } = languages[locale];
    const { page, context } = await newPage({ ...device, javaScriptEnabled: withScripts });
    const email = `customs-${locale}-${Date.now()}@forum.test`;
    await page.goto(`${server.baseUrl}${prefix}/customs-clearance-register`);
    await fill(page, auth.companyName, 'Najd Clearance');
    await fill(page, auth.taxNumber, '300000000000003');
    await fill(page, auth.commercialRegistration, '1010101010');
    await fill(page, auth.firstName, 'Salem');
    await fill(page, auth.lastName, 'Harbi');
    await fill(page, auth.email, email);
    await fill(page, auth.telephone, '0551234567');
    await fill(page, auth.password, 'Customs2026');
    await fill(page, auth.confirmPassword, 'Customs2026');
    await fill(page, auth.city, 'Riyadh');
    await field(page, auth.country).selectOption('SA');
    await fill(page, auth.address, 'King Fahd Road');
    await page.getByRole('checkbox').last().check();
    // sent without the licence: refused beside its field, nothing registered
    await page.getByRole('button', exact(auth.registerSubmit)).click();
    await expect.poll(() => page.getByText(auth.licenceRequired).count()).toBeGreaterThan(0);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 licence') });
    if (!withScripts) {
      // the page came back without the password (never echoed) and without the file: give both again
      await fill(page, auth.password, 'Customs2026');
      await fill(page, auth.confirmPassword, 'Customs2026');
      await page.getByRole('checkbox').last().check();
    }
    await page.getByRole('button', exact(auth.registerSubmit)).click();
    await expectPath(page, `${prefix}/register-verify-code`);
    const [stored] = await server.db.select().from(users).where(eq(users.email, email));
    expect(stored?.accountKind).toBe('customs_clearance');
    // the licence was uploaded by the action and now belongs to the new account
    const licences = await server.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.userId, stored?.id ?? 0), eq(uploads.purpose, 'licence')));
    expect(licences).toHaveLength(1);
    await context.close();
  });
});

describe('form posts that do not come from a page of this site', () => {
  const login = (headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/en/login/customer`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ email: 'customer@forum.test', password: DEMO_PASSWORD }).toString(),
    });

  it('refuses a forged cross-site login and starts no session', async () => {
    const forgeries: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      // a post that says nothing of where it comes from
      {},
    ];
    for (const headers of forgeries) {
      const answer = await login(headers);
      expect([400, 403]).toContain(answer.status);
      expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('forum_session='))).toBe(false);
    }
  });

  it('accepts the same post from the site itself', async () => {
    const answer = await login({ origin: server.baseUrl, 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(302);
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('forum_session='))).toBe(true);
  });
});

const PERSONAL_INPUT =
  /<input\b[^>]*(type="(password|email|tel)"|name="(password|confirmPassword|currentPassword|email|telephone|phone|code)")[^>]*>/;

describe('every form with a password, an email or a phone', () => {
  it('is sent as POST, on every page of the route table, as a guest, a customer and staff', async () => {
    const cookieOf = async (email: string) => {
      const loggedIn = await fetch(`${server.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      expect(loggedIn.status).toBe(200);
      return loggedIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    };
    const identities: Record<string, string>[] = [
      {},
      { cookie: await cookieOf('customer@forum.test') },
      // the console's forms (a staff member's email, the forum's telephone) are staff-only pages
      { cookie: await cookieOf('staff@forum.test') },
    ];

    const addresses = routeAddresses();
    expect(addresses.length).toBeGreaterThan(80);
    let formsWithPersonalFields = 0;
    const offenders: string[] = [];
    async function check(address: string, headers: Record<string, string>) {
      const answer = await fetch(`${server.baseUrl}${address}`, { headers, redirect: 'manual' });
      if (!answer.headers.get('content-type')?.startsWith('text/html')) return;
      const html = await answer.text();
      for (const [, attributes = '', inner = ''] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
        if (!PERSONAL_INPUT.test(inner)) continue;
        formsWithPersonalFields += 1;
        if (!/\bmethod="post"/i.test(attributes)) offenders.push(`${address}: <form${attributes}>`);
      }
    }
    // four pages at a time: the walk grows with the route table (the console added sixty pages)
    const pending = addresses.flatMap((address) => identities.map((headers) => () => check(address, headers)));
    const workers = Array.from({ length: 4 }, async () => {
      for (let next = pending.shift(); next; next = pending.shift()) await next();
    });
    await Promise.all(workers);
    expect(offenders).toEqual([]);
    // the check saw the forms it is about (login, registration, account pages, contact, the console …)
    expect(formsWithPersonalFields).toBeGreaterThan(20);
  }, 180_000);
});
