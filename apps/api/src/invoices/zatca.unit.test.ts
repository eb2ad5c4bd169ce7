import { describe, expect, it } from 'vitest';
import { amountText, decodeZatcaQr, zatcaQr } from './zatca.ts';

describe('the ZATCA phase-one QR payload', () => {
  it('writes five TLV fields with lengths in UTF-8 bytes, and decodes back to them', () => {
    const fields = {
      seller: 'ملتقى الشاشة',
      vatNumber: '300000000000003',
      issuedAt: '2026-11-25T01:30:00Z',
      total: '230.00',
      vat: '30.00',
    };
    const payload = zatcaQr(fields);
    const bytes = Buffer.from(payload, 'base64');
    // tag 1, then the seller's length in bytes (Arabic letters take two bytes each), not in characters
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(Buffer.byteLength(fields.seller, 'utf8'));
    expect(bytes[1]).not.toBe(fields.seller.length);
    expect(decodeZatcaQr(payload)).toEqual(fields);
    expect(bytes.length).toBe(5 * 2 + Object.values(fields).reduce((sum, value) => sum + Buffer.byteLength(value), 0));
  });

  it('writes amounts as riyals with two decimals', () => {
    expect(amountText(23_000)).toBe('230.00');
    expect(amountText(1_505)).toBe('15.05');
    expect(amountText(7)).toBe('0.07');
  });
});
