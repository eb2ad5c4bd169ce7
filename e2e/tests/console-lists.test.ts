import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../apps/api/src/console/audit.ts';
import { faqs, users } from '../../apps/api/src/db/schema.ts';
import { logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Issue 33's lists (decisions 062, 070), on the audit log: filter, sort, export CSV, save a view and reopen
// it, with scripts and without; and the FAQ's export, another part's list. The entries are written as a
// staff change writes them (recordAudit), each language under a record type of its own.
let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
  const [staff] = await server.db.select().from(users).where(eq(users.email, 'staff@forum.test'));
  if (!staff) throw new Error('no demo staff');
  for (const name of Object.keys(languages)) {
    await server.db.transaction(async (tx) => {
      await recordAudit(tx, staff, {
        entity: `e2eFilm${name}`,
        entityId: 42,
        action: 'update',
        before: { title: 'Old title', year: 2024 },
        after: { title: 'عنوان جديد', year: 2026 },
      });
      await recordAudit(tx, staff, { entity: `e2eBooth${name}`, entityId: 'A-7', action: 'move', after: { x: 3 } });
    });
    // two questions a search finds, one a spreadsheet would run as a formula, and one it does not find
    await server.db.insert(faqs).values(
      [`=e2eFaq${name} 1`, `e2eFaq${name} 2`, `e2eOther${name}`].map((question, i) => ({
        question: { ar: `${question} ؟`, en: `${question}?` },
        category: { ar: 'التذاكر', en: 'Tickets' },
        answer: { ar: 'نعم.', en: 'Yes.' },
        sortOrder: 900 + i,
      })),
    );
  }
});

describe.each(Object.entries(languages))(
  'the audit log as a console list, in %s',
  (name, { prefix, texts, device }) => {
    const entity = `e2eFilm${name}`;

    it('filters, sorts, exports the filtered rows as CSV, saves a view and reopens it', async () => {
      const { page, context, errors } = await newPage(device);
      await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'staff@forum.test', redirect: '/admin/audit' });
      await page.getByTestId('audit-page').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.auditTitle);

      // filter by record type: one row, its change shown field by field
      await page.getByRole('search').getByLabel(texts.auditEntity, { exact: true }).fill(entity);
      await page.getByRole('search').getByRole('button', { name: texts.listApply, exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('entity')).toBe(entity);
      const rows = page.locator('.console-list__table > tbody > tr');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain('عنوان جديد');
      expect(await rows.first().locator('.audit-changes tbody tr').count()).toBe(2);

      // sort by when: a link in the heading, its state in aria-sort
      const when = page.getByRole('columnheader', { name: texts.auditWhen });
      await when.getByRole('link').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('createdAt');
      // the address changes before React shows the sorted page
      await expect.poll(() => when.getAttribute('aria-sort')).toBe('ascending');
      expect(await seriousViolations(page)).toEqual([]);

      // the CSV of the filtered rows
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
      const csv = readFileSync((await download.path()) ?? '', 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      expect(csv).toContain(entity);
      expect(csv).toContain('عنوان جديد');
      expect(csv).not.toContain(`e2eBooth${name}`);

      // save the view, go to the whole log, and open the view again
      await page.getByText(texts.listSaveView).click();
      await page.getByLabel(texts.listViewName).fill(`Films ${name}`);
      await page.getByRole('button', { name: texts.listViewSave }).click();
      await page.getByText(texts.listViewSaved).waitFor();
      await page.goto(`${server.baseUrl}${prefix}/admin/audit`);
      await page.getByText(texts.listSavedViews, { exact: true }).click();
      await page.getByRole('link', { name: `Films ${name}` }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('entity')).toBe(entity);
      await expect.poll(() => rows.count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("exports another list, the FAQ, as it is searched: the table's rows, headed in the page's language", async () => {
      const { page, context, errors } = await newPage(device);
      await logIn(page, {
        baseUrl: server.baseUrl,
        prefix,
        email: 'staff@forum.test',
        redirect: `/admin/faqs?q=e2eFaq${name}&sort=-sortOrder`,
      });
      const rows = page.locator('.console-list__table > tbody > tr');
      await expect.poll(() => rows.count()).toBe(2);
      const shown = (await rows.locator('td:first-of-type').allTextContents()).map((text) => text.trim());
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
      const lines = readFileSync((await download.path()) ?? '', 'utf8').split('\r\n');
      expect(lines[0]).toBe(
        `\uFEFF${[texts.contentFaqQuestion, texts.contentFaqCategory, texts.contentSortOrder].join(',')}`,
      );
      // the same rows in the same order; the formula-like question written as text
      expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(
        shown.map((question) => (question.startsWith('=') ? `'${question}` : question)),
      );
      expect(lines.slice(1, -1).join()).toContain(`'=e2eFaq${name} 1`);
      expect(lines.join()).not.toContain(`e2eOther${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('does the same without scripts: filter, empty state, save a view', async () => {
      const scripted = await newPage(device);
      await logIn(scripted.page, { baseUrl: server.baseUrl, prefix, email: 'staff@forum.test' });
      const state = await scripted.context.storageState();
      await scripted.context.close();
      const { page, context } = await newPage({ ...device, javaScriptEnabled: false, storageState: state });

      await page.goto(`${server.baseUrl}${prefix}/admin/audit`);
      await page.getByRole('search').getByLabel(texts.auditEntity, { exact: true }).fill(`e2eBooth${name}`);
      await page.getByRole('search').getByRole('button', { name: texts.listApply, exact: true }).click();
      await page.waitForURL(/entity=e2eBooth/);
      expect(await page.locator('.console-list__table > tbody > tr').count()).toBe(1);
      expect(await page.locator('.audit-changes__after bdi[dir="ltr"]').first().textContent()).toBe('3');

      await page.goto(`${server.baseUrl}${prefix}/admin/audit?entity=nothingLikeThis`);
      await page.getByTestId('list-empty').waitFor();
      await page.getByRole('link', { name: texts.listClearFilters }).click();
      await page.waitForURL((url) => !url.search.includes('entity='));

      await page.goto(`${server.baseUrl}${prefix}/admin/audit?entity=e2eBooth${name}`);
      await page.getByText(texts.listSaveView).click();
      await page.getByLabel(texts.listViewName).fill(`Booths ${name}`);
      await page.getByLabel(texts.listViewShare).check();
      await page.getByRole('button', { name: texts.listViewSave }).click();
      await page.waitForURL(/entity=e2eBooth/);
      await page.getByText(texts.listSavedViews, { exact: true }).click();
      expect(await page.getByRole('link', { name: `Booths ${name}` }).getAttribute('href')).toContain(
        `entity=e2eBooth${name}`,
      );
      await context.close();
    });
  },
);
