import { mapsLinkOf } from '@forum/contract/links';
import { Link } from 'react-router';
import { Countdown } from '~/components/countdown.tsx';
import { CalendarIcon, PinIcon } from '~/components/icons.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { TitledSection } from '~/components/titled-section.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useRootData } from '~/features/shell/root-data.ts';
import { ProductCarousel } from '~/features/shop/product-carousel.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { createTranslator, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay, formatHijriDay } from '~/utils/dates.ts';
import { pageMeta } from '~/utils/seo.ts';
import type { Route } from './+types/home';
import homeCss from './home.css?inline';

const CAROUSEL_SIZE = 12;

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const [newest, specials] = await Promise.all([
    route.api.call('products.list', { query: { sort: 'newest', perPage: CAROUSEL_SIZE } }),
    route.api.call('products.list', { query: { specials: true, sort: 'best_selling', perPage: CAROUSEL_SIZE } }),
  ]);
  return { newest: route.need(newest).items, specials: route.need(specials).items };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  if (!root?.site) return [];
  const { settings } = root.site;
  const t = createTranslator(root.messages);
  return pageMeta({
    title: t('homeTitle', { name: settings.name }),
    description: settings.description,
    origin: root.origin,
    locale: root.locale,
    path: '/',
    siteName: settings.name,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: settings.name,
      description: settings.description,
      startDate: root.site.forumDates.startDate,
      endDate: root.site.forumDates.endDate,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: root.site.forumDates.location.name,
        address: root.site.forumDates.location.address,
        geo: {
          '@type': 'GeoCoordinates',
          latitude: root.site.forumDates.location.coordinates.lat,
          longitude: root.site.forumDates.location.coordinates.lng,
        },
      },
      organizer: { '@type': 'Organization', name: settings.name, url: root.origin },
    },
  });
}

// each area keeps its accent colour (home.css: .area--<name>) wherever it appears
const sections: { path: string; name: string; title: MessageKey; text: MessageKey }[] = [
  { path: '/conference', name: 'conference', title: 'sectionConference', text: 'sectionConferenceText' },
  { path: '/workshops', name: 'workshops', title: 'sectionWorkshops', text: 'sectionWorkshopsText' },
  { path: '/exhibition', name: 'exhibition', title: 'sectionExhibition', text: 'sectionExhibitionText' },
  { path: '/events', name: 'events', title: 'sectionEvents', text: 'sectionEventsText' },
  { path: '/media', name: 'media', title: 'sectionMedia', text: 'sectionMediaText' },
  { path: '/sponsorship-packages', name: 'sponsorship', title: 'sectionSponsorship', text: 'sectionSponsorshipText' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const site = useRootData()?.site;
  if (!site) return null;
  const { settings, forumDates } = site;
  const { coordinates } = forumDates.location;
  const mapsUrl = mapsLinkOf(coordinates);
  const zone = forumDates.timeZone;

  return (
    <>
      <RouteStyles name="home" sheet={homeCss} />
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 className="hero__title">{settings.name}</h1>
            <p className="hero__lead">{settings.description}</p>
            <dl className="hero__facts">
              <div className="hero__fact">
                <dt>
                  <CalendarIcon /> {t('forumDates')}
                </dt>
                <dd>
                  <time dateTime={forumDates.startDate}>
                    {t('dateRange', {
                      start: formatDay(forumDates.startDate, locale, zone),
                      end: formatDay(forumDates.endDate, locale, zone),
                    })}
                  </time>
                  <span className="hero__hijri">
                    {t('dateRange', {
                      start: formatHijriDay(forumDates.startDate, locale, zone),
                      end: formatHijriDay(forumDates.endDate, locale, zone),
                    })}
                  </span>
                </dd>
              </div>
              <div className="hero__fact">
                <dt>
                  <PinIcon /> {t('forumLocation')}
                </dt>
                <dd>
                  <span>{forumDates.location.name}</span>
                  <span className="hero__hijri">{forumDates.location.address}</span>
                  <a href={mapsUrl} target="_blank" rel="noopener noreferrer" className="hero__map-link">
                    {t('openInMaps')}
                  </a>
                </dd>
              </div>
            </dl>
            <div className="hero__cta">
              <Link to={to('/conference/agenda')} className="button button--secondary">
                {t('navAgenda')}
              </Link>
              <Link to={to('/exhibition/map/')} className="button button--ghost hero__ghost">
                {t('navFloorMap')}
              </Link>
            </div>
          </div>
          <div className="hero__countdown">
            <Countdown startDate={forumDates.startDate} endDate={forumDates.endDate} />
          </div>
        </div>
      </section>

      <TitledSection
        className="section container"
        headingId="explore-title"
        title={t('exploreTitle')}
        titleClassName="section__title"
      >
        <ul className="areas">
          {sections.map((section) => (
            <li key={section.path} className={`area area--${section.name}`}>
              <h3 className="area__title">
                <Link to={to(section.path)} className="card-link">
                  {t(section.title)}
                </Link>
              </h3>
              <p className="area__text">{t(section.text)}</p>
              <span className="area__more link-arrow" aria-hidden="true">
                {t('learnMore')}
              </span>
            </li>
          ))}
        </ul>
      </TitledSection>

      <div className="container">
        <ProductCarousel
          title={t('specialOffers')}
          products={loaderData.specials}
          viewAllHref={to('/products?specials=true')}
        />
        <ProductCarousel
          title={t('newProducts')}
          products={loaderData.newest}
          viewAllHref={to('/products?sort=newest')}
        />
      </div>
    </>
  );
}
