import AxeBuilder from '@axe-core/playwright';
import { formatMessage } from '@forum/contract/message-compile';
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, rateLimits, sponsorshipRequests } from '../../apps/api/src/db/schema.ts';
import { ar } from '../../apps/web/app/i18n/ar.ts';
import { en } from '../../apps/web/app/i18n/en.ts';
import { authAr, authEn } from '../../apps/web/app/i18n/texts/auth.ts';
import { infoAr, infoEn } from '../../apps/web/app/i18n/texts/info.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

let server: E2eServer;
let forumInbox: string;
beforeAll(async () => {
  server = await getServer();
  forumInbox = (await server.settings.get()).contacts.email;
});

const languages = {
  ar: { prefix: '', info: infoAr, auth: authAr, shell: ar, device: phone, script: /[\u0600-\u06FF]/ },
  en: { prefix: '/en', info: infoEn, auth: authEn, shell: en, device: desktop, script: /[A-Za-z]/ },
} as const;

/** A field by its label, which ends with ' *' when the field is required. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
const fill = (page: Page, label: string, value: string) => field(page, label).fill(value);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** The error shown beside a field, found through the field's aria-describedby. */
async function errorOf(page: Page, label: string): Promise<string> {
  const input = field(page, label);
  if ((await input.getAttribute('aria-invalid')) !== 'true') return '';
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"].field__error`).allTextContents()));
  return texts.flat().join(' ');
}

type Package = { id: number; name: string };
async function packagesIn(locale: string): Promise<Package[]> {
  const response = await fetch(`${server.baseUrl}/api/subscriptions?sort=true`, { headers: { 'LOCALE-CODE': locale } });
  return (await response.json()).data.items;
}

