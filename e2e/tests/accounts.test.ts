import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../apps/api/src/db/schema.ts';
import { accountAr, accountEn } from '../../apps/web/app/i18n/texts/account.ts';
import { authAr, authEn } from '../../apps/web/app/i18n/texts/auth.ts';
import { forgetRegistrations } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const languages = {
  ar: { prefix: '', auth: authAr, account: accountAr, device: phone },
  en: { prefix: '/en', auth: authEn, account: accountEn, device: desktop },
} as const;

const exact = (text: string) => ({ name: text, exact: true });
// a label is the field's name, followed by ' *' on required fields
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const fill = (page: Page, label: string, value: string) => field(page, label).fill(value);

async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

describe.each(Object.entries(languages))('a customer account, in %s', (locale, { prefix, auth, account, device }) => {
  const email = `viewer.${locale}@example.com`;

  it('registers, reads the code from the email, is logged in, edits the profile, changes the password, logs out and in', async () => {
    await forgetRegistrations(server.db);
    const { page, context, errors } = await newPage(device);
    await page.goto(`${server.baseUrl}${prefix}/register`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(auth.registerTitle);
    await fill(page, auth.firstName, 'Yara');
    await fill(page, auth.lastName, 'Nasser');
    await fill(page, auth.email, email);
    await fill(page, auth.telephone, '0551234567');
    await fill(page, auth.password, 'Cinema2026');
    await fill(page, auth.confirmPassword, 'Cinema2027');
    await fill(page, auth.city, 'Riyadh');
    await page.getByRole('checkbox').last().check();
    // the country starts on the empty "choose" option: left there, the form stays and says so beside it
    await page.getByRole('button', exact(auth.registerSubmit)).click();
    await expect.poll(() => field(page, auth.country).getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    expect(new URL(page.url()).pathname).toBe(`${prefix}/register`);
    await field(page, auth.country).selectOption('SA');
    const mailsBefore = server.mail.count();
    await page.getByRole('button', exact(auth.registerSubmit)).click();
    // the server's field error beside the field, in the page's language
    await expect
      .poll(() =>
        page.getByText(locale === 'ar' ? 'كلمتا المرور غير متطابقتين' : 'The two passwords are not the same').count(),
      )
      .toBeGreaterThan(0);
    await fill(page, auth.confirmPassword, 'Cinema2026');
    await page.getByRole('button', exact(auth.registerSubmit)).click();
    await expectPath(page, `${prefix}/register-verify-code`);

    const code = await server.mail.waitForCode(email, mailsBefore);
    expect(code).toMatch(/^\d{6}$/);
    await fill(page, auth.verificationCode, code);
    await page.getByRole('button', exact(auth.verifyEmailSubmit)).click();
    await expectPath(page, `${prefix}/account`);
    await expect.poll(() => page.getByText(email).count()).toBeGreaterThan(0);

    await page.goto(`${server.baseUrl}${prefix}/account/edit-profile`);
    await fill(page, account.profileCity, 'Jeddah');
    await page.getByRole('button', exact(account.profileSave)).click();
    await expect.poll(() => page.getByText(account.profileSaved).count()).toBeGreaterThan(0);
    const [stored] = await server.db.select().from(users).where(eq(users.email, email));
    expect(stored?.city).toBe('Jeddah');

    await page.goto(`${server.baseUrl}${prefix}/account/change-password`);
    await fill(page, account.changePasswordCurrent, 'Cinema2026');
    await fill(page, account.changePasswordNew, 'Screen2027');
    await fill(page, account.changePasswordConfirm, 'Screen2027');
    await page.getByRole('button', exact(account.changePasswordSubmit)).click();
    await expect.poll(() => page.getByText(account.changePasswordDone).count()).toBeGreaterThan(0);

    await page.goto(`${server.baseUrl}${prefix}/account`);
    await page.getByRole('button', exact(account.logout)).first().click();
    await expectPath(page, `${prefix}/account-type`);
    // the account pages now send the visitor to log in, and back afterwards
    await page.goto(`${server.baseUrl}${prefix}/account/settings`);
    await expectPath(page, `${prefix}/login/customer`);
    await fill(page, auth.email, email);
    await fill(page, auth.password, 'Cinema2026');
    await page.getByRole('button', exact(auth.loginSubmit)).click();
    await expect
      .poll(() =>
        page
          .getByText(
            locale === 'ar' ? 'البريد الإلكتروني أو كلمة المرور غير صحيحة' : 'The email or the password is not right',
          )
          .count(),
      )
      .toBeGreaterThan(0);
    await fill(page, auth.password, 'Screen2027');
    await page.getByRole('button', exact(auth.loginSubmit)).click();
    await expectPath(page, `${prefix}/account/settings`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('registration without scripts', () => {
  it('names the unticked terms with every other field error in one answer, and creates nothing (issue 36)', async () => {
    const { prefix, auth, device } = languages.ar;
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    const email = `two-rounds-${Date.now()}@example`;
    await page.goto(`${server.baseUrl}${prefix}/register`);
    await fill(page, auth.firstName, 'Yara');
    await fill(page, auth.lastName, 'Nasser');
    await fill(page, auth.email, email);
    await fill(page, auth.telephone, '0551234567');
    await fill(page, auth.password, 'Cinema2026');
    await fill(page, auth.confirmPassword, 'Cinema2026');
    await fill(page, auth.city, 'Riyadh');
    await field(page, auth.country).selectOption('SA');
    // the terms left unticked, the email wrong: one press answers both
    await page.getByRole('button', exact(auth.registerSubmit)).click();
    await page.getByText(auth.mustAcceptTerms).first().waitFor();
    expect(await page.getByText('أدخل بريدًا إلكترونيًا صحيحًا').count()).toBeGreaterThan(0);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    await context.close();
  });
});

describe('an exhibitor account', () => {
  it('registers under /exhibitor-register, confirms the code and logs in through the exhibitor login only', async () => {
    await forgetRegistrations(server.db);
    const { page, context, errors } = await newPage(desktop);
    const email = 'booth.owner@example.com';
    await page.goto(`${server.baseUrl}/en/exhibitor-register`);
    await fill(page, authEn.companyName, 'Frame by Frame');
    await field(page, authEn.category).selectOption({ index: 1 });
    await fill(page, authEn.firstName, 'Hadi');
    await fill(page, authEn.lastName, 'Omar');
    await fill(page, authEn.email, email);
    await fill(page, authEn.telephone, '+966561112233');
    await fill(page, authEn.password, 'Booth2026');
    await fill(page, authEn.confirmPassword, 'Booth2026');
    await fill(page, authEn.city, 'Riyadh');
    await field(page, authEn.country).selectOption('SA');
    await page.getByRole('checkbox').last().check();
    const mailsBefore = server.mail.count();
    await page.getByRole('button', exact(authEn.registerSubmit)).click();
    await expectPath(page, '/en/register-verify-code');
    await field(page, authEn.verificationCode).fill(await server.mail.waitForCode(email, mailsBefore));
    await page.getByRole('button', exact(authEn.verifyEmailSubmit)).click();
    await expectPath(page, '/en/account');
    await page.getByRole('button', exact(accountEn.logout)).first().click();
    await expectPath(page, '/en/account-type');

    // the customer login does not know exhibitors
    await page.goto(`${server.baseUrl}/en/login/customer`);
    await fill(page, authEn.email, email);
    await fill(page, authEn.password, 'Booth2026');
    await page.getByRole('button', exact(authEn.loginSubmit)).click();
    await expect.poll(() => page.getByText('The email or the password is not right').count()).toBeGreaterThan(0);
    await page.goto(`${server.baseUrl}/en/login/exhibitor`);
    await fill(page, authEn.email, email);
    await fill(page, authEn.password, 'Booth2026');
    await page.getByRole('button', exact(authEn.loginSubmit)).click();
    await expectPath(page, '/en/account');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('password recovery', () => {
  it('sends a code, checks it, sets a new password and logs in with it (Arabic)', async () => {
    const { page, context, errors } = await newPage(phone);
    // a seeded reviewer: the demo accounts stay as the README lists them for the other tests
    const email = 'noura.reviewer@forum.test';
    await page.goto(`${server.baseUrl}/forgot-password`);
    await fill(page, authAr.email, email);
    const mailsBefore = server.mail.count();
    await page.getByRole('button', exact(authAr.sendCode)).click();
    await expectPath(page, '/verification-code');
    await field(page, authAr.verificationCode).fill(await server.mail.waitForCode(email, mailsBefore));
    await page.getByRole('button', exact(authAr.resetCodeSubmit)).click();
    await expectPath(page, '/reset-password');
    await fill(page, authAr.newPassword, 'Festival2027');
    await fill(page, authAr.confirmNewPassword, 'Festival2027');
    await page.getByRole('button', exact(authAr.resetSubmit)).click();
    await expectPath(page, '/login/customer');
    await fill(page, authAr.email, email);
    await fill(page, authAr.password, 'Festival2027');
    await page.getByRole('button', exact(authAr.loginSubmit)).click();
    await expectPath(page, '/account');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessibility of the account screens', () => {
  const screens = ['/account-type', '/login/customer', '/register', '/exhibitor-register', '/forgot-password'];
  it.each(screens.flatMap((path) => [`${path}`, `/en${path}`]))(
    '%s has no serious or critical axe violation',
    async (path) => {
      const { page, context } = await newPage(phone);
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it.each(['/account', '/en/account/edit-profile', '/account/settings', '/en/account/change-password'])(
    '%s, logged in, has no serious or critical axe violation',
    async (path) => {
      const { page, context } = await newPage(desktop);
      await page.goto(`${server.baseUrl}/en/login/customer`);
      await fill(page, authEn.email, 'customer@forum.test');
      await fill(page, authEn.password, 'Forum@2026');
      await page.getByRole('button', exact(authEn.loginSubmit)).click();
      await expectPath(page, '/en/account');
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
