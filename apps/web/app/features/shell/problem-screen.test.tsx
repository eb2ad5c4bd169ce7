import type { Locale } from '@forum/contract/locale';
import type { SessionUser } from '@forum/contract/session';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '~/features/session/session.tsx';
import { createTranslator, I18nProvider } from '~/i18n/i18n.tsx';
import { messagesFor } from '~/i18n/messages.server.ts';
import { ProblemScreen, type Visitor, visitorOf } from './problem-screen.tsx';

function render(locale: Locale, path: string, status: number) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nProvider locale={locale} messages={messagesFor(locale)}>
            <SessionProvider>
              <ProblemScreen status={status} errors={[{ key: 'error', value: 'From the API' }]} />
            </SessionProvider>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return renderToString(<RouterProvider router={router} />);
}

const user = (userType: SessionUser['userType']) => ({ userType }) as SessionUser;

describe('the error screens', () => {
  it('know the visitor only from the session: unknown until it says, a guest without a user', () => {
    expect(visitorOf({ isKnown: false, user: user('staff') })).toBe('unknown');
    expect(visitorOf({ isKnown: true, user: null })).toBe('guest');
    expect(visitorOf({ isKnown: true, user: user('guest') })).toBe('guest');
    expect(visitorOf({ isKnown: true, user: user('staff') })).toBe('staff');
  });

  it.each(['ar', 'en'] as const)('speak to each visitor of a refused page in their own words (%s)', (locale) => {
    const t = createTranslator(messagesFor(locale));
    const exhibitorWord = locale === 'en' ? /exhibitor/i : /عارض/;
    const texts = (visitor: Visitor) =>
      `${t('screenForbiddenTitle', { visitor })} ${t('screenForbiddenText', { visitor })}`;
    // staff and customers are not told about exhibitors; the exhibitor is
    expect(texts('staff')).not.toMatch(exhibitorWord);
    expect(texts('customer')).not.toMatch(exhibitorWord);
    expect(texts('exhibitor')).toMatch(exhibitorWord);
    expect(new Set((['unknown', 'guest', 'customer', 'exhibitor', 'staff'] as const).map(texts)).size).toBe(5);
    expect(texts('staff')).toContain(locale === 'en' ? 'staff account' : 'فريق الملتقى');
  });

  it('render neutral words on the server, with a login that comes back, and no API message', () => {
    const html = render('en', '/en/account/orders?status=placed', 403);
    expect(html).toContain('This page needs an account that may open it');
    expect(html).toContain('href="/en/login/customer?redirect=%2Faccount%2Forders%3Fstatus%3Dplaced"');
    expect(html).toContain('href="/en"');
    expect(html).not.toContain('From the API');
  });

  it('offer the exhibitors their own login, a reload on maintenance, the API messages on an error', () => {
    expect(render('ar', '/account/exhibitor/profile', 403)).toContain('href="/login/exhibitor?redirect=');
    const maintenance = render('ar', '/events', 503);
    expect(maintenance).toContain('سنعود قريبًا');
    expect(maintenance).toContain('href="/events"');
    const failure = render('en', '/en/events', 500);
    expect(failure).toContain('From the API');
    expect(failure).toContain('Reload the page');
  });
});
