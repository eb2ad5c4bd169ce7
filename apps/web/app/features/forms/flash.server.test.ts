import { describe, expect, it } from 'vitest';
import { clearFlashCookie, flashCookie, readFlash } from './flash.server.ts';

function cookieOf(line: string): string {
  return line.split(';')[0] ?? '';
}

describe('flash messages', () => {
  it('carries an Arabic message to the next request and reads it back', () => {
    const line = flashCookie({ kind: 'success', text: 'مرحباً بعودتك، سارة', resendAfter: 60 });
    expect(line).toMatch(/HttpOnly/);
    expect(readFlash(`a=1; ${cookieOf(line)}`)).toEqual({
      kind: 'success',
      text: 'مرحباً بعودتك، سارة',
      resendAfter: 60,
    });
  });

  it('ignores a missing, cleared or forged cookie', () => {
    expect(readFlash(null)).toBeNull();
    expect(readFlash(cookieOf(clearFlashCookie))).toBeNull();
    expect(readFlash('forum_flash=not-base64-json')).toBeNull();
    const forged = Buffer.from(JSON.stringify({ kind: 'html', text: '<b>' })).toString('base64url');
    expect(readFlash(`forum_flash=${forged}`)).toBeNull();
  });
});
