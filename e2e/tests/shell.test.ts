import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../apps/web/app/i18n/en.ts';
import { seriousViolations } from '../support/axe.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

describe('the document direction', () => {
  it('sends Arabic right-to-left on the first byte of the home page', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html.slice(0, 200)).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it('paints the home page in Arabic, right to left, with the forum and its products', async () => {
    const { page, context, errors } = await newPage(phone);
    await page.goto(`${server.baseUrl}/`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    await page.screenshot({ path: '.tmp/screens/home-ar-phone.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints /en in English, left to right', async () => {
    const { page, context, errors } = await newPage(desktop);
    const response = await page.goto(`${server.baseUrl}/en`);
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);
    await expect.poll(() => page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Conference' }).first().getAttribute('href')).toBe('/en/conference');
    await page.screenshot({ path: '.tmp/screens/home-en-desktop.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the app scripts', () => {
  // decision 024: measured in a real throttled browser, holding them until the first paint made pages respond later
  it('are preloaded from the head as the HTML arrives, not held back, and hydrate the page', async () => {
    const html = await (await fetch(`${server.baseUrl}/conference/agenda`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client[^"]*\.js"/);
    expect(html.match(/<script[^>]* type="module"/g)).toHaveLength(1);
    expect(html).not.toContain('forum/held');

    const { page, context, errors } = await newPage(phone);
    await page.goto(`${server.baseUrl}/conference/agenda`);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the language switch', () => {
  it('keeps the page and its query when switching language, both ways', async () => {
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}/design-system?x=1`);
    await page.getByTestId('language-switch').click();
    await page.waitForURL(`${server.baseUrl}/en/design-system?x=1`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Design system');
    await page.getByTestId('language-switch').click();
    await page.waitForURL(`${server.baseUrl}/design-system?x=1`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('نظام التصميم');
    await context.close();
  });
});

describe('unknown paths', () => {
  it('redirects to /404, which answers 404, in the language of the path', async () => {
    const { page, context } = await newPage(desktop);
    const arabic = await page.goto(`${server.baseUrl}/no-such-page/at-all`);
    expect(page.url()).toBe(`${server.baseUrl}/404`);
    expect(arabic?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('الصفحة غير موجودة');
    const english = await page.goto(`${server.baseUrl}/en/no-such-page`);
    expect(page.url()).toBe(`${server.baseUrl}/en/404`);
    expect(english?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await context.close();
  });

  it('treats an unknown first segment as a path, not a language', async () => {
    const response = await fetch(`${server.baseUrl}/fr`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/404');
  });
});

describe('navigation', () => {
  it('opens the menu on a phone, by touch or keyboard, and closes it when a link is followed', async () => {
    const { page, context } = await newPage(phone);
    await page.goto(`${server.baseUrl}/en`);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await navigation.isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => navigation.isVisible()).toBe(true);
    await navigation.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => navigation.isVisible()).toBe(false);
    await context.close();
  });

  it('lets a keyboard user skip to the content', async () => {
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}/`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'تخطَّ إلى المحتوى' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  it('starts a new page at the top', async () => {
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}/en`);
    const footerLink = page.locator('footer').getByRole('link', { name: en.sitemap });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footerLink.click();
    await page.waitForURL(`${server.baseUrl}/en/sitemap`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe('maintenance', () => {
  it('shows the maintenance screen with status 503 in both languages, then the site again', async () => {
    const { page, context } = await newPage(phone);
    await server.settings.set('maintenance', true);
    try {
      const arabic = await page.goto(`${server.baseUrl}/`);
      expect(arabic?.status()).toBe(503);
      expect(await page.getByTestId('maintenance-screen').textContent()).toContain('سنعود قريبًا…');
      const english = await page.goto(`${server.baseUrl}/en/design-system`);
      expect(english?.status()).toBe(503);
      expect(await page.getByTestId('maintenance-screen').textContent()).toContain("We'll be back soon…");
      await page.screenshot({ path: '.tmp/screens/maintenance-en-phone.png' });
    } finally {
      await server.settings.set('maintenance', false);
    }
    const back = await page.goto(`${server.baseUrl}/en`);
    expect(back?.status()).toBe(200);
    await context.close();
  });
});

describe('the API beside the site', () => {
  it('answers unknown API paths, and a method the path does not take, in the envelope rather than with a page', async () => {
    const unknown = await fetch(`${server.baseUrl}/api/no-such-thing`, { headers: { 'LOCALE-CODE': 'en' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ errors: [{ key: 'error', value: 'There is no such address in the API' }] });
    const replayed = await fetch(`${server.baseUrl}/api/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'LOCALE-CODE': 'ar' },
      body: JSON.stringify({ _method: 'PUT' }),
    });
    // a known path asked with another method: 405 and what it takes (decision 033), not a page
    expect(replayed.status).toBe(405);
    expect(replayed.headers.get('allow')).toBe('GET, HEAD');
    expect(replayed.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers a missing upload with a plain 404', async () => {
    const response = await fetch(`${server.baseUrl}/uploads/no-such-file.png`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});

describe('toasts', () => {
  it("shows the server's error of a failed call in a red toast", async () => {
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}/en`);
    await page.getByRole('button', { name: 'Add to cart' }).first().waitFor();
    await server.settings.set('maintenance', true);
    try {
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      const toast = page.getByTestId('toast').first();
      await expect.poll(() => toast.textContent()).toContain("We'll be back soon…");
      expect(await toast.getAttribute('data-kind')).toBe('error');
    } finally {
      await server.settings.set('maintenance', false);
    }
    await context.close();
  });

  it('tells a guest who clicks a heart to log in to save it, in a red toast with the way there', async () => {
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}/en`);
    await page.getByTestId('wishlist-heart').first().click();
    const toast = page.getByTestId('toast').first();
    await expect.poll(() => toast.textContent()).toContain('Log in to save it to your list.');
    expect(await toast.getByTestId('toast-link').textContent()).toBe('Log in and come back');
    expect(await toast.getAttribute('data-kind')).toBe('error');
    await context.close();
  });

  it('shows several errors one after another, 200 ms apart', async () => {
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}/en/design-system`);
    await page.getByRole('button', { name: 'Show error toasts' }).click();
    await expect.poll(() => page.getByTestId('toast').count()).toBe(2);
    expect(await page.getByTestId('toast').allTextContents()).toEqual([
      expect.stringContaining('The operation failed'),
      expect.stringContaining('You must be logged in first'),
    ]);
    await context.close();
  });
});

describe('the product carousel', () => {
  async function visibleSlides(width: number) {
    const { page, context } = await newPage({ viewport: { width, height: 900 } });
    await page.goto(`${server.baseUrl}/en`);
    const carousel = page.getByTestId('product-carousel').first();
    const count = await carousel.evaluate((section) => {
      const track = section.querySelector('ul');
      const slide = track?.firstElementChild;
      if (!track || !slide) return 0;
      return Math.round((track.clientWidth + 20) / (slide.getBoundingClientRect().width + 20));
    });
    await context.close();
    return count;
  }

  it('shows as many slides as the breakpoints say', async () => {
    expect(await visibleSlides(390)).toBe(1);
    expect(await visibleSlides(500)).toBe(2);
    expect(await visibleSlides(800)).toBe(3);
    expect(await visibleSlides(1100)).toBe(4);
    expect(await visibleSlides(1400)).toBe(5);
    expect(await visibleSlides(1600)).toBe(6);
  });

  it('moves with its buttons, autoplays, and links to the full list', async () => {
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}/en`);
    const carousel = page.getByTestId('product-carousel').first();
    const track = carousel.locator('ul');
    expect(await carousel.getByRole('link', { name: 'View all' }).getAttribute('href')).toMatch(/^\/en\/products\?/);
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.mouse.move(0, 0);
    await track.evaluate((element) => {
      element.scrollLeft = 0;
    });
    // autoplay every 3 s: within 4.5 s the track has moved by itself
    await expect.poll(() => track.evaluate((element) => element.scrollLeft), { timeout: 4500 }).toBeGreaterThan(0);
    await context.close();
  });

  it('moves right to left in Arabic', async () => {
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}/`);
    const carousel = page.getByTestId('product-carousel').first();
    await carousel.getByRole('button', { name: 'التالي' }).click();
    await expect.poll(() => carousel.locator('ul').evaluate((element) => element.scrollLeft)).toBeLessThan(0);
    await context.close();
  });

  it('does not autoplay for visitors who prefer reduced motion', async () => {
    const { page, context } = await newPage({ ...desktop, reducedMotion: 'reduce' });
    await page.goto(`${server.baseUrl}/en`);
    await page.waitForTimeout(4000);
    const scrolled = await page
      .getByTestId('product-carousel')
      .first()
      .locator('ul')
      .evaluate((element) => element.scrollLeft);
    expect(scrolled).toBe(0);
    await context.close();
  });
});

describe('accessibility', () => {
  for (const path of ['/', '/en']) {
    it(`has no serious or critical axe violation on ${path}`, async () => {
      const { page, context } = await newPage(desktop);
      await page.goto(`${server.baseUrl}${path}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe('the design-system page, for the builders of the site', () => {
  it('is linked from no public page, reachable by its address and kept out of search engines', async () => {
    const { page, context } = await newPage(desktop);
    for (const prefix of ['', '/en']) {
      await page.goto(`${server.baseUrl}${prefix}`);
      expect(await page.locator('a[href$="/design-system"]').count()).toBe(0);
      const answer = await page.goto(`${server.baseUrl}${prefix}/design-system`);
      expect(answer?.status()).toBe(200);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    }
    await context.close();
  });
});
