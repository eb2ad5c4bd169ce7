import { truncate } from '@forum/contract/text';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { Paragraphs } from '~/components/paragraphs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { formatDay } from '~/utils/dates.ts';
import { networkLabelOf } from '~/utils/social-networks.ts';
import type { Route } from './+types/speaker';
import conferenceCss from './conference.css?inline';
import { ConferenceSection, SessionList, speakerPath, TimeRange } from './conference-parts.tsx';
import sessionPageCss from './session-page.css?inline';

const META_DESCRIPTION_LENGTH = 160;

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const params = { id: route.id(args.params.id) };
  const found = route.need(await route.api.call('conference.speaker', { params }), { notFound: [400, 404] });
  return { speaker: found.speaker };
}

export const handle = pageBelow('speakers', ({ speaker }: Route.ComponentProps['loaderData']) => ({
  name: speaker.name,
  path: speakerPath(speaker.id),
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ root, t, site }, loaderData) => {
    const { speaker } = loaderData;
    const path = speakerPath(speaker.id);
    return {
      title: t('conferencePageTitle', { page: speaker.name, site }),
      description: truncate(
        `${[speaker.title, speaker.organization].filter(Boolean).join(t('listSeparator'))}. ${speaker.bio.split(/\n\s*\n/)[0] ?? ''}`,
        META_DESCRIPTION_LENGTH,
      ),
      path,
      type: 'profile',
      jsonLd: [
        {
          '@type': 'Person',
          name: speaker.name,
          jobTitle: speaker.title,
          description: speaker.bio,
          image: `${root.origin}${speaker.photoUrl}`,
          url: `${root.origin}${localePath(root.locale, path)}`,
          nationality: { '@type': 'Country', name: speaker.country },
          ...(speaker.organization ? { worksFor: { '@type': 'Organization', name: speaker.organization } } : {}),
          ...(speaker.links.length > 0 ? { sameAs: speaker.links.map((link) => link.url) } : {}),
        },
      ],
    };
  });
}

export default function SpeakerPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const { speaker } = loaderData;
  return (
    <article className="container section speaker-page" data-testid="speaker-page">
      <RouteStyles name="conference" sheet={conferenceCss} />
      <RouteStyles name="conference-page" sheet={sessionPageCss} />
      <Breadcrumbs />
      <header className="speaker-page__header">
        <UploadedImage src={speaker.photoUrl} alt="" spot="speakerPage" priority className="speaker-page__photo" />
        <div>
          <h1 className="speaker-page__name">{speaker.name}</h1>
          <p className="speaker-page__title">
            {[speaker.title, speaker.organization].filter(Boolean).join(t('listSeparator'))}
          </p>
          {speaker.exhibitor && (
            <p>
              <Link to={to(`/exhibition/${speaker.exhibitor.id}`)}>
                {t('speakerExhibitor', { name: speaker.exhibitor.name })}
              </Link>
            </p>
          )}
          {speaker.links.length > 0 && (
            <ul className="speaker-page__links" aria-label={t('speakerLinks')}>
              {speaker.links.map((link) => {
                const label = networkLabelOf(link.network);
                return (
                  <li key={link.url}>
                    <a href={link.url} rel="noopener noreferrer me" target="_blank">
                      {label ? t(label) : new URL(link.url).hostname}
                      <span className="visually-hidden"> {t('opensInNewTab')}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </header>

      <ConferenceSection id="speaker-bio" title={t('speakerBio')}>
        <Paragraphs text={speaker.bio} className="speaker-page__bio" />
      </ConferenceSection>

      {speaker.sessions.length > 0 && (
        <ConferenceSection id="speaker-sessions" title={t('speakerSessions')}>
          <SessionList sessions={speaker.sessions} />
        </ConferenceSection>
      )}

      {speaker.workshops.length > 0 && (
        <ConferenceSection id="speaker-workshops" title={t('speakerWorkshops')}>
          <ul className="plain-list">
            {speaker.workshops.map((workshop) => (
              <li key={workshop.id}>
                <Link to={to(`/workshops/${workshop.id}`)}>{workshop.title}</Link>{' '}
                <span className="muted">
                  {formatDay(workshop.startsAt, locale, timeZone)}{' '}
                  <TimeRange startsAt={workshop.startsAt} endsAt={workshop.endsAt} />
                </span>
              </li>
            ))}
          </ul>
        </ConferenceSection>
      )}
    </article>
  );
}
