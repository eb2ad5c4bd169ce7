import type { Branch } from '@forum/contract/account';

/** A map search for the coordinates: any maps app a phone offers opens it. */
export function mapsLink(coordinates: Branch['coordinates']): string {
  return `https://www.google.com/maps?q=${coordinates.lat},${coordinates.lng}`;
}

/** Digits and a leading + only, as a tel: link wants them. */
export function telephoneLink(telephone: string): string {
  const digits = telephone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replaceAll('+', '')}` : digits.replaceAll('+', '')}`;
}
