import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, exhibitors, reviews, users } from '../../apps/api/src/db/schema.ts';
import { sessionCookieOf } from '../support/accounts.ts';
import { routePages } from '../support/route-addresses.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Every page of the route table is valid HTML (the W3C Nu Html Checker, npm `vnu-jar`, run by Java:
// scripts/ensure-java.mjs installs it for `npm test`), in both languages, as a guest and logged in; and
// every page a search engine may index has a title of its own and a description (decision 040).

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const run = promisify(execFile);

/**
 * The checker's own gaps, by their exact text: its CSS parser does not know the `mask` shorthand (the
 * wishlist heart's) nor the SVG property `vector-effect` (the floor map's strokes), both valid CSS that
 * browsers apply. Nothing else is filtered.
 */
const CHECKER_GAPS = new Set([
  'CSS: “mask”: Too many values or values are not recognized.',
  "CSS: “vector-effect”: Property “vector-effect” doesn't exist.",
]);

type VnuMessage = { type: string; url?: string; message: string; extract?: string; lastLine?: number };
type Fetched = {
  address: string;
  who: 'guest' | 'customer' | 'staff';
  status: number;
  html: string;
  file: string;
};

/**
 * Route patterns that are not pages of their own: form targets that answer with a redirect, the app
 * stores' redirects, and the files for search engines. Every other pattern must be shown and checked.
 */
const NOT_PAGES = new Set([
  '/:lang?/logout',
  '/:lang?/wishlist',
  '/:lang?/workshops/:id/registration',
  '/:lang?/apple-app-store',
  '/:lang?/google-play-store',
  '/sitemap.xml',
  '/robots.txt',
  // the console's CSV download of a list (decision 062): a file, not a page
  '/:lang?/admin/export/:name',
]);

let server: E2eServer;
let folder: string;
const pages: Fetched[] = [];
let twins: string[] = [];
let samples: Record<string, Record<string, string>> = {};
/** The route patterns whose sample answered a page (after its redirect, if any). */
const reached = new Set<string>();

function customerCookie(email = 'customer@forum.test'): Promise<string> {
  return sessionCookieOf(server.baseUrl, email);
}

/**
 * Pages whose titles were once shared, besides the route table's samples: every review of the product
 * reviewed most, and a brand with the exhibitor of the same name, in both languages.
 */
async function likelyTwins(): Promise<string[]> {
  const [most] = await server.db
    .select({ productId: reviews.productId, reviews: count() })
    .from(reviews)
    .where(eq(reviews.status, 'published'))
    .groupBy(reviews.productId)
    .orderBy(desc(count()))
    .limit(1);
  expect(most?.reviews).toBeGreaterThan(1);
  const ofProduct = await server.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, most?.productId ?? 0), eq(reviews.status, 'published')));
  const paths = ofProduct.map((review) => `/reviews/${review.id}`);
  const brandList = await server.db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands);
  const exhibitorList = await server.db.select({ id: exhibitors.id, name: exhibitors.name }).from(exhibitors);
  const twin = brandList
    .map((brand) => ({ brand, exhibitor: exhibitorList.find((item) => item.name.en === brand.name.en) }))
    .find((pair) => pair.exhibitor);
  expect(twin).toBeDefined();
  paths.push(`/brands/${twin?.brand.id}/${twin?.brand.slug}`, `/exhibition/${twin?.exhibitor?.id}`);
  return paths.flatMap((path) => [path, `/en${path}`]);
}

