import { Link } from 'react-router';
import { ForwardIcon } from '~/components/icons.tsx';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay, formatHijriDay } from '~/utils/dates.ts';
import type { Route } from './+types/overview';
import { AccountCard, AccountSection } from './account-card.tsx';
import { accountMeta, accountSections, accountTypeLabel, useAccount } from './account-data.tsx';
import { AccountFact } from './facts.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'accountNavOverview');
}

export default function AccountOverview() {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const { profile } = useAccount();
  const timeZone = useForumTimeZone();
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const company =
    profile.exhibitor?.[locale === 'ar' ? 'companyNameAr' : 'companyNameEn'] ||
    profile.exhibitor?.companyNameEn ||
    profile.companyName;
  const picture = profile.avatarUrl || profile.exhibitor?.logoUrl;
  const cards = accountSections(profile.userType).filter((section) => section.path !== '/account');

  return (
    <div className="account-page">
      <header className="account-page__header account-welcome">
        {picture ? (
          <img className="account-welcome__avatar" src={picture} alt="" width={64} height={64} />
        ) : (
          <span className="account-welcome__avatar account-welcome__initial" aria-hidden="true">
            {(profile.firstName || profile.email).slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <h1 className="account-page__title">{t('accountGreeting', { name: profile.firstName || name })}</h1>
          <p className="account-page__lead">{t('accountOverviewLead')}</p>
        </div>
      </header>

      {profile.userType === 'staff' ? (
        <AccountCard headingId="staff-note-title" title={t('staffAccountTitle')} data-testid="staff-note">
          <p>{t('staffAccountNote')}</p>
          <p>{t('staffAccountCan')}</p>
        </AccountCard>
      ) : null}

      <AccountCard headingId="account-details-title" title={t('accountDetailsTitle')}>
        <dl className="account-facts">
          <AccountFact term={t('accountTypeLabel')} data-testid="account-type">
            {t(accountTypeLabel(profile))}
          </AccountFact>
          {company ? (
            <AccountFact term={t('accountCompanyLabel')}>
              {company}{' '}
              {profile.exhibitor ? (
                <span className={`badge ${profile.exhibitor.isPublished ? 'badge--success' : 'badge--warning'}`}>
                  {profile.exhibitor.isPublished ? t('accountCompanyPublished') : t('accountCompanyAwaitingReview')}
                </span>
              ) : null}
            </AccountFact>
          ) : null}
          <AccountFact term={t('accountEmailLabel')}>
            <span dir="ltr" className="account-facts__email">
              {profile.email}
            </span>{' '}
            <span className={`badge ${profile.emailVerified ? 'badge--success' : 'badge--warning'}`}>
              {profile.emailVerified ? t('accountEmailVerified') : t('accountEmailNotVerified')}
            </span>
          </AccountFact>
          <AccountFact term={t('accountMemberSince')}>
            <time dateTime={profile.createdAt}>{formatDay(profile.createdAt, locale, timeZone)}</time>
            <span className="account-facts__secondary">{formatHijriDay(profile.createdAt, locale, timeZone)}</span>
          </AccountFact>
        </dl>
      </AccountCard>

      <AccountSection headingId="account-links-title" title={t('accountQuickLinks')}>
        <ul className="grid-list tile-grid account-links">
          {cards.map((card) => (
            <li key={card.path} className="account-link">
              <Link to={to(card.path)} className="account-link__anchor">
                <span className="account-link__title">{t(card.label)}</span>
                <span className="account-link__text">{t(card.text)}</span>
                <span className="account-link__icon">
                  <ForwardIcon />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </AccountSection>
    </div>
  );
}