describe.each(Object.entries(languages))(
  'the information pages, in %s',
  (locale, { prefix, info, auth, shell, device, script }) => {
    it('sends the contact form: a field error first, then stored and mailed to the forum', async () => {
      const { page, context, errors } = await newPage(device);
      await page.goto(`${server.baseUrl}${prefix}/contact-us`);
      expect(await h1(page)).toBe(info.contactTitle);
      // the forum's own contacts from the settings, beside the form
      expect(await page.getByTestId('contact-details').textContent()).toContain(forumInbox);

      // nothing filled in: every required field says so, in the page's language
      await page.getByRole('button', { name: info.contactSubmit }).click();
      await expect.poll(() => errorOf(page, info.contactName)).toBe(shell.fieldRequired);
      expect(await errorOf(page, info.contactMessageType)).toBe(shell.fieldRequired);

      const subject = `Press pass ${locale} ${Date.now()}`;
      await fill(page, info.contactName, 'Layla Haddad');
      await fill(page, auth.email, `layla.${locale}@example.com`);
      await field(page, info.contactMessageType).selectOption('media');
      await fill(page, info.contactSubject, subject);
      await fill(page, info.contactMessage, 'Too short');
      await page.getByRole('button', { name: info.contactSubmit }).click();
      // the API's error, localized, beside the message; the rest of the form kept
      await expect.poll(() => errorOf(page, info.contactMessage)).toMatch(script);
      expect(await errorOf(page, info.contactMessage)).toContain('10');
      expect(await errorOf(page, info.contactName)).toBe('');
      expect(await field(page, info.contactSubject).inputValue()).toBe(subject);

      await fill(page, info.contactMessage, 'I write for a film magazine and would like to cover the opening night.');
      await page.getByRole('button', { name: info.contactSubmit }).click();
      await expect.poll(() => page.getByTestId('form-sent').isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByTestId('form-sent').textContent()).toContain(info.contactSentTitle);

      const [stored] = await server.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.subject, subject))
        .orderBy(desc(contactMessages.id));
      expect(stored).toMatchObject({
        name: 'Layla Haddad',
        email: `layla.${locale}@example.com`,
        messageType: 'media',
      });
      const mail = await server.mail.waitForMail(forumInbox, (candidate) => candidate.text.includes(subject));
      expect(mail.text).toContain('Layla Haddad');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('shows the packages side by side and sends an enquiry about the one chosen', async () => {
      const packages = await packagesIn(locale);
      const chosen = packages[1];
      if (!chosen) throw new Error('the demo data has sponsorship packages');
      const { page, context, errors } = await newPage(device);
      await page.goto(`${server.baseUrl}${prefix}/sponsorship-packages`);
      expect(await h1(page)).toBe(info.sponsorTitle);
      expect(await page.getByTestId('package').count()).toBe(packages.length);
      expect(await page.getByTestId('package-price').first().textContent()).toMatch(/1,500,000/);

      await page.getByRole('link', { name: info.sponsorEnquireAbout.replace('{name}', chosen.name) }).click();
      const select = field(page, info.sponsorPackage);
      await expect.poll(() => select.inputValue()).toBe(String(chosen.id));
      // the enquiry starts where the visitor types: the first field has the focus
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
        .toBe('companyName');

      const company = `Desert Light Pictures ${locale} ${Date.now()}`;
      await fill(page, auth.companyName, company);
      await fill(page, info.sponsorContactName, 'Omar Saleh');
      await fill(page, auth.email, `omar.${locale}@desertlight.example`);
      await fill(page, auth.telephone, 'not a phone');
      await fill(page, info.sponsorMessage, 'We would like to sponsor a conference track this year.');
      await page.getByRole('button', { name: info.sponsorSubmit }).click();
      await expect.poll(() => errorOf(page, auth.telephone)).toMatch(script);
      await fill(page, auth.telephone, '0501234567');
      await page.getByRole('button', { name: info.sponsorSubmit }).click();
      await expect.poll(() => page.getByTestId('form-sent').isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByTestId('toast').first().textContent()).toMatch(script);

      const [stored] = await server.db
        .select()
        .from(sponsorshipRequests)
        .where(eq(sponsorshipRequests.companyName, company));
      expect(stored).toMatchObject({ packageId: chosen.id, name: 'Omar Saleh', telephone: '0501234567' });
      const mail = await server.mail.waitForMail(forumInbox, (candidate) => candidate.text.includes(company));
      expect(mail.text).toContain('Omar Saleh');
      expect(errors).toEqual([]);
      await context.close();
    });

    it.each([
      ['with', true],
      ['without', false],
    ])('answers every wrong field of the enquiry at once, %s scripts (issue 36)', async (_way, hasScripts) => {
      const { page, context, errors } = await newPage({ ...device, javaScriptEnabled: hasScripts });
      await page.goto(`${server.baseUrl}${prefix}/sponsorship-packages`);
      const company = `Two Rounds Pictures ${locale} ${hasScripts} ${Date.now()}`;
      await fill(page, auth.companyName, company);
      await fill(page, info.sponsorContactName, 'Omar Saleh');
      await fill(page, auth.email, 'omar@');
      await fill(page, auth.telephone, '12');
      // the message left empty: the page alone would find it, the server alone the email and the phone
      await Promise.all([
        hasScripts ? Promise.resolve() : page.waitForEvent('load'),
        page.getByRole('button', { name: info.sponsorSubmit }).click(),
      ]);
      // one submit: the three errors together, each beside its field in the page's language
      await expect.poll(() => errorOf(page, info.sponsorMessage)).toBe(shell.fieldRequired);
      expect(await errorOf(page, auth.email)).toMatch(script);
      expect(await errorOf(page, auth.telephone)).toMatch(script);
      expect(await errorOf(page, auth.companyName)).toBe('');
      expect(await field(page, auth.companyName).inputValue()).toBe(company);
      // the first wrong field in the form's order takes the focus
      if (hasScripts) {
        expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
      }
      const stored = await server.db
        .select()
        .from(sponsorshipRequests)
        .where(eq(sponsorshipRequests.companyName, company));
      expect(stored).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('searches the questions, keeps the query in the address and opens an answer by keyboard', async () => {
      const { page, context, errors } = await newPage(device);
      await page.goto(`${server.baseUrl}${prefix}/faq`);
      expect(await h1(page)).toBe(info.faqTitle);
      const all = await page.getByTestId('faq-item').count();
      expect(all).toBeGreaterThan(5);

      const query = locale === 'ar' ? 'مواقف' : 'parking';
      await page.getByLabel(info.faqSearchLabel).fill(query);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
      await expect.poll(() => page.getByTestId('faq-item').count()).toBe(1);
      expect(await page.getByTestId('faq-count').textContent()).toBe(
        formatMessage(info.faqResults, locale === 'ar' ? 'ar' : 'en', { q: query, count: 1 }),
      );

      const item = page.getByTestId('faq-item').first();
      const question = item.locator('summary');
      await question.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => item.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
      expect(await item.locator('.faq-item__answer').isVisible()).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => item.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);

      // a search that finds nothing says so and offers a way out; the address alone gives the same page
      await page.goto(`${server.baseUrl}${prefix}/faq?q=zzqxv`);
      expect(await page.getByTestId('empty-state').textContent()).toContain(info.faqEmptyTitle.replace('{q}', 'zzqxv'));
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      await page.getByRole('link', { name: info.faqClear }).click();
      await expect.poll(() => page.getByTestId('faq-item').count()).toBe(all);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('shows the community, the services and a service, and sends unknown ones to /404', async () => {
      const { page, context, errors } = await newPage(device);
      await page.goto(`${server.baseUrl}${prefix}/community`);
      expect(await page.getByTestId('community-figures').textContent()).toMatch(/\d/);
      const exhibitor = page.getByTestId('community-exhibitor').first();
      expect(await exhibitor.getAttribute('href')).toMatch(new RegExp(`^${prefix}/exhibition/\\d+$`));

      await page.goto(`${server.baseUrl}${prefix}/services`);
      expect(await h1(page)).toBe(info.servicesTitle);
      const card = page.getByTestId('service-card').first();
      const title = (await card.getByRole('link').textContent()) ?? '';
      await card.getByRole('link').click();
      await expect.poll(() => h1(page)).toBe(title);
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${prefix}/services/\\d+$`));

      const unknown = await page.goto(`${server.baseUrl}${prefix}/services/999999`);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/404`);
      expect(unknown?.status()).toBe(404);
      await page.goto(`${server.baseUrl}${prefix}/page/no-such-page`);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/404`);
      await page.goto(`${server.baseUrl}${prefix}/page/privacy-policy`);
      expect(await page.getByTestId('managed-page').textContent()).toMatch(script);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('lists every area of the site and what comes from the data on the site map', async () => {
      const { page, context } = await newPage(device);
      await page.goto(`${server.baseUrl}${prefix}/sitemap`);
      expect(await h1(page)).toBe(info.sitemapTitle);
      const headings = await page.getByTestId('sitemap-group').locator('h2').allTextContents();
      expect(headings).toEqual(expect.arrayContaining([info.sitemapGroup_forum, info.sitemapGroup_exhibitors]));
      const sitemap = page.getByTestId('sitemap');
      expect(await sitemap.locator(`a[href="${prefix}/sponsorship-packages"]`).count()).toBe(1);
      expect(await sitemap.locator(`a[href^="${prefix}/exhibition/"]`).count()).toBeGreaterThan(10);
      expect(await sitemap.locator(`a[href^="${prefix}/products/"]`).count()).toBeGreaterThan(10);
      await context.close();
    });

    for (const path of [
      '/sponsorship-packages',
      '/contact-us',
      '/faq',
      '/about-us',
      '/community',
      '/services',
      '/services/1',
      '/page/privacy-policy',
      '/sitemap',
      '/terms-conditions',
      '/driver-app',
    ]) {
      it(`has no serious or critical axe violation on ${path}`, async () => {
        const { page, context } = await newPage(device);
        const response = await page.goto(`${server.baseUrl}${prefix}${path}`);
        expect(response?.status()).toBe(200);
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((violation) =>
          ['serious', 'critical'].includes(violation.impact ?? ''),
        );
        expect(
          serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
        ).toEqual([]);
        await context.close();
      });
    }
  },
);

describe('the contact form past its limit', () => {
  it('says so in a toast and keeps what was typed', async () => {
    // this address has used up its window of messages (apps/api mail/forum-inbox.ts: 5 an hour)
    const key = 'contact:ip:127.0.0.1';
    const [before] = await server.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    await server.db
      .insert(rateLimits)
      .values({ key, count: 99, resetAt: new Date(Date.now() + 3_600_000) })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 99, resetAt: new Date(Date.now() + 3_600_000) } });
    const { page, context } = await newPage(desktop);
    try {
      await page.goto(`${server.baseUrl}/en/contact-us`);
      await fill(page, infoEn.contactName, 'Layla Haddad');
      await fill(page, authEn.email, 'layla@example.com');
      await field(page, infoEn.contactMessageType).selectOption('general');
      await fill(page, infoEn.contactSubject, 'One too many');
      await fill(page, infoEn.contactMessage, 'A message sent once the limit has been reached.');
      await page.getByRole('button', { name: infoEn.contactSubmit }).click();
      await expect.poll(() => page.getByTestId('toast').first().textContent()).toMatch(/Too many requests/);
      expect(await page.getByTestId('toast').first().getAttribute('data-kind')).toBe('error');
      expect(await page.getByTestId('form-sent').count()).toBe(0);
      expect(await field(page, infoEn.contactSubject).inputValue()).toBe('One too many');
    } finally {
      await context.close();
      await server.db.delete(rateLimits).where(eq(rateLimits.key, key));
      if (before) await server.db.insert(rateLimits).values(before);
    }
  });
});

describe('the store links', () => {
  it('redirects /google-play-store and /en/apple-app-store to the stores of the settings', async () => {
    const { appLinks } = await server.settings.get();
    const google = await fetch(`${server.baseUrl}/google-play-store`, { redirect: 'manual' });
    expect(google.status).toBe(302);
    expect(google.headers.get('location')).toBe(appLinks.google);
    const apple = await fetch(`${server.baseUrl}/en/apple-app-store`, { redirect: 'manual' });
    expect(apple.status).toBe(302);
    expect(apple.headers.get('location')).toBe(appLinks.apple);
  });

  it('sends a visitor to the app page when the store has no link', async () => {
    const { appLinks } = await server.settings.get();
    await server.settings.set('appLinks', { ...appLinks, google: null });
    try {
      const response = await fetch(`${server.baseUrl}/en/google-play-store`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/en/driver-app');
    } finally {
      await server.settings.set('appLinks', appLinks);
    }
  });

  it('shows the store badges on the app page', async () => {
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}/driver-app`);
    const hrefs = await page
      .getByTestId('store-badges')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const { appLinks } = await server.settings.get();
    expect(hrefs).toEqual([appLinks.apple, appLinks.google]);
    await context.close();
  });
});

describe('the documents for search engines', () => {
  it('serves /sitemap.xml: valid XML, both languages, hreflang alternates, absolute addresses', async () => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const { page, context } = await newPage(desktop);
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const xhtml = 'http://www.w3.org/1999/xhtml';
      const urls = Array.from(doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url'));
      return {
        error: doc.getElementsByTagName('parsererror').length,
        locs: urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent ?? ''),
        alternates: urls.map((url) =>
          Array.from(url.getElementsByTagNameNS(xhtml, 'link')).map(
            (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
          ),
        ),
      };
    }, xml);
    await context.close();
    expect(parsed.error).toBe(0);
    const base = server.baseUrl;
    expect(parsed.locs).toEqual(
      expect.arrayContaining([`${base}/`, `${base}/en`, `${base}/sponsorship-packages`, `${base}/en/faq`]),
    );
    expect(parsed.locs.some((loc) => /\/en\/exhibition\/\d+$/.test(loc))).toBe(true);
    expect(parsed.locs.every((loc) => loc.startsWith(`${base}/`))).toBe(true);
    const faq = parsed.alternates[parsed.locs.indexOf(`${base}/en/faq`)];
    expect(faq).toEqual([`ar ${base}/faq`, `en ${base}/en/faq`, `x-default ${base}/faq`]);
    // login and registration pages say noindex: not in the sitemap
    expect(parsed.locs).not.toContain(`${base}/register`);
  });

  it('serves /robots.txt naming the sitemap and keeping crawlers out of the API and the account', async () => {
    const response = await fetch(`${server.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/account$/m);
  });

  it('gives an info page its canonical, hreflang and JSON-LD', async () => {
    const html = await (await fetch(`${server.baseUrl}/en/about-us`)).text();
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/en/about-us"/>`);
    expect(html.toLowerCase()).toContain(`hreflang="ar" href="${server.baseUrl}/about-us"`);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)?.[1] ?? '{}');
    const types = (ld['@graph'] as { '@type': string }[]).map((node) => node['@type']);
    expect(types).toEqual(['BreadcrumbList', 'Organization', 'AboutPage']);
  });
});
