import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/account-type';
import { AuthCard, authMeta } from './auth-layout.tsx';
import { REGISTRATIONS } from './register-names.ts';

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'accountTypeTitle', 'accountTypeDescription');
}

// decorative: the link's words carry the meaning
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const logins: { path: string; title: MessageKey; text: MessageKey; testId: string; glyph: ReactNode }[] = [
  {
    path: '/login/customer',
    title: 'customerCardTitle',
    text: 'customerCardText',
    testId: 'login-customer',
    glyph: (
      <Glyph>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </Glyph>
    ),
  },
  {
    path: '/login/exhibitor',
    title: 'exhibitorCardTitle',
    text: 'exhibitorCardText',
    testId: 'login-exhibitor',
    glyph: (
      <Glyph>
        <path d="M3 9l2-5h14l2 5" />
        <path d="M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
        <path d="M5 13.5V20h14v-6.5" />
        <path d="M10 20v-4h4v4" />
      </Glyph>
    ),
  },
];

/** Where a visitor chooses how to log in, or which account to create. */
export default function AccountType() {
  const { t } = useI18n();
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  // a visitor sent here on the way to a page goes on to it after logging in
  const redirectTo = searchParams.get('redirect');

  return (
    <AuthCard title={t('accountTypeTitle')} lead={<p>{t('accountTypeLead')}</p>} isWide>
      <section aria-labelledby="login-choices">
        <h2 id="login-choices" className="visually-hidden">
          {t('loginChoices')}
        </h2>
        <ul className="grid-list choice-cards">
          {logins.map((login) => (
            <li key={login.path}>
              <Link
                to={to(withQuery(login.path, { redirect: redirectTo }))}
                className="choice-card"
                data-testid={login.testId}
              >
                <span className="choice-card__glyph">{login.glyph}</span>
                <span className="choice-card__title">{t(login.title)}</span>
                <span className="choice-card__text">{t(login.text)}</span>
                <span className="choice-card__action link-arrow">{t('cardAction')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="new-account" className="auth__register">
        <h2 id="new-account" className="auth__subtitle">
          {t('newAccountTitle')}
        </h2>
        <ul className="grid-list register-links">
          {Object.values(REGISTRATIONS).map((registration) => (
            <li key={registration.path}>
              <Link to={to(withQuery(registration.path, { redirect: redirectTo }))} className="register-link">
                <span className="register-link__title link-arrow">{t(registration.linkTitle)}</span>
                <span className="register-link__text">{t(registration.linkText)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </AuthCard>
  );
}
