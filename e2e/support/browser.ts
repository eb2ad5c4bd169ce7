import { type Browser, type BrowserContextOptions, chromium, type Page, type Response } from 'playwright-core';
// Debian's Chromium, never a downloaded one; its flags keep it off the (closed) network
import chromiumSettings from '../../scripts/chromium.json' with { type: 'json' };

let browser: Promise<Browser> | undefined;

export function getBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: process.env.CHROME_PATH ?? chromiumSettings.path,
    args: chromiumSettings.args,
    headless: true,
  });
  return browser;
}

export const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/**
 * A page is drawn by the server before its scripts have made it interactive. After loading one of the
 * site's pages, wait until it says it has hydrated (`<html data-hydrated>`, set by the root layout), as
 * a person waits for a page to respond; other answers (files, JSON) are returned at once.
 */
async function untilHydrated(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()['content-type']?.startsWith('text/html')) {
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  }
  return response;
}

/** A fresh browser context (cookies, storage) for each test; goto and reload return a hydrated page. */
export async function newPage(options: BrowserContextOptions = desktop) {
  const context = await (await getBrowser()).newContext(options);
  const page = await context.newPage();
  // without JavaScript (a test of the plain HTML), nothing hydrates
  if (options.javaScriptEnabled !== false) {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, gotoOptions) => untilHydrated(page, await goto(url, gotoOptions));
    page.reload = async (reloadOptions) => untilHydrated(page, await reload(reloadOptions));
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
