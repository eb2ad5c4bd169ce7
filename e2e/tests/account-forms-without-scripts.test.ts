import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, contactMessages, users } from '../../apps/api/src/db/schema.ts';
import { ar } from '../../apps/web/app/i18n/ar.ts';
import { en } from '../../apps/web/app/i18n/en.ts';
import { createCustomer, DEMO_PASSWORD, logIn } from '../support/accounts.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// The account, contact and checkout-address forms as plain HTML: each is a POST handled by its
// route's action, so it works before and without the page's scripts, and no value typed into it ever
// reaches an address. With scripts the same forms are sent by React Router (the other files test that).

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const languages = {
  ar: { prefix: '', texts: ar, device: phone, city: 'الرياض' },
  en: { prefix: '/en', texts: en, device: desktop, city: 'Riyadh' },
} as const;

const exact = (text: string) => ({ name: text, exact: true });
/** A field by its label, which ends with ' *' when the field is required. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
const fill = (page: Page, label: string, value: string) => field(page, label).fill(value);
const toastTexts = (page: Page) => page.locator('[data-testid="toast"] .toast__message').allTextContents();
const path = (page: Page) => new URL(page.url()).pathname;

/** The error shown beside a field, found through the field's aria-describedby. */
async function errorOf(page: Page, label: string): Promise<string> {
  const input = field(page, label);
  if ((await input.getAttribute('aria-invalid')) !== 'true') return '';
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"].field__error`).allTextContents()));
  return texts.flat().join(' ');
}

/** A page without JavaScript, and every address its browser went to. */
async function plainPage(device: typeof phone) {
  const opened = await newPage({ ...device, javaScriptEnabled: false });
  const visited: string[] = [];
  opened.page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(request.url());
  });
  return { ...opened, visited };
}

/** None of the values typed is in an address the browser went to (nor in the one it shows). */
function expectInNoAddress(visited: string[], page: Page, values: string[]) {
  const all = [...visited, page.url()];
  expect(all.length).toBeGreaterThan(1);
  for (const value of values) {
    for (const address of all) {
      expect(decodeURIComponent(address.replace(/\+/g, ' '))).not.toContain(value);
    }
  }
}

/** A customer of this test alone, logged in by the login form (a POST without scripts too). */
async function loggedInCustomer(page: Page, prefix: string, name: string) {
  const email = `${name}-${Date.now()}@example.test`;
  const id = await createCustomer(server.db, email);
  await logIn(page, { baseUrl: server.baseUrl, prefix, email });
  return { id, email };
}

/** Adds to the cart as the visitor's session, without the page's scripts (its cookies and XSRF header). */
async function addToCart(context: BrowserContext, id: number, quantity: number) {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await context.request.post(`${server.baseUrl}/api/cart`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), OS: 'wui' },
    data: { id, quantity, type: 'product' },
  });
  expect(answer.status()).toBe(200);
}

// a 1×1 PNG: a real image for the API's content check
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// a book of 110 SAR, without options
const BOOK_ID = 58;

