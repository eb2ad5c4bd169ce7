import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits; only their hash is stored, so a copy of the database opens no session. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The anti-forgery value paired with a session token: derived from it, so nothing more is stored,
 * and unguessable without the token, which page scripts never see (httpOnly cookie).
 */
export function xsrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`xsrf:${sessionToken}`).digest('base64url');
}

export function isSameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
