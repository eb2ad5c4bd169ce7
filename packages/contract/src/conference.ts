import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.ts';
import { IdSchema, SearchTextSchema } from './params.ts';
import { contentLanguages, sessionTypes } from './programme.ts';

export type { ContentLanguage, SessionType } from './programme.ts';

/** A forum day as written in addresses: 2027-02-16 (in the forum's time zone); a real date, so 2027-13-99 is refused. */
export const DaySchema = z.iso.date();

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });
export const HallSchema = NamedSchema.meta({ id: 'ConferenceHall' });
export const TrackSchema = NamedSchema.extend({
  color: z.string().meta({ description: 'a CSS colour that marks the track' }),
}).meta({ id: 'Track' });
export type Track = z.infer<typeof TrackSchema>;

/** A person on a session card: enough to name them and link to their page. */
export const SessionSpeakerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  organization: z.string(),
  photoUrl: z.string(),
  role: z.enum(['speaker', 'moderator', 'host']),
});
export type SessionSpeaker = z.infer<typeof SessionSpeakerSchema>;

/**
 * GET /conference-sessions: one day, one hall, one track, one type, one language, words; any of them.
 * The whole programme fits on one page (perPage up to 100), which is how the agenda shows a day.
 */
export const SessionListQuerySchema = PageQuerySchema.extend({
  perPage: z.coerce.number().int().min(1).max(100).default(100),
  day: DaySchema.optional(),
  hall: IdSchema.optional(),
  track: IdSchema.optional(),
  type: z.enum(sessionTypes).optional(),
  language: z.enum(contentLanguages).optional(),
  q: SearchTextSchema.optional(),
});
export type SessionListQuery = z.input<typeof SessionListQuerySchema>;

const sessionCard = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(sessionTypes),
  language: z.enum(contentLanguages),
  startsAt: z.string().meta({ description: 'ISO 8601 instant (UTC); shown in the forum time zone' }),
  endsAt: z.string(),
  day: DaySchema.meta({ description: 'the forum day it belongs to, in the forum time zone' }),
  hall: HallSchema,
  track: TrackSchema,
  speakers: z.array(SessionSpeakerSchema),
  isFeatured: z.boolean(),
});

export const SessionSummarySchema = sessionCard.meta({ id: 'ConferenceSessionSummary' });
export type SessionSummary = z.infer<typeof SessionSummarySchema>;
export const SessionPageSchema = pageOf(SessionSummarySchema);
export type SessionPage = z.infer<typeof SessionPageSchema>;

/** GET /conference-sessions/{id} */
export const SessionSchema = sessionCard
  .extend({
    abstract: z.string().meta({ description: 'paragraphs separated by a blank line' }),
    calendarUrl: z.string().meta({ description: 'the .ics file of the session, under /api' }),
    related: z.array(SessionSummarySchema).meta({ description: 'other sessions of the same track' }),
  })
  .meta({ id: 'ConferenceSession' });
export type Session = z.infer<typeof SessionSchema>;
export const SessionResponseSchema = z.object({ session: SessionSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const SpeakerLinkSchema = z.object({ network: z.string(), url: z.string() });

/** GET /speakers?q= (featured first, then by name) */
export const SpeakerListQuerySchema = PageQuerySchema.extend({
  perPage: z.coerce.number().int().min(1).max(100).default(100),
  q: SearchTextSchema.optional(),
});

const speakerCard = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  organization: z.string(),
  photoUrl: z.string(),
  country: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
  isFeatured: z.boolean(),
});
export const SpeakerSummarySchema = speakerCard.meta({ id: 'SpeakerSummary' });
export type SpeakerSummary = z.infer<typeof SpeakerSummarySchema>;
export const SpeakerPageSchema = pageOf(SpeakerSummarySchema);
export type SpeakerPage = z.infer<typeof SpeakerPageSchema>;

/** GET /speakers/{id} */
export const SpeakerSchema = speakerCard
  .extend({
    bio: z.string().meta({ description: 'paragraphs separated by a blank line' }),
    links: z.array(SpeakerLinkSchema).meta({ description: 'absolute URLs (https:// prepended)' }),
    exhibitor: NamedSchema.nullable().meta({ description: 'the exhibiting company the speaker works for' }),
    sessions: z.array(SessionSummarySchema),
    workshops: z.array(z.object({ id: z.number().int(), title: z.string(), startsAt: z.string(), endsAt: z.string() })),
  })
  .meta({ id: 'Speaker' });
export type Speaker = z.infer<typeof SpeakerSchema>;
export const SpeakerResponseSchema = z.object({ speaker: SpeakerSchema });
export type SpeakerResponse = z.infer<typeof SpeakerResponseSchema>;

/** GET /conference: the programme at a glance, and what the agenda's filters offer. */
export const ConferenceSchema = z
  .object({
    timeZone: z.string(),
    days: z.array(z.object({ day: DaySchema, sessions: z.number().int() })),
    halls: z.array(HallSchema),
    tracks: z.array(TrackSchema.extend({ description: z.string(), sessions: z.number().int() })),
    types: z.array(z.enum(sessionTypes)),
    languages: z.array(z.enum(contentLanguages)),
    figures: z.object({
      sessions: z.number().int(),
      speakers: z.number().int(),
      workshops: z.number().int(),
      halls: z.number().int(),
      days: z.number().int(),
    }),
    featuredSessions: z.array(SessionSummarySchema),
    featuredSpeakers: z.array(SpeakerSummarySchema),
  })
  .meta({ id: 'Conference' });
export type Conference = z.infer<typeof ConferenceSchema>;
export const ConferenceResponseSchema = z.object({ conference: ConferenceSchema });
export type ConferenceResponse = z.infer<typeof ConferenceResponseSchema>;
