/**
 * Writes that only ever change what one visitor sees (their cart, saved items, addresses, session, a file not yet
 * attached to anything, a message to the staff): they leave the kept public pages alone. Every other write
 * through the API forgets them; one missing here costs a render, never a stale page (decision 031).
 */
const PERSONAL_WRITES =
  /^\/api\/(cart|wishlist|addresses|login|logout|exhibitors\/login|uploads|contact-us|sponsorship-requests)(\/|\?|$)/;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request that was answered with this status may have changed what a public page shows. */
export function changesPublicPages(method: string, url: string, status: number): boolean {
  if (READS.has(method) || status >= 400) return false;
  if (!url.startsWith('/api/')) return false;
  return !PERSONAL_WRITES.test(url);
}
