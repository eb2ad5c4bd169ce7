import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginLimits } from '../../apps/api/src/auth/login-limits.ts';
import { authAr, authEn } from '../../apps/web/app/i18n/texts/auth.ts';
import { createCustomer, DEMO_PASSWORD } from '../support/accounts.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Past 20 wrong passwords on one account in a day, its login needs the emailed code as well
// (decision 043): the login page asks for it and takes it, with and without its scripts.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const languages = {
  ar: { prefix: '', auth: authAr, device: phone, scripts: false, range: '127.0.10' },
  en: { prefix: '/en', auth: authEn, device: desktop, scripts: true, range: '127.0.11' },
} as const;

/**
 * The day's wrong passwords on the account, each from a loopback address of its own (none of them
 * the browser's 127.0.0.1, which the back-off of decision 027 would otherwise hold), straight to the API.
 */
async function guessFromManyAddresses(email: string, range: string) {
  for (let i = 1; i <= loginLimits.accountChecksPerDay; i += 1) {
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email, password: `guess-${i}` });
      const sent = request(
        `${server.baseUrl}/api/login`,
        {
          method: 'POST',
          localAddress: `${range}.${i}`,
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), OS: 'wui' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
    expect(status).toBe(401);
  }
}

const exact = (text: string) => ({ name: text, exact: true });
// the API's words for a wrong code (apps/api/src/i18n/messages.ts), shown beside the code field
const wrongCodeMessage = {
  ar: 'هذا الرمز غير صحيح أو لم يعد صالحًا. سجّل الدخول دون رمز ليصلك رمز جديد (رمز واحد كل دقيقة).',
  en: 'This code is not right or no longer valid. Log in without a code to have a new one emailed (one a minute).',
};

async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

describe.each(Object.entries(languages))(
  'the login code, in %s',
  (locale, { prefix, auth, device, scripts, range }) => {
    it(`asks for the emailed code and logs in with it (${scripts ? 'with' : 'without'} scripts)`, async () => {
      const email = `login-code-${locale}-${Date.now()}@forum.test`;
      await createCustomer(server.db, email);
      await guessFromManyAddresses(email, range);

      const { page, context } = await newPage({ ...device, javaScriptEnabled: scripts });
      const addresses: string[] = [];
      page.on('request', (sent) => {
        if (sent.isNavigationRequest()) addresses.push(sent.url());
      });
      await page.goto(`${server.baseUrl}${prefix}/login/customer?redirect=${encodeURIComponent('/cart')}`);
      if (scripts) await page.waitForLoadState('networkidle');
      expect(await page.locator('input[name="code"]').count()).toBe(0);

      const mailsBefore = server.mail.count();
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.getByRole('button', exact(auth.loginSubmit)).click();

      // the right password alone is not enough now: the page comes back with the code field and says why
      const codeField = page.getByTestId('login-code').locator('input[name="code"]');
      await expect.poll(() => codeField.count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByTestId('login-code').getByRole('status').textContent()).toBe(auth.loginCodeNotice);
      expect(await codeField.getAttribute('dir')).toBe('ltr');
      expect(await codeField.getAttribute('inputmode')).toBe('numeric');
      expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await page.getByLabel(auth.verificationCode).count()).toBe(1);
      // the email typed is kept; a page rendered by the server never holds the password
      expect(await page.locator('input[name="email"]').inputValue()).toBe(email);
      if (!scripts) expect(await page.locator('input[name="password"]').inputValue()).toBe('');
      if (scripts) {
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
      }

      const code = await server.mail.waitForCode(email, mailsBefore);
      if (!scripts) {
        // a wrong code is told beside the field, which stays (the form's hidden step), the email too
        await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
        await codeField.fill(code === '000000' ? '000001' : '000000');
        await page.getByRole('button', exact(auth.loginSubmit)).click();
        await expect
          .poll(() => page.getByText(wrongCodeMessage[locale as keyof typeof wrongCodeMessage]).count())
          .toBe(1);
        expect(await codeField.getAttribute('aria-invalid')).toBe('true');
        expect(await codeField.inputValue()).toBe('');
        expect(await page.locator('input[name="email"]').inputValue()).toBe(email);
      }
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await codeField.fill(code);
      await page.getByRole('button', exact(auth.loginSubmit)).click();
      await expectPath(page, `${prefix}/cart`);
      const cookies = await context.cookies();
      expect(cookies.some((cookie) => cookie.name === 'forum_session' && cookie.httpOnly)).toBe(true);

      // neither the password nor the code ever reached an address
      for (const address of addresses) {
        for (const secret of [DEMO_PASSWORD, code]) {
          expect(decodeURIComponent(address)).not.toContain(secret);
        }
      }
      await context.close();
    });
  },
);
