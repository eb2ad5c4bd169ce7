import { PUBLIC_ID_PATTERN, type PublicProfile } from '@forum/contract/account';
import { withProtocol } from '@forum/contract/links';
import { formatNumber } from '@forum/contract/money';
import { truncate } from '@forum/contract/text';
import { Link } from 'react-router';
import { Paragraphs } from '~/components/paragraphs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay, formatHijriDay } from '~/utils/dates.ts';
import { pageMeta, pageMetaWith } from '~/utils/seo.ts';
import { networkLabels } from '~/utils/social-networks.ts';
import type { Route } from './+types/public-profile';
import accountCss from './account.css?inline';
import { AccountSection } from './account-card.tsx';
import { AccountFact } from './facts.tsx';

const META_DESCRIPTION_LENGTH = 160;

/**
 * Anyone may see what an account chose to show, at its random public id; an unknown one, or one that
 * shows nothing, is an unknown page (/404).
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  if (!PUBLIC_ID_PATTERN.test(args.params.userId)) throw route.notFound();
  const params = { id: args.params.userId };
  return {
    profile: route.need(await route.api.call('accounts.publicProfile', { params }), { notFound: [404] }).profile,
  };
}

function nameOf(profile: PublicProfile): string {
  return profile.exhibitor?.name || profile.displayName;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root, t }, loaderData) => {
    const { profile } = loaderData;
    const siteName = root.site.settings.name;
    const name = nameOf(profile);
    const { exhibitor } = profile;
    const description = exhibitor
      ? truncate(exhibitor.description, META_DESCRIPTION_LENGTH) ||
        t('publicProfileExhibitorDescription', { name, category: exhibitor.category })
      : t('publicProfileMemberDescription', {
          name,
          date: formatDay(profile.memberSince, root.locale, root.site.settings.timeZone),
        });
    const logo = exhibitor?.logoUrl.startsWith('/') ? `${root.origin}${exhibitor.logoUrl}` : undefined;
    // link previews want a raster image: an SVG logo leaves the site's own picture in place
    const image = exhibitor && logo && !/\.svg$/i.test(exhibitor.logoUrl) ? exhibitor.logoUrl : undefined;
    return pageMeta({
      title: t('accountPageTitle', { page: name, site: siteName }),
      description,
      origin: root.origin,
      locale: root.locale,
      path: `/account/profile/${profile.id}`,
      siteName,
      ...(image ? { image } : {}),
      jsonLd: exhibitor
        ? {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name,
            description: exhibitor.description,
            ...(logo ? { logo } : {}),
            ...(exhibitor.website ? { url: withProtocol(exhibitor.website) } : {}),
            sameAs: exhibitor.social.map((link) => withProtocol(link.url)),
          }
        : {
            '@context': 'https://schema.org',
            '@type': 'ProfilePage',
            mainEntity: { '@type': 'Person', name },
          },
    });
  });
}

const roleLabels: Record<PublicProfile['userType'], MessageKey> = {
  exhibitor: 'publicProfileExhibitor',
  customer: 'publicProfileMember',
};

export default function PublicProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  return (
    <div className="container section public-profile">
      <RouteStyles name="account" sheet={accountCss} />
      {profile.exhibitor ? (
        <ExhibitorProfile profile={profile} exhibitor={profile.exhibitor} />
      ) : (
        <MemberProfile profile={profile} />
      )}
    </div>
  );
}

function ExhibitorProfile({
  profile,
  exhibitor,
}: {
  profile: PublicProfile;
  exhibitor: NonNullable<PublicProfile['exhibitor']>;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  const links = [
    ...(exhibitor.website ? [{ network: 'website' as const, url: exhibitor.website }] : []),
    ...exhibitor.social,
  ];
  return (
    <article className="public-profile__card" data-testid="public-profile">
      <header className="public-profile__header">
        {exhibitor.logoUrl ? (
          <UploadedImage
            className="public-profile__logo"
            src={exhibitor.logoUrl}
            alt={t('publicProfileLogoAlt', { name: exhibitor.name })}
            spot="profileLogo"
            eager
          />
        ) : null}
        <div>
          <p className="public-profile__role">{t(roleLabels[profile.userType])}</p>
          <h1 className="public-profile__name">{exhibitor.name}</h1>
          {exhibitor.category ? (
            <p className="public-profile__category">
              <span className="visually-hidden">{t('publicProfileCategory')}: </span>
              <span className="badge">{exhibitor.category}</span>
            </p>
          ) : null}
        </div>
      </header>

      {exhibitor.description ? (
        <AccountSection headingId="public-profile-about" title={t('publicProfileAbout')}>
          <Paragraphs text={exhibitor.description} splitOn="line" />
        </AccountSection>
      ) : null}

      {links.length ? (
        <AccountSection headingId="public-profile-links" title={t('publicProfileLinks')}>
          <ul className="public-profile__links">
            {links.map((link) => (
              <li key={`${link.network}:${link.url}`}>
                <a href={withProtocol(link.url)} target="_blank" rel="noopener noreferrer nofollow">
                  {t(networkLabels[link.network])}
                </a>
              </li>
            ))}
          </ul>
        </AccountSection>
      ) : null}

      <AccountSection headingId="public-profile-booths" title={t('publicProfileBooths')}>
        {exhibitor.booths.length ? (
          <ul className="booth-list">
            {exhibitor.booths.map((booth) => (
              <li key={booth.id} className="booth-list__item">
                <strong>{t('exhibitorBooth', { code: booth.code })}</strong>
                <span>{booth.hall}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={to('/exhibition')} className="button public-profile__action">
          {t('publicProfileVisitExhibition')}
        </Link>
      </AccountSection>
    </article>
  );
}

function MemberProfile({ profile }: { profile: PublicProfile }) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  return (
    <article className="public-profile__card" data-testid="public-profile">
      <header className="public-profile__header">
        {profile.avatarUrl ? (
          <UploadedImage
            className="public-profile__avatar"
            src={profile.avatarUrl}
            alt={t('publicProfileAvatarAlt', { name: profile.displayName })}
            spot="profileAvatar"
            eager
          />
        ) : (
          <span className="public-profile__avatar public-profile__initial" aria-hidden="true">
            {profile.displayName.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <p className="public-profile__role">{t(roleLabels[profile.userType])}</p>
          <h1 className="public-profile__name">{profile.displayName}</h1>
        </div>
      </header>
      <dl className="account-facts">
        {profile.city ? <AccountFact term={t('publicProfileCity')}>{profile.city}</AccountFact> : null}
        <AccountFact term={t('publicProfileMemberSince')}>
          <time dateTime={profile.memberSince}>{formatDay(profile.memberSince, locale, timeZone)}</time>
          <span className="account-facts__secondary">{formatHijriDay(profile.memberSince, locale, timeZone)}</span>
        </AccountFact>
        <AccountFact term={t('publicProfileReviews')} data-testid="review-count">
          {formatNumber(profile.reviewCount, locale)}
        </AccountFact>
      </dl>
    </article>
  );
}
