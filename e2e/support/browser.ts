import { type Browser, type BrowserContextOptions, chromium } from 'playwright-core';
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

/** A fresh browser context (cookies, storage) for each test. */
export async function newPage(options: BrowserContextOptions = desktop) {
  const context = await (await getBrowser()).newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
