import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { exhibitors, users } from '../../apps/api/src/db/schema.ts';
import { createCustomer, DEMO_PASSWORD, logIn } from '../support/accounts.ts';
import { openBeforeScripts, seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { postAsPage } from '../support/page-api.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Notifications and conversations (decision 057): the bell's count falls when a notification is read, a
// message written from another browser appears in the open conversation without a reload, and with the
// page's scripts off a conversation still sends and a notification is still marked read.

let server: E2eServer;
let exhibitorId: number;
beforeAll(async () => {
  server = await getServer();
  const [row] = await server.db
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .innerJoin(users, eq(users.id, exhibitors.userId))
    .where(and(eq(users.email, 'exhibitor@forum.test'), eq(exhibitors.isPublished, true)));
  if (!row) throw new Error('the demo exhibitor has no published company');
  exhibitorId = row.id;
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
let runs = 0;
const uniqueEmail = (locale: string) => `chat-${locale}-${Date.now()}-${++runs}@forum.test`;

/** The demo exhibitor answers a conversation from its own browser, through the API as its pages do. */
async function answerAsExhibitor(prefix: string, conversationId: string, body: string) {
  const { page, context } = await newPage();
  await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'exhibitor@forum.test', family: 'exhibitor' });
  const answer = await postAsPage(page, `/chats/${conversationId}/messages`, { body });
  expect(answer.status).toBe(200);
  // the exhibitor sees the conversation in their own list
  await page.goto(`${server.baseUrl}${prefix}/account/chat-list`);
  expect(await page.getByTestId('chat-row').count()).toBeGreaterThan(0);
  await context.close();
}

describe.each(Object.entries(languages))(
  'notifications and conversations, in %s',
  (locale, { prefix, texts, device }) => {
    it('shows a message from another browser in the open conversation, and the count falls when read', async () => {
      const email = uniqueEmail(locale);
      await createCustomer(server.db, email);
      const { page, context, errors } = await newPage(device);
      await logIn(page, { baseUrl: server.baseUrl, prefix, email, redirect: `/account/chat?exhibitor=${exhibitorId}` });
      await page.getByTestId('start-chat-page').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('[data-testid="chat-start"] textarea[name="body"]').fill('Do you rent the lenses too?');
      await page.locator('[data-testid="chat-start"] button[type="submit"]').click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/\/account\/chat\/\d+$/);
      const conversationId = pathOf(page).split('/').pop() ?? '';
      await page.getByTestId('chat-message').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // the page is not loaded again: a mark left on it stays
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await answerAsExhibitor(prefix, conversationId, 'Yes, by the day.');
      await page.getByTestId('chat-messages').getByText('Yes, by the day.').waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      // reading the conversation read its notification; a new answer while the notifications are open
      // comes to the bell and the list live, and reading it makes the count fall
      await page.goto(`${server.baseUrl}${prefix}/account/notifications`);
      const bell = page.getByTestId('bell-link');
      await expect.poll(() => bell.getAttribute('data-count'), { timeout: 10_000 }).toBe('0');
      await answerAsExhibitor(prefix, conversationId, 'And by the week.');
      await expect.poll(() => bell.getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
      await expect.poll(() => page.getByTestId('notifications-unread').getAttribute('data-count')).toBe('1');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('notification-read').first().click();
      await expect.poll(() => page.getByTestId('notifications-unread').getAttribute('data-count')).toBe('0');
      await expect.poll(() => bell.getAttribute('data-count')).toBe('0');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.notificationsTitle);

      for (const path of ['/account/chat-list', '/account/orders/chat']) {
        await page.goto(`${server.baseUrl}${prefix}${path}`);
        expect(await seriousViolations(page)).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it('sends a message and marks a notification read with the scripts off', async () => {
      const email = uniqueEmail(`${locale}-plain`);
      await createCustomer(server.db, email);
      const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
      await page.goto(`${server.baseUrl}${prefix}/login/customer?redirect=${encodeURIComponent('/account/chat')}`);
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.locator('main form button[type="submit"]').click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`${prefix}/account/chat`);
      await page.goto(`${server.baseUrl}${prefix}/account/chat?exhibitor=${exhibitorId}`);
      await page.locator('[data-testid="chat-start"] textarea[name="body"]').fill('First question, no scripts.');
      await page.locator('[data-testid="chat-start"] button[type="submit"]').click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/\/account\/chat\/\d+$/);
      const conversationId = pathOf(page).split('/').pop() ?? '';
      await page.locator('[data-testid="chat-send"] textarea[name="body"]').fill('A second line, still no scripts.');
      await page.locator('[data-testid="chat-send"] button[type="submit"]').click();
      await page.getByTestId('chat-messages').getByText('A second line, still no scripts.').waitFor();
      expect(await page.getByTestId('chat-message').count()).toBe(2);

      await answerAsExhibitor(prefix, conversationId, 'Answered.');
      await page.goto(`${server.baseUrl}${prefix}/account/notifications`);
      expect(await page.getByTestId('notifications-unread').getAttribute('data-count')).toBe('1');
      await page.getByTestId('notification-read').first().click();
      await expect.poll(() => page.getByTestId('notifications-unread').getAttribute('data-count')).toBe('0');
      expect(await page.locator('[data-testid="notification"][data-read="false"]').count()).toBe(0);

      // the server's HTML of each new page, before any script (axe runs its own script: a context that allows it)
      const checker = await newPage(device);
      await checker.context.addCookies(await context.cookies());
      for (const path of [`/account/chat/${conversationId}`, '/account/notifications', '/account/chat-list']) {
        const plain = await openBeforeScripts(checker.context, `${server.baseUrl}${prefix}${path}`);
        expect(await seriousViolations(plain)).toEqual([]);
      }
      await checker.context.close();
      await context.close();
    });
  },
);
