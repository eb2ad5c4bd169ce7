import { formatMessage } from '@forum/contract/message-compile';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, wishlistItems, workshopRegistrations } from '../../apps/api/src/db/schema.ts';
import { ar } from '../../apps/web/app/i18n/ar.ts';
import { en } from '../../apps/web/app/i18n/en.ts';
import { createCustomer, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

// the catalogue's ICU messages (decision 034), in the language the text is written in
const fill = (text: string, values: Record<string, string | number>) =>
  formatMessage(text, /[\u0600-\u06ff]/u.test(text) ? 'ar' : 'en', values);

// the searches are spelt otherwise than the stored titles: taa marbuta as haa, another case
const languages = {
  ar: {
    prefix: '',
    texts: ar,
    device: phone,
    query: 'حكايتنا على الشاشه',
    title: 'حكايتنا على الشاشة: عقد من السينما السعودية',
  },
  en: {
    prefix: '/en',
    texts: en,
    device: desktop,
    query: 'our STORY on screen',
    title: 'Our Story on Screen: A Decade of Saudi Cinema',
  },
} as const;

const toastTexts = (page: Page) => page.locator('[data-testid="toast"] .toast__message').allTextContents();
const sessionTitles = (page: Page) =>
  page
    .locator('[data-testid="session-card"] h2, [data-testid="session-card"] h3, [data-testid="session-card"] h4')
    .allTextContents();

async function openAgenda(page: Page, url: string, options: { canSave?: boolean } = {}) {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated] [data-testid="agenda-page"]');
  if (options.canSave) await page.waitForSelector('[data-testid="agenda-page"][data-wishlist="ready"]');
}

