import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { conferenceHalls, conferenceSessions, users, wishlistItems } from '../../apps/api/src/db/schema.ts';
import { createCustomer, logIn } from '../support/accounts.ts';
import { openBeforeScripts } from '../support/axe.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Issue 33, the programme (decision 063): a session added through the console, dragged to another hall and
// time with the mouse, moved by the keyboard, refused on top of another session, moved by the plain form
// without scripts; then on the public agenda, and its saver told. Day two of the demo forum (17 February
// 2027): the Studio Lab is empty all day; the Screening Room is free from 11:45 to 13:00; Al Nakheel Hall
// holds a session from 11:30 to 12:30 and is free from 12:30 to 14:00. Two sessions added unscheduled are placed
// in the Studio Lab (10:00 in Arabic by the plain form, 12:00 in English by dragging).
const DAY = '2027-02-17';
const shots = process.env.SCREENSHOT_DIR;

let server: E2eServer;
const hallIds: Record<string, number> = {};

beforeAll(async () => {
  server = await getServer();
  for (const hall of await server.db.select().from(conferenceHalls)) hallIds[hall.name.en] = hall.id;
});

const at = (page: Page, prefix: string, path: string) => page.goto(`${server.baseUrl}${prefix}${path}`);

async function sessionRow(title: string) {
  const [row] = await server.db
    .select()
    .from(conferenceSessions)
    .where(eq(sql`${conferenceSessions.title}->>'en'`, title));
  if (!row) throw new Error(`no session ${title}`);
  return row;
}

/** 09:05 on the day, Riyadh time, as the database holds it. */
const riyadh = (time: string) => new Date(`${DAY}T${time}:00+03:00`).toISOString();

/** Drags a session block with the mouse to a hall's column, `minutes` later (or earlier). */
async function drag(page: Page, id: number, hallId: number, minutes: number) {
  const block = page.locator(`[data-session-id="${id}"]`);
  await block.scrollIntoViewIfNeeded();
  const from = await block.boundingBox();
  const column = await page.locator(`[data-hall-column="${hallId}"]`).boundingBox();
  const grid = await page.locator(`[data-hall-column="${hallId}"]`).evaluate((element) => {
    const rows = getComputedStyle(element).gridRowEnd;
    return { rows, height: element.getBoundingClientRect().height };
  });
  if (!from || !column) throw new Error('no block or column');
  const rowCount = Number(grid.rows.replace('span ', ''));
  const rowHeight = column.height / rowCount;
  const startX = from.x + from.width / 2;
  const startY = from.y + 6;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const endX = column.x + column.width / 2;
  const endY = startY + (minutes / 5) * rowHeight;
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(startX + ((endX - startX) * step) / 8, startY + ((endY - startY) * step) / 8);
  }
  await page.mouse.up();
}

