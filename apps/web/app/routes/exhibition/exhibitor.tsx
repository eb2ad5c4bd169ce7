import type { Exhibitor } from '@forum/contract/exhibition';
import { withProtocol } from '@forum/contract/links';
import { truncate } from '@forum/contract/text';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PinIcon } from '~/components/icons.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { Paragraphs } from '~/components/paragraphs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { TitledSection } from '~/components/titled-section.tsx';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useRootData } from '~/features/shell/root-data.ts';
import { ProductCard } from '~/features/shop/product-card.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { formatDay, formatHijriDay } from '~/utils/dates.ts';
import { networkLabelOf } from '~/utils/social-networks.ts';
import type { Route } from './+types/exhibitor';
import exhibitionCss from './exhibition.css?inline';
import { absoluteAsset } from './exhibition-seo.ts';
import exhibitorCss from './exhibitor.css?inline';
import { formatTime } from './session-time.ts';

const META_DESCRIPTION_LENGTH = 160;
const FORUM_TIME_ZONE = 'Asia/Riyadh';

/** An unknown or unpublished company is an unknown page (/404), not an error. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const params = { id: route.id(args.params.id) };
  const found = route.need(await route.api.call('exhibition.exhibitor', { params }), { notFound: [400, 404] });
  return { exhibitor: found.exhibitor };
}

export const handle = pageBelow('exhibition', ({ exhibitor }: Route.ComponentProps['loaderData']) => ({
  name: exhibitor.name,
  path: `/exhibition/${exhibitor.id}`,
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ root, t, site }, loaderData) => {
    const { exhibitor } = loaderData;
    const logo = absoluteAsset(root.origin, exhibitor.logoUrl);
    return {
      // says it is an exhibitor: a brand of the same name has a page of its own
      title: t('exhibitionExhibitorPageTitle', { name: exhibitor.name, site }),
      description:
        truncate(exhibitor.description.replace(/\s+/g, ' ').trim(), META_DESCRIPTION_LENGTH) ||
        t('exhibitionExhibitorDescription', {
          name: exhibitor.name,
          site,
          category: exhibitor.category.name,
          country: exhibitor.country.name,
        }),
      path: `/exhibition/${exhibitor.id}`,
      // only a file the site serves itself
      image: logo && exhibitor.logoUrl,
      jsonLd: [
        {
          '@type': 'Organization',
          name: exhibitor.name,
          description: exhibitor.description,
          ...(logo ? { logo } : {}),
          ...(exhibitor.website ? { url: withProtocol(exhibitor.website) } : {}),
          ...(exhibitor.email ? { email: exhibitor.email } : {}),
          ...(exhibitor.telephone ? { telephone: exhibitor.telephone } : {}),
          address: { '@type': 'PostalAddress', addressCountry: exhibitor.country.code },
          sameAs: exhibitor.social.map((link) => withProtocol(link.url)),
        },
      ],
    };
  });
}

const sessionTypes: Record<string, MessageKey> = {
  keynote: 'exhibitionSessionType_keynote',
  panel: 'exhibitionSessionType_panel',
  talk: 'exhibitionSessionType_talk',
  screening: 'exhibitionSessionType_screening',
  masterclass: 'exhibitionSessionType_masterclass',
  fireside: 'exhibitionSessionType_fireside',
  workshop: 'exhibitionSessionType_workshop',
};

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export default function ExhibitorPage({ loaderData }: Route.ComponentProps) {
  const { exhibitor } = loaderData;
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <div className="container section ex-profile" data-testid="exhibitor-page">
      <RouteStyles name="exhibition" sheet={exhibitionCss} />
      <RouteStyles name="exhibition-exhibitor" sheet={exhibitorCss} />
      <Breadcrumbs />
      <header className="ex-profile__header">
        <UploadedImage
          className="ex-profile__logo"
          src={exhibitor.logoUrl}
          alt={t('exhibitionLogoAlt', { name: exhibitor.name })}
          spot="exhibitorPage"
          eager
        />
        <div>
          <h1 className="ex-profile__name">{exhibitor.name}</h1>
          <p className="ex-card__meta">
            <span className="ex-tag">{exhibitor.category.name}</span>
            <span>
              <span className="visually-hidden">{t('exhibitionCountry')}: </span>
              {exhibitor.country.name}
            </span>
          </p>
        </div>
      </header>

      <div className="ex-profile__layout">
        {exhibitor.description ? (
          <Panel headingId="exhibitor-about" title={t('exhibitionAbout')} className="ex-profile__about">
            <Paragraphs text={exhibitor.description} splitOn="line" className="ex-panel__text" />
          </Panel>
        ) : null}

        {/* where and how to reach the company: beside the page on wide screens, right after the description on phones */}
        <aside className="ex-profile__aside">
          {/* a plain link: the account area asks a guest to log in first and comes back (decision 057) */}
          <Link
            to={to(`/account/chat?exhibitor=${exhibitor.id}`)}
            className="button ex-profile__message"
            data-testid="message-exhibitor"
          >
            {t('exhibitionMessage')}
          </Link>
          <Booths exhibitor={exhibitor} />
          <Contacts exhibitor={exhibitor} />
          <Links exhibitor={exhibitor} />
        </aside>

        <div className="ex-profile__rest">
          {exhibitor.sessions.length > 0 ? <Sessions sessions={exhibitor.sessions} /> : null}
          {exhibitor.products.length > 0 ? (
            <TitledSection
              headingId="exhibitor-products"
              title={t('exhibitionProducts')}
              titleClassName="ex-section-title"
            >
              <ul className="ex-products">
                {exhibitor.products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function Booths({ exhibitor }: { exhibitor: Exhibitor }) {
  const { t } = useI18n();
  const to = useLocalePath();
  if (exhibitor.booths.length === 0) return null;
  return (
    <Panel headingId="exhibitor-booths" title={t('exhibitionFindUs')}>
      <ul className="ex-plain-list">
        {exhibitor.booths.map((booth) => (
          <li key={booth.id} className="ex-booth-row">
            <strong>{t('exhibitionBoothInHall', { code: booth.code, hall: booth.hall.name })}</strong>
            <Link
              to={to(`/exhibition/map/?booth=${encodeURIComponent(booth.code)}`)}
              className="button button--ghost ex-booth-row__map"
              data-testid="booth-map-link"
            >
              <PinIcon />
              <span>
                {t('exhibitionShowOnMap')}
                <span className="visually-hidden"> ({t('exhibitionBoothCode', { code: booth.code })})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Contacts({ exhibitor }: { exhibitor: Exhibitor }) {
  const { t } = useI18n();
  if (!exhibitor.email && !exhibitor.telephone) return null;
  return (
    <Panel headingId="exhibitor-contact" title={t('exhibitionContact')}>
      <dl className="ex-facts">
        {exhibitor.email ? (
          <div>
            <dt>{t('emailLabel')}</dt>
            <dd>
              <a href={`mailto:${exhibitor.email}`} dir="ltr" data-testid="exhibitor-email">
                {exhibitor.email}
              </a>
            </dd>
          </div>
        ) : null}
        {exhibitor.telephone ? (
          <div>
            <dt>{t('phoneLabel')}</dt>
            <dd>
              <a href={`tel:${exhibitor.telephone.replace(/[^\d+]/g, '')}`} dir="ltr" data-testid="exhibitor-phone">
                {exhibitor.telephone}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}

function Links({ exhibitor }: { exhibitor: Exhibitor }) {
  const { t } = useI18n();
  const links = [
    ...(exhibitor.website ? [{ network: 'website', url: exhibitor.website }] : []),
    ...exhibitor.social,
  ].map((link) => ({ ...link, url: withProtocol(link.url) }));
  if (links.length === 0) return null;
  return (
    <Panel headingId="exhibitor-links" title={t('exhibitionLinks')}>
      <ul className="ex-plain-list ex-links">
        {links.map((link) => {
          const label = networkLabelOf(link.network);
          return (
            <li key={`${link.network}:${link.url}`}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className="ex-links__link">
                <span className="ex-links__text">
                  <span className="ex-links__network">{label ? t(label) : hostOf(link.url)}</span>
                  <span className="ex-links__host" dir="ltr">
                    {hostOf(link.url)}
                  </span>
                  <span className="visually-hidden"> {t('exhibitionOpensInNewTab')}</span>
                </span>
                <ExternalIcon />
              </a>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

/** Leaves the page in the reading direction: flipped in right-to-left pages like the other forward icons. */
function ExternalIcon() {
  return (
    <svg
      aria-hidden="true"
      className="icon-forward ex-links__icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

function Sessions({ sessions }: { sessions: Exhibitor['sessions'] }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useRootData()?.site?.settings.timeZone ?? FORUM_TIME_ZONE;
  return (
    <TitledSection headingId="exhibitor-sessions" title={t('exhibitionSessions')} titleClassName="ex-section-title">
      <ul className="ex-sessions" data-testid="exhibitor-sessions">
        {sessions.map((session) => {
          const type = sessionTypes[session.type];
          return (
            <li key={session.id} className="ex-session">
              <p className="ex-session__type">{type ? t(type) : session.type}</p>
              <h3 className="ex-session__title">
                <Link to={to(`/conference/sessions/${session.id}`)}>{session.title}</Link>
              </h3>
              <p className="ex-session__when">
                <time dateTime={session.startsAt}>{formatDay(session.startsAt, locale, timeZone)}</time>
                <span className="ex-session__hijri">{formatHijriDay(session.startsAt, locale, timeZone)}</span>
                <span>
                  {t('dateRange', {
                    start: formatTime(session.startsAt, locale, timeZone),
                    end: formatTime(session.endsAt, locale, timeZone),
                  })}
                </span>
              </p>
              <p className="ex-session__where">
                <PinIcon /> {session.hall}
              </p>
              {session.speakers.length > 0 ? (
                <p className="ex-session__speakers">
                  {t('exhibitionSessionSpeakers', {
                    names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(session.speakers),
                  })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

/** A boxed part of the exhibitor's page under its own heading. */
function Panel({
  headingId,
  title,
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className={className ? `ex-panel ${className}` : 'ex-panel'}
      headingId={headingId}
      title={title}
      titleClassName="ex-panel__title"
    >
      {children}
    </TitledSection>
  );
}
