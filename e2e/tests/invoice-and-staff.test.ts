import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../apps/api/src/db/schema.ts';
import { logIn } from '../support/accounts.ts';
import { openBeforeScripts, seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Issue 32: the printable tax invoice with its ZATCA QR, and the account area as a staff member sees it.
let server: E2eServer;
let invoicePath = '';
beforeAll(async () => {
  server = await getServer();
  // the demo's first order: delivered, invoiced, and one item of it refunded (a credit note)
  const [order] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.number, 'FF-2026-000118'));
  if (!order) throw new Error('the demo data has no order FF-2026-000118');
  invoicePath = `/account/orders/${order.id}/invoice`;
});

/** The QR as the page draws it, read back by a QR decoder from its pixels (the SVG painted on a canvas). */
async function readQr(page: Page, testId: string): Promise<string> {
  const pixels = await page.getByTestId(testId).evaluate(async (svg) => {
    const side = 400;
    const source = new XMLSerializer().serializeToString(svg);
    const image = new Image(side, side);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(image, 0, 0, side, side);
    return { side, data: Array.from(context.getImageData(0, 0, side, side).data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.side, pixels.side);
  if (!code) throw new Error('the QR code could not be read');
  return code.data;
}

/** ZATCA phase one: base64 of tag, length, value triples (UTF-8). */
function tlvOf(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, string>();
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at] ?? 0;
    const length = bytes[at + 1] ?? 0;
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return fields;
}

/** The amount of a price as the page writes it (Latin digits; the Arabic currency sign has dots of its own). */
const amountOf = (text: string | null) => Number((text ?? '').match(/\d[\d,]*(\.\d+)?/)?.[0].replace(/,/g, ''));

describe.each(Object.entries(languages))(
  'the invoice and the staff account, in %s',
  (name, { prefix, texts, device }) => {
    it('shows the invoice whose QR reads back to its seller and total, printable, with its credit note', async () => {
      const { page, context, errors } = await newPage(device);
      await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'customer@forum.test', redirect: invoicePath });
      await page.getByTestId('invoice-page').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.invoiceTitle);
      expect(await page.getByTestId('invoice-number').textContent()).toMatch(/^INV-\d{6}$/);
      expect(await page.getByTestId('invoice-vat-number').locator('bdi').getAttribute('dir')).toBe('ltr');

      const fields = tlvOf(await readQr(page, 'invoice-qr'));
      // the QR names the seller in Arabic, whatever the page's language
      const seller = await page.getByTestId('invoice-seller').textContent();
      if (name === 'ar') expect(fields.get(1)).toBe(seller);
      else expect(fields.get(1)).toMatch(/\p{Script=Arabic}/u);
      expect(fields.get(2)).toBe(await page.getByTestId('invoice-vat-number').textContent());
      expect(Number(fields.get(4))).toBe(amountOf(await page.getByTestId('invoice-total').textContent()));
      expect(await page.getByTestId('credit-note').count()).toBe(1);

      // printed on A4 without the site's frame or the buttons
      await page.getByTestId('invoice-print').waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.site-header').isVisible()).toBe(false);
      expect(await page.getByTestId('invoice-print').isVisible()).toBe(false);
      expect(await page.getByTestId('invoice-qr').isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });
      await page.screenshot({ path: `.tmp/screens/invoice-${name}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // before any script: the same invoice and QR, the browser's own print command suggested
      const plain = await openBeforeScripts(context, `${server.baseUrl}${prefix}${invoicePath}`);
      expect(await plain.getByTestId('invoice-print').count()).toBe(0);
      expect(tlvOf(await readQr(plain, 'invoice-qr')).get(4)).toBe(fields.get(4));
      expect(await seriousViolations(plain)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('offers a staff member what applies to them, and a note on a customer page instead of an error', async () => {
      const { page, context, errors } = await newPage(device);
      await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'staff@forum.test', redirect: '/account' });
      await page.getByTestId('staff-note').waitFor();
      const menu = page.getByRole('navigation', { name: texts.accountNavigation });
      expect(await menu.getByRole('link', { name: texts.accountNavOrders }).count()).toBe(0);
      expect(await menu.getByRole('link', { name: texts.accountNavChangePassword }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${server.baseUrl}${prefix}/account/orders`);
      const note = page.getByTestId('staff-page-note');
      await note.waitFor();
      expect(await note.getByRole('heading', { level: 1 }).textContent()).toBe(texts.staffAccountTitle);
      // the way to the console, where the forum's side of orders is kept (decision 061)
      expect(await note.getByTestId('staff-note-console').getAttribute('href')).toBe(`${prefix}/admin`);
      expect(await page.getByTestId('forbidden-screen').count()).toBe(0);
      expect(await menu.getByRole('link', { name: texts.accountNavSettings }).count()).toBe(1);
      await page.screenshot({ path: `.tmp/screens/staff-note-${name}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      const plain = await openBeforeScripts(context, `${server.baseUrl}${prefix}/account/orders`);
      await plain.getByTestId('staff-page-note').waitFor();
      expect(await seriousViolations(plain)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