describe.each(Object.entries(languages))('account forms without scripts, in %s', (locale, language) => {
  const { prefix, texts, device } = language;

  it('changes the password: a wrong current password is told beside it, then the right one keeps the session', async () => {
    const { page, context, visited } = await plainPage(device);
    const { id } = await loggedInCustomer(page, prefix, `plain-password-${locale}`);
    const [before] = await server.db.select().from(users).where(eq(users.id, id));
    const wrong = `Wrong${locale}Pass77`;
    const next = `Next${locale}Pass2027`;

    await page.goto(`${server.baseUrl}${prefix}/account/change-password`);
    await fill(page, texts.changePasswordCurrent, wrong);
    await fill(page, texts.changePasswordNew, next);
    await fill(page, texts.changePasswordConfirm, next);
    await page.getByRole('button', exact(texts.changePasswordSubmit)).click();
    await expect
      .poll(() => errorOf(page, texts.changePasswordCurrent))
      .toBe(locale === 'ar' ? 'كلمة المرور غير صحيحة' : 'The password is not right');
    // passwords never come back in the page
    expect(await field(page, texts.changePasswordNew).inputValue()).toBe('');

    await fill(page, texts.changePasswordCurrent, DEMO_PASSWORD);
    await fill(page, texts.changePasswordNew, next);
    await fill(page, texts.changePasswordConfirm, next);
    await page.getByRole('button', exact(texts.changePasswordSubmit)).click();
    await expect.poll(() => toastTexts(page)).toContain(texts.changePasswordDone);
    expect(path(page)).toBe(`${prefix}/account/change-password`);
    const [after] = await server.db.select().from(users).where(eq(users.id, id));
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    // the new session the API gave this browser still opens the account
    await page.goto(`${server.baseUrl}${prefix}/account`);
    expect(path(page)).toBe(`${prefix}/account`);

    expectInNoAddress(visited, page, [wrong, next, DEMO_PASSWORD]);
    await context.close();
  });

  it('edits the profile: a required field left empty keeps what was typed; then saved with a new photo', async () => {
    const { page, context, visited } = await plainPage(device);
    const { id } = await loggedInCustomer(page, prefix, `plain-profile-${locale}`);
    await page.goto(`${server.baseUrl}${prefix}/account/edit-profile`);
    await fill(page, texts.profileFirstName, '');
    await fill(page, texts.profileCity, 'Jeddah');
    await page.getByRole('textbox', exact(texts.profileAddress)).fill('Tahlia Street 12');
    await page.getByRole('button', exact(texts.profileSave)).click();
    await expect.poll(() => errorOf(page, texts.profileFirstName)).not.toBe('');
    expect(await field(page, texts.profileCity).inputValue()).toBe('Jeddah');
    expect(await page.getByRole('textbox', exact(texts.profileAddress)).inputValue()).toBe('Tahlia Street 12');
    const [unchanged] = await server.db.select().from(users).where(eq(users.id, id));
    expect(unchanged?.city).toBe('Riyadh');

    await fill(page, texts.profileFirstName, 'Noor');
    // the photo goes with the form (multipart); the action uploads it before saving
    await page.locator('input[type="file"][name="avatarFile"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await page.getByRole('button', exact(texts.profileSave)).click();
    await expect.poll(() => toastTexts(page)).toContain(texts.profileSaved);
    expect(path(page)).toBe(`${prefix}/account/edit-profile`);
    const [stored] = await server.db.select().from(users).where(eq(users.id, id));
    expect(stored).toMatchObject({ firstName: 'Noor', city: 'Jeddah', address: 'Tahlia Street 12' });
    expect(stored?.avatarUrl).toMatch(/^\/uploads\//);
    // the form starts again from what is saved, the photo shown
    expect(await field(page, texts.profileCity).inputValue()).toBe('Jeddah');
    expect(await page.getByTestId('avatar-preview').locator('img').getAttribute('src')).toBe(stored?.avatarUrl);

    expectInNoAddress(visited, page, ['Jeddah', 'Noor', 'Tahlia']);
    await context.close();
  });

  it('sends the contact form: the API refuses a short message, then the message is sent', async () => {
    const { page, context, visited } = await plainPage(device);
    const subject = `Plain subject ${locale} ${Date.now()}`;
    const email = `plain.contact.${locale}@example.test`;
    await page.goto(`${server.baseUrl}${prefix}/contact-us`);
    await fill(page, texts.contactName, 'Layla Plain');
    await fill(page, texts.email, email);
    await field(page, texts.contactMessageType).selectOption('media');
    await fill(page, texts.contactSubject, subject);
    await fill(page, texts.contactMessage, 'Too short');
    await page.getByRole('button', exact(texts.contactSubmit)).click();
    await expect.poll(() => errorOf(page, texts.contactMessage)).toContain('10');
    // the rest comes back as it was typed
    expect(await field(page, texts.contactSubject).inputValue()).toBe(subject);
    expect(await field(page, texts.contactMessageType).inputValue()).toBe('media');

    await fill(page, texts.contactMessage, 'A message sent from a browser that runs no scripts at all.');
    await page.getByRole('button', exact(texts.contactSubmit)).click();
    await expect.poll(() => page.getByTestId('form-sent').isVisible()).toBe(true);
    expect(await page.getByTestId('form-sent').textContent()).toContain(texts.contactSentTitle);
    await expect.poll(async () => (await toastTexts(page)).length).toBe(1);
    const [stored] = await server.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    expect(stored).toMatchObject({ name: 'Layla Plain', email, messageType: 'media' });
    // the link under the message opens the form again
    await page.getByRole('link', exact(texts.contactSendAnother)).click();
    await expect.poll(() => page.getByTestId('contact-form').count()).toBe(1);

    expectInNoAddress(visited, page, [subject, email, 'Layla', 'browser that runs']);
    await context.close();
  });

  it('adds an address on the checkout: a wrong telephone is told beside it, then the address is saved and chosen', async () => {
    const { page, context, visited } = await plainPage(device);
    const { id } = await loggedInCustomer(page, prefix, `plain-address-${locale}`);
    await addToCart(context, BOOK_ID, 1);
    await page.goto(`${server.baseUrl}${prefix}/checkout`);
    const form = page.getByTestId('address-form');
    expect(await form.isVisible()).toBe(true);
    const name = locale === 'ar' ? 'البيت' : 'Home plain';
    await form.getByLabel(texts.checkoutAddressName).fill(name);
    await form.getByLabel(texts.checkoutAddressRecipient).fill('Nora Plain');
    await form.getByLabel(texts.telephone).fill('12');
    await form.getByLabel(texts.city).selectOption({ label: language.city });
    await form.getByLabel(texts.checkoutAddressLine).fill('Olaya Street, building 9, 12211');
    await form.getByRole('button', { name: texts.checkoutAddressSave }).click();
    await expect.poll(() => form.getByLabel(texts.telephone).getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('.field__error').count()).toBe(1);
    expect(await form.getByLabel(texts.checkoutAddressRecipient).inputValue()).toBe('Nora Plain');

    await form.getByLabel(texts.telephone).fill('0501234567');
    await form.getByLabel(texts.city).selectOption({ label: language.city });
    await form.getByRole('button', { name: texts.checkoutAddressSave }).click();
    await expect.poll(() => toastTexts(page)).toContain(texts.checkoutAddressSaved);
    const [stored] = await server.db.select().from(addresses).where(eq(addresses.userId, id));
    expect(stored).toMatchObject({ name, recipient: 'Nora Plain' });
    expect(stored?.telephone).toMatch(/501234567$/);
    // the checkout again, the new address chosen for the order
    expect(path(page)).toBe(`${prefix}/checkout`);
    const chosen = page.getByTestId('address-choice').filter({ has: page.locator('input:checked') });
    expect(await chosen.textContent()).toContain(name);
    expect(await page.getByTestId('address-form').count()).toBe(0);

    expectInNoAddress(visited, page, ['Nora', 'Olaya', '0501234567', name]);
    await context.close();
  });
});

describe('settings and deleting the account without scripts', () => {
  it('saves the preferences, offers the emails’ language, then deletes the account after the password', async () => {
    const { page, context, visited } = await plainPage(phone);
    const { id } = await loggedInCustomer(page, '', 'plain-settings');
    await page.goto(`${server.baseUrl}/account/settings`);
    await page.getByRole('radio', exact(ar.settingsLanguageEn)).check();
    await page.getByRole('checkbox', exact(ar.settingsNotifyNews)).uncheck();
    await page.getByRole('button', exact(ar.settingsSave)).click();
    await expect.poll(() => toastTexts(page)).toContain(ar.settingsSaved);
    const [saved] = await server.db.select().from(users).where(eq(users.id, id));
    expect(saved?.locale).toBe('en');
    expect(saved?.notifications).toMatchObject({ news: false });
    expect(await page.getByTestId('switch-language-offer').count()).toBe(1);
    expect(await page.getByRole('checkbox', exact(ar.settingsNotifyNews)).isChecked()).toBe(false);

    // the dialog needs scripts: the button opens the same confirmation as a step of the page
    await page.getByRole('button', exact(ar.deleteAccountStart)).click();
    const wrong = 'NotMyPassword1';
    await fill(page, ar.deleteAccountPassword, wrong);
    await page.getByRole('button', exact(ar.deleteAccountConfirm)).click();
    await expect.poll(() => errorOf(page, ar.deleteAccountPassword)).toBe('كلمة المرور غير صحيحة');
    await fill(page, ar.deleteAccountPassword, DEMO_PASSWORD);
    await page.getByRole('button', exact(ar.deleteAccountConfirm)).click();
    await expect.poll(() => path(page)).toBe('/account-type');
    await expect.poll(() => toastTexts(page)).toEqual(['تم حذف حسابك وبياناته الشخصية']);
    const [deleted] = await server.db.select().from(users).where(eq(users.id, id));
    expect(deleted?.deletedAt).not.toBeNull();
    expect((await context.cookies()).some((cookie) => cookie.name === 'forum_session')).toBe(false);

    expectInNoAddress(visited, page, [wrong, DEMO_PASSWORD]);
    await context.close();
  });
});

describe('the same forms with scripts', () => {
  it('previews a chosen photo, saves it with the profile, and deletes the account in the dialog', async () => {
    const { page, context, errors } = await newPage(desktop);
    const { id } = await loggedInCustomer(page, '/en', 'script-profile');
    await page.goto(`${server.baseUrl}/en/account/edit-profile`);
    await page.locator('input[type="file"][name="avatarFile"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    // shown at once, from the file itself; sent with the form
    await expect.poll(() => page.getByTestId('avatar-preview').locator('img').getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByText(en.uploadReady).count()).toBe(1);
    await fill(page, en.profileCity, 'Dammam');
    await page.getByRole('button', exact(en.profileSave)).click();
    await expect.poll(() => toastTexts(page)).toContain(en.profileSaved);
    const [stored] = await server.db.select().from(users).where(eq(users.id, id));
    expect(stored?.city).toBe('Dammam');
    expect(stored?.avatarUrl).toMatch(/^\/uploads\//);
    await expect
      .poll(() => page.getByTestId('avatar-preview').locator('img').getAttribute('src'))
      .toBe(stored?.avatarUrl);
    expect(await field(page, en.profileCity).inputValue()).toBe('Dammam');

    await page.goto(`${server.baseUrl}/en/account/settings`);
    await page.getByRole('button', exact(en.deleteAccountStart)).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel(new RegExp(`^${en.deleteAccountPassword}`)).fill('NotMyPassword1');
    await dialog.getByRole('button', exact(en.deleteAccountConfirm)).click();
    await expect.poll(() => dialog.locator('.field__error').textContent()).toBe('The password is not right');
    expect(await dialog.isVisible()).toBe(true);
    expect(path(page)).toBe('/en/account/settings');
    await dialog.getByLabel(new RegExp(`^${en.deleteAccountPassword}`)).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', exact(en.deleteAccountConfirm)).click();
    await expect.poll(() => path(page), { timeout: 10_000 }).toBe('/en/account-type');
    await expect.poll(() => toastTexts(page)).toContain('Your account and its personal data were deleted');
    const [deleted] = await server.db.select().from(users).where(eq(users.id, id));
    expect(deleted?.deletedAt).not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
