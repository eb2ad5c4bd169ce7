import { describe, expect, it } from 'vitest';
import { CookieJar } from './cookie-jar.ts';

describe('CookieJar', () => {
  it('reads the request cookies and sends them back', () => {
    const jar = new CookieJar('forum_session=abc; XSRF-TOKEN=x%2By');
    expect(jar.get('XSRF-TOKEN')).toBe('x+y');
    expect(jar.header()).toBe('forum_session=abc; XSRF-TOKEN=x%2By');
  });

  it('takes a new session from the answers and forgets a cleared one', () => {
    const jar = new CookieJar(null);
    jar.take(['forum_session=new; Path=/; HttpOnly; SameSite=Lax', 'XSRF-TOKEN=t; Path=/']);
    expect(jar.get('forum_session')).toBe('new');
    expect(jar.header()).toBe('forum_session=new; XSRF-TOKEN=t');
    jar.take(['forum_session=; Max-Age=0; Path=/', 'XSRF-TOKEN=t; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(jar.get('forum_session')).toBeUndefined();
    expect(jar.header()).toBe('');
    expect(jar.setCookies).toHaveLength(4);
  });
});
