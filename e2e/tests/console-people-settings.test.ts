import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userGroups, users } from '../../apps/api/src/db/schema.ts';
import { createCustomer, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Issue 33 items 4, 5 and 10 (decision 066): maintenance on and off from the settings page, a user
// disabled after a question (with and without scripts), a group's permission changed and the staff
// member's navigation following it.
let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

describe.each(Object.entries(languages))(
  'the console’s people and settings, in %s',
  (name, { prefix, texts, device }) => {
    it('turns maintenance on (the public home shows the maintenance screen, the console works) and off', async () => {
      const staff = await newPage(device);
      const visitor = await newPage(device);
      try {
        await logIn(staff.page, {
          baseUrl: server.baseUrl,
          prefix,
          email: 'staff@forum.test',
          redirect: '/admin/settings',
        });
        await staff.page.getByTestId('maintenance-switch').click();
        await staff.page.locator('dialog[open]').getByTestId('confirm-dialog-ok').click();
        await expect
          .poll(() => staff.page.getByTestId('maintenance-state').textContent(), { timeout: 15_000 })
          .toBe(texts.settingsMaintenanceOn);

        const home = await visitor.page.goto(`${server.baseUrl}${prefix}/`);
        expect(home?.status()).toBe(503);
        await expect
          .poll(() => visitor.page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
          .toBe(texts.maintenanceTitle);

        // the console answers the staff meanwhile, its lists included
        const users = await staff.page.goto(`${server.baseUrl}${prefix}/admin/people/users`);
        expect(users?.status()).toBe(200);
        await staff.page.goto(`${server.baseUrl}${prefix}/admin/settings`);
        await staff.page.getByTestId('maintenance-switch').click();
        await staff.page.locator('dialog[open]').getByTestId('confirm-dialog-ok').click();
        await expect
          .poll(() => staff.page.getByTestId('maintenance-state').textContent(), { timeout: 15_000 })
          .toBe(texts.settingsMaintenanceOff);
        expect((await visitor.page.goto(`${server.baseUrl}${prefix}/`))?.status()).toBe(200);
        expect(staff.errors).toEqual([]);
      } finally {
        await server.settings.set('maintenance', false);
        await staff.context.close();
        await visitor.context.close();
      }
    }, 120_000);

    it('disables a user after a question, and the list says so', async () => {
      const email = `console-disable-${name}-${Date.now()}@forum.test`;
      const id = await createCustomer(server.db, email);
      const { page, context, errors } = await newPage(device);
      await logIn(page, {
        baseUrl: server.baseUrl,
        prefix,
        email: 'staff@forum.test',
        redirect: '/admin/people/users',
      });
      await page.getByRole('searchbox').fill(email);
      await page.getByRole('search').getByRole('button', { name: texts.listApply }).click();
      await expect.poll(() => page.getByTestId('user-row-state').count(), { timeout: 15_000 }).toBe(1);
      await page.getByRole('link', { name: email }).click();
      await page.getByTestId('user-disable').click();
      // asked first: nothing changed yet
      await page.locator('dialog[open]').waitFor();
      const [row] = await server.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, id));
      expect(row?.disabledAt).toBeNull();
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('dialog[open]').getByTestId('confirm-dialog-ok').click();
      await expect
        .poll(() => page.getByTestId('user-state').textContent(), { timeout: 15_000 })
        .toBe(texts.peopleStateDisabled);
      await page.goto(`${server.baseUrl}${prefix}/admin/people/users?q=${encodeURIComponent(email)}`);
      expect(await page.getByTestId('user-row-state').textContent()).toBe(texts.peopleStateDisabled);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('disables a user without scripts, the question a page of its own', async () => {
      const email = `console-noscript-${name}-${Date.now()}@forum.test`;
      const id = await createCustomer(server.db, email);
      const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
      await logIn(page, {
        baseUrl: server.baseUrl,
        prefix,
        email: 'staff@forum.test',
        redirect: `/admin/people/users/${id}`,
      });
      await page.getByTestId('user-disable').click();
      // the question is a step of the page: nothing changed yet
      await page.getByTestId('confirm-step').waitFor();
      const [before] = await server.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, id));
      expect(before?.disabledAt).toBeNull();
      await page.getByTestId('confirm-step-ok').click();
      await page.getByTestId('user-state').waitFor();
      expect(await page.getByTestId('user-state').textContent()).toBe(texts.peopleStateDisabled);
      const [row] = await server.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, id));
      expect(row?.disabledAt).not.toBeNull();
      await context.close();
    });

    it("changes a group's permission, and its member's navigation follows", async () => {
      // a group and a member of its own: the demo's groups stay as other tests expect them
      const [group] = await server.db
        .insert(userGroups)
        .values({
          key: `testers-${name}-${Date.now()}`,
          name: { ar: 'المختبرون', en: 'Testers' },
          permissions: { 'users.manage': true },
        })
        .returning();
      if (!group) throw new Error('no group');
      const email = `console-tester-${name}-${Date.now()}@forum.test`;
      const memberId = await createCustomer(server.db, email);
      await server.db.update(users).set({ type: 'staff', groupId: group.id }).where(eq(users.id, memberId));

      const member = await newPage(device);
      await logIn(member.page, { baseUrl: server.baseUrl, prefix, email, redirect: '/admin/people/users' });
      const settingsLink = member.page.getByTestId('console-nav').locator('a[href$="/admin/settings"]');
      expect(await settingsLink.count()).toBe(0);

      const staff = await newPage(device);
      await logIn(staff.page, {
        baseUrl: server.baseUrl,
        prefix,
        email: 'staff@forum.test',
        redirect: `/admin/people/groups/${group.id}`,
      });
      await staff.page.getByTestId('permission-settings.manage').check();
      await staff.page
        .getByTestId('group-edit')
        .getByRole('button', { name: texts.consoleFrameRecordSave, exact: true })
        .click();
      // saved: the group holds it in the database
      await expect
        .poll(
          async () =>
            (await server.db.select().from(userGroups).where(eq(userGroups.id, group.id)))[0]?.permissions[
              'settings.manage'
            ],
          { timeout: 15_000 },
        )
        .toBe(true);

      await member.page.reload();
      await expect.poll(() => settingsLink.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(member.errors).toEqual([]);
      expect(staff.errors).toEqual([]);
      await member.context.close();
      await staff.context.close();
    });
  },
);