beforeAll(async () => {
  server = await getServer();
  folder = mkdtempSync(join(tmpdir(), 'forum-html-'));
  const cookie = await customerCookie();
  // the staff console's pages (decision 061) open to staff only
  const staffCookie = await customerCookie('staff@forum.test');
  twins = await likelyTwins();
  // the demo exhibitor's public profile, addressed by its random id
  const [exhibitor] = await server.db
    .select({ publicId: users.publicId })
    .from(users)
    .where(eq(users.email, 'exhibitor@forum.test'));
  samples = { '/:lang?/account/profile/:userId': { userId: exhibitor?.publicId ?? '' } };
  const addresses = [
    ...new Map(
      [...routePages(samples), ...twins.map((address) => ({ pattern: 'twin', address }))].map((page) => [
        page.address,
        page,
      ]),
    ).values(),
  ];
  for (const who of ['guest', 'customer', 'staff'] as const) {
    mkdirSync(join(folder, who));
    for (const [index, { address: asked, pattern }] of addresses.entries()) {
      // staff are shown only the console: the rest of the site is the customer's walk
      if (who === 'staff' && !/^\/:lang\?\/admin(\/|$)/.test(pattern)) continue;
      const headers: Record<string, string> =
        who === 'customer' ? { cookie } : who === 'staff' ? { cookie: staffCookie } : {};
      let address = asked;
      let answer = await fetch(`${server.baseUrl}${address}`, { headers, redirect: 'manual' });
      // a page sample that names a record by another slug (or an alias) is sent to its own address:
      // that page is checked, under that address, once
      const location = answer.headers.get('location');
      if (!NOT_PAGES.has(pattern) && answer.status >= 300 && answer.status < 400 && location?.startsWith('/')) {
        await answer.body?.cancel();
        address = location;
        answer = await fetch(`${server.baseUrl}${address}`, { headers, redirect: 'manual' });
      }
      if (answer.status === 200 || pattern.endsWith('/404')) reached.add(pattern);
      const seen = pages.some((page) => page.who === who && page.address === address);
      if (seen || !answer.headers.get('content-type')?.startsWith('text/html')) {
        await answer.body?.cancel();
        continue;
      }
      const html = await answer.text();
      const file = join(folder, who, `${index}.html`);
      writeFileSync(file, html);
      pages.push({ address, who, status: answer.status, html, file });
    }
  }
  // some 400 addresses since the console (three visitors, two languages) on a shared machine
}, 300_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('every page of the route table', () => {
  it('is valid HTML to the Nu Html Checker, in both languages, as a guest and logged in', async () => {
    // the walk reached the site's pages, both languages and both visitors (not only redirects)
    const shown = pages.filter((page) => page.status === 200);
    expect(shown.length).toBeGreaterThan(100);
    expect(shown.some((page) => page.who === 'customer' && page.address === '/en/account')).toBe(true);
    expect(shown.some((page) => page.who === 'guest' && page.address === '/')).toBe(true);
    // every route pattern that is a page was shown (to a guest or the customer) and so is checked below
    const unseen = [...new Set(routePages(samples).map((page) => page.pattern))].filter(
      (pattern) => !NOT_PAGES.has(pattern) && !reached.has(pattern),
    );
    expect(unseen).toEqual([]);

    // one Java start for every file: the checker is slow to start, quick per page
    const { stdout, stderr } = await run(
      process.env.JAVA ?? 'java',
      ['-jar', vnuJar, '--format', 'json', '--errors-only', '--exit-zero-always', ...pages.map((page) => page.file)],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const byFile = new Map(pages.map((page) => [`file:${page.file}`, page]));
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .filter((message) => !CHECKER_GAPS.has(message.message))
      .map((message) => {
        const page = message.url ? byFile.get(message.url) : undefined;
        const where = page ? `${page.who} ${page.address}` : (message.url ?? '?');
        return `${where}: ${message.message} [${(message.extract ?? '').trim().slice(0, 160)}]`;
      });
    expect(errors).toEqual([]);
  }, 120_000);

  it('holds every part in its place as sent: no Suspense boundary left for a script to fill', () => {
    // an outlined boundary is a hidden block after the page plus an empty marker where it belongs: a visitor
    // without scripts sees nothing there (entry.server.tsx renders the page whole, each part in place)
    const outlined = pages
      .filter((page) => page.html.includes('<!--$?-->'))
      .map((page) => `${page.who} ${page.address}`);
    expect(pages.length).toBeGreaterThan(100);
    expect(outlined).toEqual([]);
  });

  it('that a search engine may index has a title of its own and a description', () => {
    const indexable = pages.filter(
      (page) =>
        page.who === 'guest' && page.status === 200 && !/<meta name="robots" content="[^"]*noindex/.test(page.html),
    );
    expect(indexable.length).toBeGreaterThan(50);
    // the reviews of one product, the brand and its exhibitor were shown and are among them
    for (const twin of twins) expect(indexable.map((page) => page.address)).toContain(twin);
    const byTitle = new Map<string, string[]>();
    const withoutDescription: string[] = [];
    for (const page of indexable) {
      const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1]?.trim() ?? '';
      byTitle.set(title, [...(byTitle.get(title) ?? []), page.address]);
      const description = /<meta name="description" content="([^"]*)"/.exec(page.html)?.[1]?.trim() ?? '';
      if (description === '') withoutDescription.push(page.address);
    }
    const shared = [...byTitle].filter(([title, addresses]) => title === '' || addresses.length > 1);
    expect(shared).toEqual([]);
    expect(withoutDescription).toEqual([]);
  });
});
