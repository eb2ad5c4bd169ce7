import type { Profile, ProfileResponse } from '@forum/contract/account';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '~/components/toasts.tsx';
import { SessionProvider } from '~/features/session/session.tsx';
import { en } from '~/i18n/en.ts';
import { I18nProvider } from '~/i18n/i18n.tsx';
import AccountLayout from './layout.tsx';
import AccountOverview from './overview.tsx';

const profile: Profile = {
  id: 12,
  userType: 'customer',
  accountKind: 'company',
  email: 'customer@forum.test',
  emailVerified: true,
  firstName: 'Sara',
  lastName: 'Alharbi',
  telephone: '+966500000001',
  country: 'Saudi Arabia',
  city: 'Riyadh',
  district: null,
  address: null,
  companyName: 'Lens House',
  taxNumber: null,
  commercialRegistration: null,
  avatarUrl: null,
  locale: 'en',
  notifications: { orders: true, agenda: true, news: false },
  createdAt: '2026-01-15T09:00:00.000Z',
  exhibitor: null,
  publicId: 'Zq3-tP0_kLm2RwX9',
  showProfile: false,
};

function render(account: ProfileResponse & { profile: Profile }) {
  const router = createMemoryRouter(
    [
      {
        id: 'account',
        path: '/en/account',
        loader: () => account,
        element: (
          <I18nProvider locale="en" messages={en}>
            <SessionProvider>
              <ToastProvider>
                <AccountLayout {...({ loaderData: account } as unknown as Parameters<typeof AccountLayout>[0])} />
              </ToastProvider>
            </SessionProvider>
          </I18nProvider>
        ),
        children: [{ index: true, element: <AccountOverview /> }],
      },
    ],
    { initialEntries: ['/en/account'], hydrationData: { loaderData: { account } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

const user = {
  id: 12,
  userType: 'customer' as const,
  type: 'company',
  branch: null,
  currency: 'SAR',
  locale: 'en',
  firstName: 'Sara',
  lastName: 'Alharbi',
  email: 'customer@forum.test',
  group: { id: null, permissions: {} },
};

const unread = { notifications: 0, messages: 0 };

describe('the account area', () => {
  it('marks the current page in its menu and offers every page and a way to log out', () => {
    const html = render({ user, profile, unread });
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/en\/account"|<a[^>]*href="\/en\/account"[^>]*aria-current="page"/,
    );
    for (const path of ['edit-profile', 'agenda', 'orders', 'change-password', 'settings']) {
      expect(html).toContain(`href="/en/account/${path}"`);
    }
    expect(html).toContain('Log out');
  });

  it('greets the visitor and shows the account type, email state and membership date in both calendars', () => {
    const html = render({ user, profile, unread });
    expect(html).toContain('Welcome, Sara');
    expect(html).toContain('Company');
    expect(html).toContain('customer@forum.test');
    expect(html).toContain('Verified');
    expect(html).toContain('15 January 2026');
    expect(html).toMatch(/1447/);
  });

  it('gives an exhibitor the company profile instead of the personal one', () => {
    const html = render({
      user: { ...user, userType: 'exhibitor' },
      profile: { ...profile, userType: 'exhibitor' },
      unread,
    });
    expect(html).toContain('href="/en/account/exhibitor-edit-profile"');
    expect(html).not.toContain('href="/en/account/edit-profile"');
    expect(html).toContain('Exhibitor');
  });
});
