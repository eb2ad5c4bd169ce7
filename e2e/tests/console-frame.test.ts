import { beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../support/accounts.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// The staff console's frame (decision 061): staff only, staff land there after logging in, the
// navigation lists what the group may open, the dashboard counts what needs attention.
let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const path = (url: string) => new URL(url).pathname;
/** The console navigation's entries, once the console's page is drawn (a login's redirect may still be on its way). */
async function navLinks(page: import('playwright-core').Page) {
  await page.getByTestId('console-nav').waitFor({ state: 'attached' });
  return page.getByTestId('console-nav').locator('a').allTextContents();
}

describe.each(Object.entries(languages))('the console frame in %s', (name, { prefix, texts, device }) => {
  it('sends a guest to log in and back to the console, where staff see the dashboard', async () => {
    const { page, context } = await newPage(device);
    await page.goto(`${server.baseUrl}${prefix}/admin`);
    expect(path(page.url())).toBe(`${prefix}/login/customer`);
    await page.locator('input[name="email"]').fill('staff@forum.test');
    await page.locator('input[name="password"]').fill('Forum@2026');
    await page.locator('main form button[type="submit"]').click();
    await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe(`${prefix}/admin`);
    const dashboard = page.getByTestId('console-dashboard');
    await expect
      .poll(() => dashboard.getByRole('heading', { level: 1 }).textContent())
      .toBe(texts.consoleFrameDashboardTitle);
    // the four counts the demo staff's group may read, each a link to its list
    for (const count of ['exhibitorsWaiting', 'reviewsPending', 'contactOpen', 'sponsorshipRecent']) {
      expect(await page.getByTestId(`dashboard-${count}`).getAttribute('href')).toMatch(
        new RegExp(`^${prefix}/admin/`),
      );
    }
    expect(await page.locator('[aria-current="page"]').first().textContent()).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(name === 'ar' ? 'rtl' : 'ltr');
    await context.close();
  });

  it('lands staff on the console after logging in, with the console in the header; a customer gets the styled 403', async () => {
    const staff = await newPage(device);
    await logIn(staff.page, { baseUrl: server.baseUrl, prefix, email: 'staff@forum.test' });
    expect(path(staff.page.url())).toBe(`${prefix}/admin`);
    const consoleLink = staff.page.getByTestId(name === 'ar' ? 'menu-console-link' : 'console-link');
    // the header learns who the visitor is once its script asks (decision 006)
    await expect.poll(() => consoleLink.getAttribute('href'), { timeout: 15_000 }).toBe(`${prefix}/admin`);
    // a phone's header keeps the site's title whole: the console is in the menu there
    if (name === 'ar') expect(await staff.page.getByTestId('console-link').isVisible()).toBe(false);
    await staff.context.close();

    const customer = await newPage(device);
    await logIn(customer.page, { baseUrl: server.baseUrl, prefix, email: 'customer@forum.test' });
    expect(await customer.page.getByTestId('console-link').count()).toBe(0);
    const response = await customer.page.goto(`${server.baseUrl}${prefix}/admin`);
    expect(response?.status()).toBe(403);
    // the screen is in the page as sent; with scripts it is drawn again once its code has come (the session and
    // cart answering first make React draw the part afresh, so it may be gone for a moment)
    expect(await response?.text()).toContain('data-testid="forbidden-screen"');
    await customer.page.getByTestId('forbidden-screen').waitFor();
    expect(await customer.page.getByRole('banner').count()).toBe(1);
    await customer.context.close();
  });

  it('shows the editors fewer entries and no count their group may not read', async () => {
    const staff = await newPage(device);
    await logIn(staff.page, { baseUrl: server.baseUrl, prefix, email: 'staff@forum.test' });
    const all = await navLinks(staff.page);
    expect(all.length).toBeGreaterThan(0);
    await staff.context.close();

    const editor = await newPage(device);
    await logIn(editor.page, { baseUrl: server.baseUrl, prefix, email: 'editor@forum.test' });
    expect(path(editor.page.url())).toBe(`${prefix}/admin`);
    const theirs = await navLinks(editor.page);
    expect(theirs.every((entry) => all.includes(entry))).toBe(true);
    expect(await editor.page.getByTestId('dashboard-reviewsPending').count()).toBe(0);
    expect(await editor.page.getByTestId('dashboard-exhibitorsWaiting').count()).toBe(0);
    await editor.context.close();
  });
});

describe('the console without scripts', () => {
  it('opens the console and its navigation as plain HTML', async () => {
    const { page, context } = await newPage({ ...languages.ar.device, javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}/login/customer?redirect=${encodeURIComponent('/en/admin')}`);
    await page.locator('input[name="email"]').fill('staff@forum.test');
    await page.locator('input[name="password"]').fill('Forum@2026');
    await page.locator('main form button[type="submit"]').click();
    await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe('/en/admin');
    // on a phone the navigation is a disclosure that opens without scripts
    const fold = page.getByTestId('console-nav').locator('summary');
    await fold.click();
    const dashboardLink = page
      .getByTestId('console-nav')
      .getByRole('link', { name: languages.en.texts.consoleFrameNavDashboard });
    expect(await dashboardLink.getAttribute('aria-current')).toBe('page');
    await dashboardLink.click();
    await expect.poll(() => path(page.url())).toBe('/en/admin');
    expect(await page.getByTestId('dashboard-contactOpen').count()).toBe(1);
    await context.close();
  });
});
