import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.ts';
import { IdSchema } from './params.ts';

export const mediaTypes = ['news', 'gallery', 'video', 'press'] as const;
export const MediaTypeSchema = z.enum(mediaTypes);
export type MediaType = z.infer<typeof MediaTypeSchema>;

/** GET /media: every type, or one; newest first. */
export const MediaListQuerySchema = PageQuerySchema.extend({ type: MediaTypeSchema.optional() });
export type MediaListQuery = z.input<typeof MediaListQuerySchema>;

/** /media/{type}/{id}: an id under another type is not found. */
export const MediaParamsSchema = z.object({ type: MediaTypeSchema, id: IdSchema });

const mediaCard = z.object({
  id: z.number().int(),
  type: MediaTypeSchema,
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  publishedAt: z.string(),
  photoCount: z.number().int().meta({ description: 'photos of a gallery; 0 for other types' }),
});

export const MediaSummarySchema = mediaCard.meta({ id: 'MediaSummary' });
export type MediaSummary = z.infer<typeof MediaSummarySchema>;
export const MediaPageSchema = pageOf(MediaSummarySchema);
export type MediaPage = z.infer<typeof MediaPageSchema>;

export const MediaPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  caption: z.string(),
  alt: z.string().meta({ description: 'the text alternative of the photo, in the language asked for' }),
});

/** GET /media/{type}/{id} */
export const MediaItemSchema = mediaCard
  .extend({
    body: z.string().meta({ description: 'paragraphs separated by a blank line' }),
    photos: z.array(MediaPhotoSchema).meta({ description: 'the photos of a gallery, in order; empty otherwise' }),
    video: z
      .object({
        url: z.string().nullable().meta({ description: 'the video file or stream; null while not published' }),
        posterUrl: z.string(),
        captions: z
          .object({
            url: z.string().meta({ description: 'the first track (kept for older clients; use tracks)' }),
            format: z.literal('vtt'),
            languages: z.array(z.enum(['ar', 'en'])),
            tracks: z
              .array(z.object({ language: z.enum(['ar', 'en']), url: z.string() }))
              .meta({ description: 'one caption file per language' }),
          })
          .nullable(),
      })
      .nullable()
      .meta({ description: 'for videos only' }),
    related: z.array(MediaSummarySchema).meta({ description: 'other items of the same type, nearest in date' }),
  })
  .meta({ id: 'MediaItem' });
export type MediaItem = z.infer<typeof MediaItemSchema>;
export const MediaItemResponseSchema = z.object({ item: MediaItemSchema });
export type MediaItemResponse = z.infer<typeof MediaItemResponseSchema>;
