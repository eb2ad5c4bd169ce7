import { describe, expect, it } from 'vitest';
import { clearResetCookie, readResetTicket, resetCookie } from './reset-cookie.server.ts';

const pair = (line: string) => line.split(';')[0] ?? '';

describe('the reset ticket', () => {
  it('carries the email, the checked code and the family in an httpOnly cookie', () => {
    const line = resetCookie({ email: 'sara@forum.test', code: '123456', family: 'exhibitor' });
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).not.toContain('123456');
    expect(readResetTicket(`x=1; ${pair(line)}`)).toEqual({
      email: 'sara@forum.test',
      code: '123456',
      family: 'exhibitor',
    });
  });

  it('is gone once cleared, and a forged one is ignored', () => {
    expect(readResetTicket(pair(clearResetCookie))).toBeNull();
    const forged = Buffer.from(JSON.stringify({ email: 'a@b.c', code: '1', family: 'staff' })).toString('base64url');
    expect(readResetTicket(`forum_reset=${forged}`)).toBeNull();
    expect(readResetTicket('forum_reset=%%%')).toBeNull();
  });
});
