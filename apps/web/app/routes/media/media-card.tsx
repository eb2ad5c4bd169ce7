import type { MediaSummary, MediaType } from '@forum/contract/media';
import { Link } from 'react-router';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay } from '~/utils/dates.ts';

/** The name of a kind of media as a list of it ("Photo galleries") and as one item ("Photo gallery"). */
export const mediaTypeLabels: Record<MediaType, { plural: MessageKey; singular: MessageKey }> = {
  news: { plural: 'mediaType_news', singular: 'mediaKind_news' },
  gallery: { plural: 'mediaType_gallery', singular: 'mediaKind_gallery' },
  video: { plural: 'mediaType_video', singular: 'mediaKind_video' },
  press: { plural: 'mediaType_press', singular: 'mediaKind_press' },
};

// the kinds in the order of the tabs; the contract's own list lives beside its zod schema, kept out of the page
export const mediaTypeList = Object.keys(mediaTypeLabels) as MediaType[];

export const isMediaType = (value: string | null | undefined): value is MediaType =>
  mediaTypeList.includes(value as MediaType);

export const mediaItemPath = (item: Pick<MediaSummary, 'type' | 'id'>) => `/media/${item.type}/${item.id}`;

/** One item of the media centre in a list: cover, kind, title, date and summary; the title is the link. */
export function MediaCard({
  item,
  headingLevel = 2,
  isEager = false,
}: {
  item: MediaSummary;
  headingLevel?: 2 | 3;
  isEager?: boolean;
}) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={`media-card listing-card media-card--${item.type}`} data-testid="media-card" data-type={item.type}>
      <UploadedImage src={item.coverUrl} alt="" spot="mediaCard" priority={isEager} className="listing-card__image" />
      <div className="listing-card__body">
        <p className="media-card__meta">
          <span className={`listing-tag media-kind--${item.type}`}>{t(mediaTypeLabels[item.type].singular)}</span>
          <time dateTime={item.publishedAt}>{formatDay(item.publishedAt, locale, timeZone)}</time>
        </p>
        <Heading className="listing-card__title">
          <Link to={to(mediaItemPath(item))} className="listing-card__link card-link">
            {item.title}
          </Link>
        </Heading>
        <p className="media-card__summary">{item.summary}</p>
        {item.type === 'gallery' && item.photoCount > 0 ? (
          <p className="media-card__count">{t('mediaPhotoCount', { count: item.photoCount })}</p>
        ) : null}
      </div>
    </li>
  );
}
