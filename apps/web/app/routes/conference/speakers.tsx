import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/speakers';
import conferenceCss from './conference.css?inline';
import { speakerPath } from './conference-parts.tsx';
import { SpeakerCard } from './speaker-card.tsx';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return { speakers: route.need(await route.api.call('conference.speakers', { query: { perPage: 100 } })).items };
}

export const handle = pageAt('speakers');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }, loaderData) => ({
    title: t('conferencePageTitle', { page: t('speakersTitle'), site }),
    description: t('speakersMetaDescription', { site, count: loaderData.speakers.length }),
    path: '/conference/speakers',
    itemList: {
      name: t('speakersTitle'),
      items: loaderData.speakers.map((speaker) => ({ name: speaker.name, path: speakerPath(speaker.id) })),
    },
  }));
}

export default function Speakers({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { speakers } = loaderData;
  return (
    <div className="container section" data-testid="speakers-page">
      <RouteStyles name="conference" sheet={conferenceCss} />
      <Breadcrumbs />
      <PageHeader title={t('speakersTitle')} lead={t('speakersLead')} />
      {speakers.length === 0 ? (
        <p className="empty-box">{t('speakersEmpty')}</p>
      ) : (
        <ul className="grid-list tile-grid speaker-grid">
          {speakers.map((speaker) => (
            <SpeakerCard key={speaker.id} speaker={speaker} headingLevel={2} />
          ))}
        </ul>
      )}
    </div>
  );
}
