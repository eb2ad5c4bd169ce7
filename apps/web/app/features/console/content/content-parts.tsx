import type { MediaType } from '@forum/contract/media';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay, formatTime } from '~/utils/dates.ts';
import contentCss from './content.css?inline';

/** A link to a record's page in the console, under /admin, in the page's language. */
export function RecordLink({ path, children, testId }: { path: string; children: ReactNode; testId?: string }) {
  const to = useLocalePath();
  return (
    <Link to={to(`/admin/${path}`)} {...(testId ? { 'data-testid': testId } : {})}>
      {children}
    </Link>
  );
}

/** A moment in the forum's time zone, its time read left to right inside Arabic (decision 034). */
export function ContentWhen({ iso }: { iso: string | null }) {
  const { locale } = useI18n();
  const timeZone = useForumTimeZone();
  if (!iso) return null;
  return (
    <time dateTime={iso}>
      {formatDay(iso, locale, timeZone)} <bdi dir="ltr">{formatTime(iso, locale, timeZone)}</bdi>
    </time>
  );
}

/** A bilingual record's name in the page's language: the console lists read in the staff member's language. */
export function InLanguage({ ar, en }: { ar: string; en: string }) {
  const { locale } = useI18n();
  return <bdi>{locale === 'ar' ? ar || en : en || ar}</bdi>;
}

/** The content pages' own styles (decision 015: a route's styles written with the page). */
export function ContentStyles() {
  return <RouteStyles name="console-content" css={contentCss} />;
}

const mediaTypeLabels = {
  news: 'contentMediaNews',
  gallery: 'contentMediaGallery',
  video: 'contentMediaVideo',
  press: 'contentMediaPress',
} as const satisfies Record<MediaType, MessageKey>;

/** A media item's type in words. */
export function MediaTypeName({ type }: { type: MediaType }) {
  const { t } = useI18n();
  return <>{t(mediaTypeLabels[type])}</>;
}

export const mediaTypeOptions = (t: (key: MessageKey) => string) =>
  (Object.keys(mediaTypeLabels) as MediaType[]).map((type) => ({ value: type, label: t(mediaTypeLabels[type]) }));
