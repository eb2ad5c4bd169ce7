import { FLASH_COOKIE, type Flash } from './flash.ts';

const FLASH_SECONDS = 60;

/**
 * The Set-Cookie line that carries a message to the next page: a form sent without scripts ends in a
 * redirect, and the page it lands on shows the message once (the root loader reads and clears it).
 */
export function flashCookie(flash: Flash): string {
  const value = Buffer.from(JSON.stringify(flash), 'utf8').toString('base64url');
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=${FLASH_SECONDS}; HttpOnly; SameSite=Lax`;
}

export const clearFlashCookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The message waiting in the request's cookies, if any (a malformed one is ignored). */
export function readFlash(cookieHeader: string | null): Flash | null {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FLASH_COOKIE}=`))
    ?.slice(FLASH_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { kind, text, resendAfter } = parsed as Partial<Flash>;
    if ((kind !== 'success' && kind !== 'error') || typeof text !== 'string' || !text) return null;
    return {
      kind,
      text: text.slice(0, 500),
      ...(typeof resendAfter === 'number' && Number.isFinite(resendAfter) ? { resendAfter } : {}),
    };
  } catch {
    return null;
  }
}
