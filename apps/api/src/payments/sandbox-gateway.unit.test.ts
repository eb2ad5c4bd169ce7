import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookRefusedError } from './gateway.ts';
import {
  createSandboxGateway,
  SANDBOX_SIGNATURE_HEADER,
  sandboxSecretOf,
  signSandboxPayload,
  verifySandboxSignature,
} from './sandbox-gateway.ts';
import { checkCard, renderSandboxPage } from './sandbox-page.ts';

const SECRET = 'a-sandbox-secret-of-at-least-32-characters';
const NOW = 1_800_000_000;
const body = Buffer.from('{"id":"evt_1","type":"payment.paid"}');

function refusal(run: () => unknown): WebhookRefusedError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof WebhookRefusedError) return error;
    throw error;
  }
  return undefined;
}

describe('sandbox webhook signatures', () => {
  it('signs the timestamp and the exact bytes with HMAC-SHA256', () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${body.toString()}`).digest('hex');
    expect(signSandboxPayload(SECRET, body, NOW)).toBe(`t=${NOW},v1=${expected}`);
  });

  it('accepts its own signature, also a few minutes later', () => {
    const header = signSandboxPayload(SECRET, body, NOW);
    expect(refusal(() => verifySandboxSignature(SECRET, header, body, NOW))).toBeUndefined();
    expect(refusal(() => verifySandboxSignature(SECRET, header, body, NOW + 299))).toBeUndefined();
  });

  it('refuses a body changed by one byte, another secret, or no signature', () => {
    const header = signSandboxPayload(SECRET, body, NOW);
    const changed = Buffer.from(body.toString().replace('paid', 'pair'));
    expect(refusal(() => verifySandboxSignature(SECRET, header, changed, NOW))?.kind).toBe('signature');
    expect(refusal(() => verifySandboxSignature(`${SECRET}!`, header, body, NOW))?.kind).toBe('signature');
    expect(refusal(() => verifySandboxSignature(SECRET, undefined, body, NOW))?.kind).toBe('signature');
  });

  it('refuses malformed headers and signatures older than five minutes', () => {
    const header = signSandboxPayload(SECRET, body, NOW);
    for (const bad of ['sha256=abc', `t=${NOW}`, `t=soon,v1=${'0'.repeat(64)}`, `v1=${header.split('v1=')[1]}`]) {
      expect(refusal(() => verifySandboxSignature(SECRET, bad, body, NOW))?.message).toBe('malformed signature');
    }
    expect(refusal(() => verifySandboxSignature(SECRET, header, body, NOW + 301))?.message).toBe('signature too old');
    expect(refusal(() => verifySandboxSignature(SECRET, header, body, NOW - 301))?.message).toBe('signature too old');
  });

  it('reads back the events it signs, and refuses a signed body that is not an event', async () => {
    const gateway = createSandboxGateway({ secret: SECRET });
    const event = {
      reference: `sbx_${'a'.repeat(24)}`,
      outcome: 'failed' as const,
      reason: 'card_declined',
      amountMinor: 12_345,
      currency: 'SAR',
    };
    const signed = gateway.signEvent(event);
    const headers = { [SANDBOX_SIGNATURE_HEADER]: signed.signature };
    await expect(gateway.parseWebhook({ headers, rawBody: Buffer.from(signed.body) })).resolves.toEqual(event);

    const other = createSandboxGateway({ secret: `${SECRET}-other` });
    await expect(other.parseWebhook({ headers, rawBody: Buffer.from(signed.body) })).rejects.toMatchObject({
      kind: 'signature',
    });

    const notAnEvent = '{"hello":"world"}';
    const signedJunk = {
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(SECRET, notAnEvent, Math.floor(Date.now() / 1000)),
    };
    await expect(gateway.parseWebhook({ headers: signedJunk, rawBody: Buffer.from(notAnEvent) })).rejects.toMatchObject(
      {
        kind: 'payload',
      },
    );
  });

  it('opens checkouts on its own page, in English only when asked', async () => {
    const gateway = createSandboxGateway({ secret: SECRET });
    const request = {
      amountMinor: 100,
      currency: 'SAR',
      description: 'FF-1',
      merchantReference: 'FF-1',
      successUrl: 'https://forum.example/confirm-transaction/success/1',
      failUrl: 'https://forum.example/confirm-transaction/fail/1',
      webhookUrl: 'https://forum.example/api/payments/webhook/sandbox',
    };
    const arabic = await gateway.createCheckout({ ...request, locale: 'ar' });
    const english = await gateway.createCheckout({ ...request, locale: 'en' });
    expect(arabic.redirectUrl).toBe(`/payment-sandbox/${arabic.reference}`);
    expect(english.redirectUrl).toBe(`/payment-sandbox/${english.reference}?lang=en`);
    expect(arabic.reference).not.toBe(english.reference);
  });
});

describe('the sandbox secret', () => {
  let folder = '';
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('uses PAYMENT_SANDBOX_SECRET when given, else generates one and keeps it in DATA_DIR', () => {
    folder = mkdtempSync(join(tmpdir(), 'forum-sandbox-secret-'));
    expect(sandboxSecretOf({ paymentSandboxSecret: SECRET, dataDir: folder })).toBe(SECRET);
    const dataDir = join(folder, 'data');
    const generated = sandboxSecretOf({ paymentSandboxSecret: undefined, dataDir });
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(sandboxSecretOf({ paymentSandboxSecret: undefined, dataDir })).toBe(generated);
    const path = join(dataDir, 'payment-sandbox.secret');
    expect(readFileSync(path, 'utf8').trim()).toBe(generated);
    expect(statSync(path).mode & 0o077).toBe(0);
  });
});

describe('the sandbox card form', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  const card = { name: 'Layla Haddad', number: '4111 1111 1111 1111', expiry: '05/26', cvc: '123' };

  it('lets the success card pay, and declines each decline card with its own reason', () => {
    expect(checkCard(card, now)).toEqual({ card: expect.objectContaining({ outcome: 'paid', reason: null }) });
    const reasonOf = (number: string) => {
      const checked = checkCard({ ...card, number, expiry: '12/2030' }, now);
      return checked.card ? [checked.card.outcome, checked.card.reason] : checked.errors;
    };
    expect(reasonOf('4000-0000-0000-0002')).toEqual(['failed', 'card_declined']);
    expect(reasonOf('4000 0000 0000 0069')).toEqual(['failed', 'expired_card']);
    expect(reasonOf('4000000000003220')).toEqual(['failed', 'authentication_failed']);
  });

  it('writes card numbers, dates and amounts left to right in the Arabic page, in the site’s typeface', () => {
    const html = renderSandboxPage({
      locale: 'ar',
      nonce: 'n',
      fonts: { arabic: '/assets/readex-pro-arabic-x.woff2', latin: '/assets/readex-pro-latin-y.woff2' },
      merchantName: 'ملتقى',
      reference: 'sbx_x',
      orderNumber: 'FF-2026-001001',
      amountMinor: 25300,
      currency: 'SAR',
      successPath: '/s',
      failPath: '/f',
      state: 'form',
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    for (const number of ['4111 1111 1111 1111', '4000 0000 0000 0002', '4000 0000 0000 0069', '4000 0000 0000 3220']) {
      expect(html).toContain(`<bdi dir="ltr" class="card-number">${number}</bdi>`);
    }
    // the amount, in the summary and on the button, isolated left to right
    expect(html.match(/<bdi dir="ltr">[^<]*253[^<]*<\/bdi>/g)?.length).toBe(2);
    for (const field of ['number', 'expiry', 'cvc']) expect(html).toMatch(new RegExp(`id="${field}"[^>]*dir="ltr"`));
    expect(html).toContain("src:url('/assets/readex-pro-arabic-x.woff2')");
    expect(html).toMatch(/font-family:'Lama Sans','Readex Pro'/);
  });

  it('names each wrong field and decides nothing', () => {
    expect(checkCard({ name: ' ', number: '5555 5555 5555 4444', expiry: '04/26', cvc: '12' }, now)).toEqual({
      errors: { name: 'nameRequired', number: 'cardUnknown', expiry: 'expiryPast', cvc: 'cvcInvalid' },
    });
    expect(checkCard({ ...card, number: '', expiry: '13/30' }, now)).toEqual({
      errors: { number: 'numberRequired', expiry: 'expiryInvalid' },
    });
  });
});
