import type { Locale } from '@forum/contract/locale';
import type { MediaItem, MediaListQuerySchema, MediaPage, MediaSummary, MediaType } from '@forum/contract/media';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import { paginationOf } from '../pagination.ts';
import { findMedia, listMedia, type MediaRow, photoCounts, photosOf, relatedMedia } from './media-queries.ts';

const RELATED_COUNT = 3;

export function presentMediaSummary(item: MediaRow, photoCount: number, locale: Locale): MediaSummary {
  return {
    id: item.id,
    type: item.type,
    title: pick(item.title, locale),
    summary: pick(item.summary, locale),
    coverUrl: item.coverUrl,
    publishedAt: item.publishedAt.toISOString(),
    photoCount,
  };
}

export async function getMediaPage(
  db: Db,
  query: z.output<typeof MediaListQuerySchema>,
  locale: Locale,
  now = new Date(),
): Promise<MediaPage> {
  const { rows, total } = await listMedia(db, query, query, now);
  const counts = await photoCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => presentMediaSummary(row, counts.get(row.id) ?? 0, locale)),
    pagination: paginationOf(query.page, query.perPage, total),
  };
}

/** One item at its own address: the same id under another type is not found. */
export async function getMediaItem(
  db: Db,
  type: MediaType,
  id: number,
  locale: Locale,
  now = new Date(),
): Promise<MediaItem> {
  const item = await findMedia(db, type, id, now);
  if (!item) throw new AppError('notFound');
  const [photos, related] = await Promise.all([photosOf(db, [item.id]), relatedMedia(db, item, RELATED_COUNT, now)]);
  const counts = await photoCounts(
    db,
    related.map((entry) => entry.id),
  );
  return {
    ...presentMediaSummary(item, photos.length, locale),
    body: pick(item.body, locale),
    photos: photos.map((photo) => {
      const caption = pick(photo.caption, locale);
      return { id: photo.id, url: photo.url, caption, alt: caption };
    }),
    video:
      item.type === 'video'
        ? {
            url: item.videoUrl,
            posterUrl: item.coverUrl,
            captions: item.captionsUrl ? captionsOf(item.captionsUrl) : null,
          }
        : null,
    related: related.map((entry) => presentMediaSummary(entry, counts.get(entry.id) ?? 0, locale)),
  };
}

const CAPTION_LANGUAGES = ['ar', 'en'] as const;

/**
 * The caption tracks of a video: an address with `{lang}` names one file per language (the demo
 * videos'); one without names a single file whose cues carry both languages, offered as both.
 */
export function captionsOf(url: string) {
  const tracks = CAPTION_LANGUAGES.map((language) => ({ language, url: url.replaceAll('{lang}', language) }));
  return { url: url.replaceAll('{lang}', 'ar'), format: 'vtt' as const, languages: [...CAPTION_LANGUAGES], tracks };
}
