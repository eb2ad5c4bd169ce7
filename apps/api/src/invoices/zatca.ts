/**
 * ZATCA's phase-one QR code of a simplified tax invoice: five TLV fields (tag, length in UTF-8 bytes,
 * value) one after the other, base64. Tags: 1 seller's name, 2 VAT registration number, 3 time of
 * issue (ISO 8601), 4 total with VAT, 5 VAT total.
 */
export type ZatcaFields = { seller: string; vatNumber: string; issuedAt: string; total: string; vat: string };

export function zatcaQr(fields: ZatcaFields): string {
  const values = [fields.seller, fields.vatNumber, fields.issuedAt, fields.total, fields.vat];
  const parts = values.map((value, i) => {
    const bytes = Buffer.from(value, 'utf8');
    if (bytes.length > 255) throw new Error(`ZATCA field ${i + 1} is longer than 255 bytes`);
    return Buffer.concat([Buffer.from([i + 1, bytes.length]), bytes]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** The five fields back from a payload (for tests and for checking what a printer shows). */
export function decodeZatcaQr(payload: string): ZatcaFields {
  const bytes = Buffer.from(payload, 'base64');
  const found = new Map<number, string>();
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at] ?? 0;
    const length = bytes[at + 1] ?? 0;
    found.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return {
    seller: found.get(1) ?? '',
    vatNumber: found.get(2) ?? '',
    issuedAt: found.get(3) ?? '',
    total: found.get(4) ?? '',
    vat: found.get(5) ?? '',
  };
}

/** Halalas as ZATCA's amounts are written: riyals with two decimals, a dot, Latin digits. */
export function amountText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
