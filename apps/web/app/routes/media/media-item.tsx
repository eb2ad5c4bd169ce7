import type { MediaItem } from '@forum/contract/media';
import { truncate } from '@forum/contract/text';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { Paragraphs } from '~/components/paragraphs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { TitledSection } from '~/components/titled-section.tsx';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { localePath, useI18n } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { formatDay, formatHijriDay } from '~/utils/dates.ts';
import type { Route } from './+types/media-item';
import { Gallery } from './gallery.tsx';
import mediaCss from './media.css?inline';
import { isMediaType, MediaCard, mediaItemPath, mediaTypeLabels } from './media-card.tsx';

const META_DESCRIPTION_LENGTH = 160;

/** An unknown item, or a known one under another kind (/media/video/{id of a news}), is an unknown page. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const { type } = args.params;
  if (!isMediaType(type)) throw route.notFound();
  const params = { type, id: route.id(args.params.id) };
  // 400: a number too large to be an id
  return { item: route.need(await route.api.call('media.get', { params }), { notFound: [400, 404] }).item };
}

export const handle = pageBelow('media', ({ item }: Route.ComponentProps['loaderData'], t) => [
  { name: t(mediaTypeLabels[item.type].plural), path: `/media?type=${item.type}` },
  { name: item.title, path: mediaItemPath(item) },
]);

/** What the item is, for search engines: an article, a gallery of photos, or a published video. */
function itemJsonLd(item: MediaItem, origin: string, url: string, site: string) {
  const organization = { '@type': 'Organization', name: site, url: origin, logo: `${origin}/og-image.png` };
  const image = `${origin}${item.coverUrl}`;
  switch (item.type) {
    case 'news':
    case 'press':
      return {
        '@type': 'NewsArticle',
        headline: item.title,
        description: item.summary,
        datePublished: item.publishedAt,
        image: [image],
        mainEntityOfPage: url,
        author: organization,
        publisher: organization,
      };
    case 'gallery':
      return {
        '@type': 'ImageGallery',
        name: item.title,
        description: item.summary,
        datePublished: item.publishedAt,
        url,
        image: item.photos.map((photo) => ({
          '@type': 'ImageObject',
          contentUrl: `${origin}${photo.url}`,
          caption: photo.caption,
        })),
      };
    case 'video':
      return item.video?.url
        ? {
            '@type': 'VideoObject',
            name: item.title,
            description: item.summary,
            uploadDate: item.publishedAt,
            thumbnailUrl: [`${origin}${item.video.posterUrl}`],
            contentUrl: new URL(item.video.url, origin).toString(),
          }
        : null;
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ root, t, site }, loaderData) => {
    const { item } = loaderData;
    const path = mediaItemPath(item);
    const url = `${root.origin}${localePath(root.locale, path)}`;
    const described = itemJsonLd(item, root.origin, url, site);
    return {
      title: t('eventsMediaPageTitle', { page: item.title, site }),
      description: truncate(item.summary, META_DESCRIPTION_LENGTH),
      path,
      image: item.coverUrl,
      jsonLd: [...(described ? [described] : [])],
    };
  });
}

export default function MediaItemPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  const { item } = loaderData;

  return (
    <div className="container section media-item" data-testid="media-item" data-type={item.type}>
      <RouteStyles name="media" sheet={mediaCss} />
      <Breadcrumbs />
      <article className="media-item__article">
        <header className="media-item__header">
          <p className="media-item__meta">
            <span className={`listing-tag media-kind--${item.type}`}>{t(mediaTypeLabels[item.type].singular)}</span>
            <span>
              <span className="visually-hidden">{t('mediaPublishedOn')} </span>
              <time dateTime={item.publishedAt}>{formatDay(item.publishedAt, locale, timeZone)}</time>
              <span className="media-item__hijri">{formatHijriDay(item.publishedAt, locale, timeZone)}</span>
            </span>
          </p>
          <h1 className="media-item__title">{item.title}</h1>
          <p className="media-item__summary">{item.summary}</p>
        </header>

        {item.type === 'gallery' ? (
          <Gallery title={item.title} photos={item.photos} />
        ) : item.type === 'video' ? (
          <VideoPlayer item={item} />
        ) : (
          <UploadedImage src={item.coverUrl} alt="" spot="mediaCover" priority className="listing-cover" />
        )}

        <Paragraphs text={item.body} className="media-item__body" />
      </article>

      {item.related.length ? (
        <TitledSection className="media-item__related" headingId="media-related" title={t('mediaRelated')}>
          <ul className="media-list media-list--related">
            {item.related.map((related) => (
              <MediaCard key={related.id} item={related} headingLevel={3} />
            ))}
          </ul>
        </TitledSection>
      ) : null}
    </div>
  );
}

/**
 * A video with its poster and captions in each language they exist in. A video not published yet
 * (no file) shows its poster and says so, rather than a player that cannot play.
 */
function VideoPlayer({ item }: { item: MediaItem }) {
  const { t, locale } = useI18n();
  const { video } = item;
  if (!video) return null;
  if (!video.url) {
    return (
      <figure className="video video--soon" data-testid="video-soon">
        <UploadedImage
          src={video.posterUrl}
          alt={t('videoPosterAlt', { title: item.title })}
          spot="mediaCover"
          priority
          className="listing-cover video__poster"
        />
        <figcaption className="video__note">{t('videoComingSoon')}</figcaption>
      </figure>
    );
  }
  const languages = video.captions?.languages ?? [];
  const languageName = (language: 'ar' | 'en') =>
    t(language === 'ar' ? 'videoCaptionsLanguage_ar' : 'videoCaptionsLanguage_en');
  return (
    <figure className="video" data-testid="video">
      {/* biome-ignore lint/a11y/useMediaCaption: the captions are the tracks below, one per language */}
      <video
        controls
        poster={video.posterUrl}
        preload="none"
        width={1200}
        height={675}
        className="listing-cover video__player"
      >
        <source src={video.url} type={videoTypeOf(video.url)} />
        {(video.captions?.tracks ?? []).map((track) => (
          <track
            key={track.language}
            kind="captions"
            src={track.url}
            srcLang={track.language}
            label={languageName(track.language)}
            default={track.language === locale}
          />
        ))}
        <p>
          {t('videoUnsupported')} <a href={video.url}>{item.title}</a>
        </p>
      </video>
      {languages.length ? (
        <figcaption className="video__note">
          {t('videoCaptionsAvailable', { languages: languages.map(languageName).join(t('videoLanguagesJoin')) })}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** The file's type from its name, so a browser skips a source it cannot play without fetching it. */
function videoTypeOf(url: string): string | undefined {
  const extension = url.slice(url.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'mp4' ? 'video/mp4' : extension === 'webm' ? 'video/webm' : undefined;
}
