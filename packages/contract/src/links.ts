// Only schemes a site link can legitimately use are kept; anything else (`javascript:`, `javascript://…`, `data:`)
// is treated as a host name and gets https:// in front, which also makes a pasted script link harmless.
const KEPT_SCHEME = /^(?:https?:\/\/|(?:mailto|tel):)/i;

/** Makes a link entered without a protocol absolute by prepending https:// (docs/product/accounts.md). */
export function withProtocol(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || KEPT_SCHEME.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return `https://${trimmed}`;
}

/** A map search for the coordinates: any maps app a phone offers opens it. */
export function mapsLinkOf({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps?q=${lat},${lng}`;
}

/** Digits and a leading + only, as a tel: link wants them. */
export function telephoneLinkOf(telephone: string): string {
  const digits = telephone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replaceAll('+', '')}` : digits.replaceAll('+', '')}`;
}
