/**
 * An id as an address or a form writes it: digits, no leading zero, at most ten. The web checks it before
 * asking the API, so that `/events/abc` is a 404 without a call (the API's IdSchema has the last word).
 * No zod here: pages run this in the browser, whose script carries no schema library (decision 032).
 */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;

export function isRecordId(value: string | null | undefined): value is string {
  return ID_PATTERN.test(value ?? '');
}