describe.each(Object.entries(languages))('the conference, in %s', (locale, language) => {
  const { prefix, texts, device } = language;

  it('finds a session by words spelt otherwise, by hall and by day, and opens its page', async () => {
    const { page, context, errors } = await newPage(device);
    await openAgenda(page, `${server.baseUrl}${prefix}/conference/agenda`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.agendaTitle);
    // the first day is shown, with the zone the times are in
    expect(await page.locator('.day-tabs__link[aria-current="page"]').textContent()).toContain(
      fill(texts.agendaDayNumber, { number: 1 }),
    );
    expect(await page.getByTestId('zone-note').textContent()).toMatch(/\+3/);
    const firstDay = await page.getByTestId('session-card').count();
    expect(firstDay).toBeGreaterThan(5);

    await page.getByRole('searchbox', { name: texts.agendaSearchLabel }).fill(language.query);
    await page.getByRole('button', { name: texts.agendaApply }).click();
    await expect.poll(() => sessionTitles(page)).toEqual([language.title]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(language.query);
    expect(await page.getByTestId('agenda-count').textContent()).toBe(fill(texts.agendaFound, { count: 1 }));

    // a hall chosen in the list applies at once, across all days, and the address can be shared
    await page.goto(`${server.baseUrl}${prefix}/conference/agenda?day=all`);
    await page.waitForSelector('html[data-hydrated] [data-testid="agenda-page"]');
    const all = await page.getByTestId('session-card').count();
    expect(all).toBeGreaterThanOrEqual(40);
    const hall = page.getByLabel(texts.conferenceHall, { exact: true });
    const hallName = (await hall.locator('option').nth(1).textContent()) ?? '';
    await hall.selectOption({ index: 1 });
    await expect.poll(() => page.getByTestId('session-card').count()).toBeLessThan(all);
    expect(new URL(page.url()).searchParams.get('hall')).toMatch(/^\d+$/);
    const halls = await page.getByTestId('session-hall').allTextContents();
    expect(halls.filter((text) => !text.includes(hallName))).toEqual([]);
    await page.reload();
    expect(await page.getByTestId('session-card').count()).toBe(halls.length);

    // nothing found says so and offers to clear the filters
    await page.goto(`${server.baseUrl}${prefix}/conference/agenda?q=zzzzqqq`);
    expect(await page.getByTestId('agenda-empty').textContent()).toContain(texts.agendaEmptyFiltered);

    await page.goto(`${server.baseUrl}${prefix}/conference/agenda`);
    await page.getByTestId('session-card').first().locator('a').first().click();
    await page.waitForSelector('[data-testid="session-page"]');
    const calendar = page.getByTestId('add-to-calendar');
    const download = page.waitForEvent('download');
    await calendar.click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const ics = await readFile(file, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(/UID:conference-session-\d+@forum/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a guest who clicks a heart that saving needs an account', async () => {
    const { page, context, errors } = await newPage(device);
    await openAgenda(page, `${server.baseUrl}${prefix}/conference/agenda`);
    await page.getByTestId('session-heart').first().click();
    // the way forward: log in and come back (issue 15)
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining(texts.wishlistLogInToSave));
    expect(await page.getByTestId('toast-link').textContent()).toBe(texts.wishlistLogIn);
    expect(await page.getByTestId('session-heart').first().getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells an exhibitor that saving is for visitor accounts, and saves nothing', async () => {
    const { page, context, errors } = await newPage(device);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'exhibitor@forum.test', family: 'exhibitor' });
    await openAgenda(page, `${server.baseUrl}${prefix}/conference/agenda`);
    // the exhibitor's session is known once the page asked who is there
    await page.waitForLoadState('networkidle');
    await page.getByTestId('session-heart').first().click();
    await expect.poll(() => toastTexts(page)).toContain(texts.wishlistVisitorsOnly);
    const [exhibitor] = await server.db.select().from(users).where(eq(users.email, 'exhibitor@forum.test'));
    const saved = await server.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, exhibitor?.id ?? 0));
    expect(saved).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a customer save two sessions at the same time, warns of the overlap, and remove one', async () => {
    const email = `agenda.${locale}@example.com`;
    const userId = await createCustomer(server.db, email);
    const { page, context, errors } = await newPage(device);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email, redirect: '/conference/agenda' });
    await openAgenda(page, `${server.baseUrl}${prefix}/conference/agenda`, { canSave: true });

    // two sessions that start together, in two halls
    const slot = page
      .locator('.agenda-slot')
      .filter({ has: page.locator('[data-testid="session-card"] + *, li + li') })
      .first();
    const cards = slot.getByTestId('session-card');
    const titles = [
      await cards.nth(0).locator('a').first().textContent(),
      await cards.nth(1).locator('a').first().textContent(),
    ];
    await cards.nth(0).getByTestId('session-heart').click();
    await expect.poll(() => cards.nth(0).getByTestId('session-heart').getAttribute('aria-pressed')).toBe('true');
    await cards.nth(1).getByTestId('session-heart').click();
    await expect.poll(() => cards.nth(1).getByTestId('session-heart').getAttribute('aria-pressed')).toBe('true');
    // the hearts turn at the tap; the toast and the saved rows follow the server's answers
    await expect.poll(() => toastTexts(page)).toContain(texts.successAddWishlist);
    await expect
      .poll(async () => (await server.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId))).length)
      .toBe(2);
    // the header counts the saved sessions (once the answers are in) and leads to them
    await expect
      .poll(() => page.getByTestId('agenda-link').getAttribute('aria-label'))
      .toBe(fill(texts.navMyAgendaCount, { count: 2 }));

    await page.goto(`${server.baseUrl}${prefix}/my-agenda/conference-sessions`);
    await page.waitForSelector('html[data-hydrated] [data-testid="my-agenda-page"]');
    await expect.poll(() => sessionTitles(page)).toEqual(titles);
    expect(await page.getByTestId('overlap-warning').count()).toBe(2);
    expect(await page.getByTestId('overlap-warning').first().textContent()).toContain(titles[1]);

    await page.getByTestId('session-heart').first().click();
    await expect.poll(() => sessionTitles(page)).toEqual([titles[1]]);
    await expect.poll(() => toastTexts(page)).toContain(texts.successDeleteWishlist);
    expect(await page.getByTestId('overlap-warning').count()).toBe(0);
    const left = await server.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId));
    expect(left).toHaveLength(1);

    // a private calendar address: made, read by a calendar app (no session), then turned off
    await page.getByTestId('calendar-feed-make').click();
    const feedUrl = (await page.getByTestId('calendar-feed-url').inputValue()).replace(
      /^https?:\/\/[^/]+/,
      server.baseUrl,
    );
    const feed = await fetch(feedUrl);
    expect(feed.status).toBe(200);
    const ics = await feed.text();
    expect(ics).toContain('X-WR-TIMEZONE:Asia/Riyadh');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    await page.getByTestId('calendar-feed-off').click();
    await page.getByTestId('calendar-feed').getByTestId('confirm-dialog-ok').click();
    await expect.poll(() => page.getByTestId('calendar-feed-off').count()).toBe(0);
    expect((await fetch(feedUrl)).status).toBe(404);

    // the account area shows the same agenda; it has no serious accessibility issue
    await page.goto(`${server.baseUrl}${prefix}/account/agenda`);
    await expect.poll(() => sessionTitles(page)).toEqual([titles[1]]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a customer register for a workshop and cancel after confirming', async () => {
    const email = `workshop.${locale}@example.com`;
    const userId = await createCustomer(server.db, email);
    const { page, context, errors } = await newPage(device);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email, redirect: '/workshops' });
    await page.waitForSelector('html[data-hydrated] [data-testid="workshops-page"]');
    const card = page
      .getByTestId('workshop-card')
      .filter({ has: page.getByTestId('workshop-register') })
      .first();
    const title = (await card.locator('h2 a').textContent()) ?? '';
    const workshopId = Number(await card.getAttribute('data-workshop-id'));
    await card.getByTestId('workshop-register').click();
    const registered = page.locator(`[data-workshop-id="${workshopId}"]`).getByTestId('registration-state');
    await expect.poll(() => registered.textContent()).toBe(texts.workshopYouAreRegistered);
    await expect.poll(() => toastTexts(page)).toContain(fill(texts.workshopRegistered, { title }));

    await page.goto(`${server.baseUrl}${prefix}/my-agenda/workshops`);
    await page.waitForSelector('html[data-hydrated] [data-testid="my-workshops-page"]');
    expect(await page.getByTestId('workshop-card').locator('h3 a').allTextContents()).toEqual([title]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('workshop-cancel').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Escape keeps the registration; confirming cancels it
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.getByTestId('workshop-card').count()).toBe(1);
    await page.getByTestId('workshop-cancel').click();
    await page.getByTestId('confirm-dialog-ok').click();
    await expect.poll(() => page.getByTestId('my-workshops-empty').count()).toBe(1);
    const rows = await server.db
      .select()
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.userId, userId), eq(workshopRegistrations.workshopId, workshopId)));
    expect(rows.map((row) => row.status)).toEqual(['cancelled']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility issue on the public pages', async () => {
    const { page, context } = await newPage(device);
    for (const path of [
      '/conference',
      '/conference/agenda',
      '/conference/speakers',
      '/workshops',
      '/workshops/agenda',
    ]) {
      await page.goto(`${server.baseUrl}${prefix}${path}`);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto(`${server.baseUrl}${prefix}/conference/speakers`);
    await page.getByTestId('speaker-card').first().locator('a').click();
    await page.waitForSelector('[data-testid="speaker-page"]');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('[data-testid="session-card"] a').first().click();
    await page.waitForSelector('[data-testid="session-page"]');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
