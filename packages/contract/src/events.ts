import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.ts';
import { CoordinatesSchema } from './settings.ts';

export const eventPeriods = ['upcoming', 'past'] as const;

/** GET /events: upcoming (not yet over, soonest first) or past (latest first). */
export const EventListQuerySchema = PageQuerySchema.extend({
  when: z.enum(eventPeriods).default('upcoming'),
});
export type EventListQuery = z.input<typeof EventListQuerySchema>;

const eventCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().meta({ description: 'the first paragraph of the description, cut to a card' }),
  startsAt: z.string().meta({ description: 'ISO 8601 instant (UTC); shown in Asia/Riyadh' }),
  endsAt: z.string(),
  status: z.enum(['upcoming', 'ongoing', 'past']),
  imageUrl: z.string(),
  location: z.object({ venue: z.string(), address: z.string(), coordinates: CoordinatesSchema }),
});

export const EventSummarySchema = eventCard.meta({ id: 'EventSummary' });
export type EventSummary = z.infer<typeof EventSummarySchema>;
export const EventPageSchema = pageOf(EventSummarySchema);
export type EventPage = z.infer<typeof EventPageSchema>;

/** GET /events/{id} */
export const EventSchema = eventCard
  .extend({
    description: z.string().meta({ description: 'paragraphs separated by a blank line' }),
    calendarUrl: z.string().meta({ description: 'the .ics file of the event, under /api' }),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof EventSchema>;
export const EventResponseSchema = z.object({ event: EventSchema });
export type EventResponse = z.infer<typeof EventResponseSchema>;

/** GET /events/{id}/calendar.ics: the language of the file, for a link that cannot send LOCALE-CODE. */
export const CalendarQuerySchema = z.object({ locale: z.enum(['ar', 'en']).optional() });