describe.each(Object.entries(languages))('the console programme, in %s', (name, { prefix, texts }) => {
  const title = `E2E session ${name}`;
  // each language's own times, so that the two runs never meet
  const times =
    name === 'ar'
      ? { added: ['09:00', '09:30'], dragged: '11:45', keyed: '12:00', formRefused: '11:30', formMoved: '12:30' }
      : { added: ['15:00', '15:30'], dragged: '15:00', keyed: '15:15', formRefused: '15:30', formMoved: '13:00' };

  it('adds a session, drags it to another hall and time, moves it by keyboard, and its saver is told', async () => {
    const { page, errors } = await newPage(desktop);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'staff@forum.test' });

    // a new session in the empty Studio Lab
    await at(page, prefix, `/admin/programme/sessions/new?day=${DAY}`);
    await page.locator('input[name="titleAr"]').fill(`جلسة الاختبار ${name}`);
    await page.locator('input[name="titleEn"]').fill(title);
    await page.locator('select[name="hallId"]').selectOption(String(hallIds['Studio Lab']));
    await page.locator('input[name="startsAt"]').fill(`${DAY}T${times.added[0]}`);
    await page.locator('input[name="endsAt"]').fill(`${DAY}T${times.added[1]}`);
    await page.locator('main form button[type="submit"]').first().click();
    await page.getByTestId('programme-timetable').waitFor();
    const added = await sessionRow(title);
    expect(added.startsAt?.toISOString()).toBe(riyadh(times.added[0] ?? ''));

    // someone saved it in their agenda, in this language
    const saverEmail = `e2e-programme-${name}-${Date.now()}@forum.test`;
    const saverId = await createCustomer(server.db, saverEmail);
    await server.db.update(users).set({ locale: name }).where(eq(users.id, saverId));
    await server.db.insert(wishlistItems).values({ userId: saverId, conferenceSessionId: added.id });

    // the mouse: to the Screening Room, later in the day
    const target = 'Screening Room';
    await drag(page, added.id, hallIds[target] ?? 0, name === 'ar' ? 165 : 0);
    await expect.poll(async () => (await sessionRow(title)).hallId, { timeout: 10_000 }).toBe(hallIds[target]);
    expect((await sessionRow(title)).startsAt?.toISOString()).toBe(riyadh(times.dragged));
    await expect.poll(() => page.getByTestId('timetable-answer').textContent()).not.toBe('');
    await page.locator('[data-testid="timetable-grid"]:not([aria-busy])').waitFor();

    // the keyboard: fifteen minutes later (three steps), saved with Enter; Escape leaves it as it was
    const block = page.locator(`[data-session-id="${added.id}"]`);
    await block.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await block.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    expect(await page.getByTestId('timetable-said').textContent()).toContain(times.keyed);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await sessionRow(title)).startsAt?.toISOString(), { timeout: 10_000 })
      .toBe(riyadh(times.keyed));
    // the day is read again after the save: the grid takes keys once it is no longer busy
    await page.locator('[data-testid="timetable-grid"]:not([aria-busy])').waitFor();

    // on top of another session: the API refuses, the page says so, nothing moves
    if (name === 'ar') {
      await page.locator(`[data-session-id="${added.id}"]`).focus();
      const towardsNakheel = 'ArrowRight'; // rtl-ok: in Arabic the hall before is on the right
      await page.keyboard.press(towardsNakheel);
      await page.keyboard.press('Enter');
      // the API's answer on a busy machine: as long as the other moves' polls
      await expect.poll(() => page.getByTestId('timetable-answer').textContent(), { timeout: 10_000 }).toContain('«');
      expect((await sessionRow(title)).hallId).toBe(hallIds['Screening Room']);
    }
    if (shots) await page.screenshot({ path: `${shots}/timetable-${name}-1280.png`, fullPage: false });
    expect(errors).toEqual([]);

    // the public agenda shows it where it is now
    const visitor = await newPage(desktop);
    await at(visitor.page, prefix, `/conference/agenda?day=${DAY}`);
    expect(await visitor.page.getByTestId('agenda-page').textContent()).toContain(
      name === 'ar' ? `جلسة الاختبار ${name}` : title,
    );
    await visitor.context.close();

    // the saver was told, in their language
    const saver = await newPage(desktop);
    await logIn(saver.page, { baseUrl: server.baseUrl, prefix, email: saverEmail, redirect: '/account/notifications' });
    await saver.page.getByTestId('notifications-page').waitFor();
    const notice = await saver.page.getByTestId('notification').first().textContent();
    expect(notice).toContain(name === 'ar' ? `جلسة الاختبار ${name}` : title);
    expect(notice).toContain(name === 'ar' ? 'تغيّر موعد' : 'moved to');
    await saver.context.close();
    await page.context().close();
  });

  it('moves a session by the plain form without scripts, refused on top of another session first', async () => {
    const { page, context } = await newPage(name === 'ar' ? phone : desktop);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'staff@forum.test' });
    const session = await sessionRow(title);
    const plain = await openBeforeScripts(context, `${server.baseUrl}${prefix}/admin/programme/timetable?day=${DAY}`);
    if (shots) await plain.screenshot({ path: `${shots}/timetable-${name}-${name === 'ar' ? 390 : 1280}-plain.png` });
    await plain.locator(`[data-session-id="${session.id}"]`).click();
    await plain.getByTestId('programme-move').waitFor();
    await plain.locator('select[name="hallId"]').selectOption(String(hallIds['Al Nakheel Hall']));
    await plain.locator('input[name="startsAt"]').fill(`${DAY}T${times.formRefused}`);
    await plain.locator('input[name="endsAt"]').fill(`${DAY}T${times.formRefused.replace(':30', ':55')}`);
    await plain.locator('main form button[type="submit"]').click();
    await plain.getByTestId('programme-move').waitFor();
    expect(await plain.locator('.field__error').first().textContent()).toMatch(
      name === 'ar' ? /في القاعة/ : /already holds/,
    );
    expect((await sessionRow(title)).hallId).not.toBe(hallIds['Al Nakheel Hall']);

    await plain.locator('input[name="startsAt"]').fill(`${DAY}T${times.formMoved}`);
    await plain
      .locator('input[name="endsAt"]')
      .fill(`${DAY}T${times.formMoved.replace(':30', ':55').replace(':00', ':25')}`);
    await plain.locator('main form button[type="submit"]').click();
    await plain.locator('[data-testid="programme-timetable"]').waitFor();
    const moved = await sessionRow(title);
    expect(moved.hallId).toBe(hallIds['Al Nakheel Hall']);
    expect(moved.startsAt?.toISOString()).toBe(riyadh(times.formMoved));
    expect(texts.programmeTimetableTitle).toBeTruthy();
    await context.close();
  });

  it('deletes a hall on its record page only after a confirmation that names it, without scripts', async () => {
    const [hall] = await server.db
      .insert(conferenceHalls)
      .values({ name: { ar: `قاعة للحذف ${name}`, en: `Hall to delete ${name}` }, capacity: 40, sortOrder: 99 })
      .returning();
    const id = hall?.id ?? 0;
    const scripted = await newPage(desktop);
    await logIn(scripted.page, { baseUrl: server.baseUrl, prefix, email: 'staff@forum.test' });
    const state = await scripted.context.storageState();
    await scripted.context.close();
    const { page, context } = await newPage({
      ...(name === 'ar' ? phone : desktop),
      javaScriptEnabled: false,
      storageState: state,
    });
    await at(page, prefix, `/admin/programme/halls/${id}`);
    await page.getByTestId('programme-hall-delete').click();
    // the first press only asks, naming the hall in the page's language
    const step = page.getByTestId('confirm-step');
    await step.waitFor();
    expect(await step.textContent()).toContain(name === 'ar' ? `قاعة للحذف ${name}` : `Hall to delete ${name}`);
    expect(await server.db.$count(conferenceHalls, eq(conferenceHalls.id, id))).toBe(1);
    await page.getByTestId('confirm-step-ok').click();
    await page.getByTestId('confirm-step').waitFor({ state: 'detached' });
    await expect.poll(() => server.db.$count(conferenceHalls, eq(conferenceHalls.id, id))).toBe(0);
    await context.close();
  });

  it('keeps a new session without a hall and times off the agenda, then places it from the side list', async () => {
    const waiting = `E2E waiting ${name}`;
    const { page, context, errors } = await newPage(name === 'ar' ? phone : desktop);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'staff@forum.test' });
    // from the sessions list a new session starts unscheduled: its hall and times are left empty
    await at(page, prefix, '/admin/programme/sessions/new');
    await page.locator('input[name="titleAr"]').fill(`جلسة تنتظر ${name}`);
    await page.locator('input[name="titleEn"]').fill(waiting);
    expect(await page.locator('select[name="hallId"]').inputValue()).toBe('');
    expect(await page.locator('input[name="startsAt"]').inputValue()).toBe('');
    await page.locator('main form button[type="submit"]').first().click();
    await page.getByTestId('programme-timetable').waitFor();
    const added = await sessionRow(waiting);
    expect([added.hallId, added.startsAt]).toEqual([null, null]);
    expect((await fetch(`${server.baseUrl}/api/conference-sessions/${added.id}`)).status).toBe(404);

    if (name === 'en') {
      // the mouse: from the side list onto the Studio Lab at 12:00, for an hour
      await at(page, prefix, `/admin/programme/timetable?day=${DAY}`);
      const item = page.locator(`[data-unscheduled-id="${added.id}"]`);
      await item.waitFor();
      const from = await item.boundingBox();
      const column = await page.locator(`[data-hall-column="${hallIds['Studio Lab']}"]`).boundingBox();
      const hour = await page.locator('.timetable__hour', { hasText: '12:00' }).boundingBox();
      if (!from || !column || !hour) throw new Error('no item, column or hour');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      const end = { x: column.x + column.width / 2, y: hour.y + 2 };
      for (let step = 1; step <= 8; step += 1) {
        await page.mouse.move(
          from.x + ((end.x - from.x) * step) / 8,
          from.y + from.height / 2 + ((end.y - from.y - from.height / 2) * step) / 8,
        );
      }
      await page.mouse.up();
      await expect
        .poll(async () => (await sessionRow(waiting)).hallId, { timeout: 10_000 })
        .toBe(hallIds['Studio Lab']);
      const placed = await sessionRow(waiting);
      expect(placed.startsAt?.toISOString()).toBe(riyadh('12:00'));
      expect(placed.endsAt?.toISOString()).toBe(riyadh('13:00'));
      await page.locator(`[data-session-id="${added.id}"]`).waitFor();
      expect(await page.locator(`[data-unscheduled-id="${added.id}"]`).count()).toBe(0);
      if (shots) await page.screenshot({ path: `${shots}/timetable-placed-${name}-1280.png` });
    } else {
      // on a phone, before the scripts: the side list's link opens the move form, offered the day at 10:00
      const plain = await openBeforeScripts(context, `${server.baseUrl}${prefix}/admin/programme/timetable?day=${DAY}`);
      if (shots) await plain.screenshot({ path: `${shots}/timetable-unscheduled-${name}-390.png`, fullPage: true });
      await plain.locator(`[data-unscheduled-id="${added.id}"]`).click();
      await plain.getByTestId('programme-move').waitFor();
      expect(await plain.locator('input[name="startsAt"]').inputValue()).toBe(`${DAY}T10:00`);
      await plain.locator('select[name="hallId"]').selectOption(String(hallIds['Studio Lab']));
      await plain.locator('main form button[type="submit"]').click();
      await plain.getByTestId('programme-timetable').waitFor();
      const placed = await sessionRow(waiting);
      expect(placed.hallId).toBe(hallIds['Studio Lab']);
      expect(placed.startsAt?.toISOString()).toBe(riyadh('10:00'));
    }
    // now on the public programme
    expect((await fetch(`${server.baseUrl}/api/conference-sessions/${added.id}`)).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
