import { z } from 'zod';
import { DaySchema, HallSchema, SessionSpeakerSchema } from './conference.ts';
import { PageQuerySchema, pageOf } from './envelope.ts';
import { contentLanguages, workshopLevels } from './programme.ts';

export type { WorkshopLevel } from './programme.ts';

/** GET /workshops?day=&level=&language= (by start time; the demo programme fits on one page) */
export const WorkshopListQuerySchema = PageQuerySchema.extend({
  perPage: z.coerce.number().int().min(1).max(100).default(100),
  day: DaySchema.optional(),
  level: z.enum(workshopLevels).optional(),
  language: z.enum(contentLanguages).optional(),
});
export type WorkshopListQuery = z.input<typeof WorkshopListQuerySchema>;

const workshopCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().meta({ description: 'the first paragraph of the description, cut to a card' }),
  level: z.enum(workshopLevels),
  language: z.enum(contentLanguages),
  startsAt: z.string().meta({ description: 'ISO 8601 instant (UTC); shown in the forum time zone' }),
  endsAt: z.string(),
  day: DaySchema,
  hall: HallSchema,
  instructor: SessionSpeakerSchema.omit({ role: true }),
  imageUrl: z.string(),
  capacity: z.number().int(),
  seatsLeft: z.number().int().meta({ description: 'capacity minus confirmed registrations, never below 0' }),
  waitingList: z.number().int().meta({ description: 'how many wait for a seat' }),
  isOpen: z.boolean().meta({ description: 'registration and cancellation are possible until the workshop starts' }),
});

export const WorkshopSummarySchema = workshopCard.meta({ id: 'WorkshopSummary' });
export type WorkshopSummary = z.infer<typeof WorkshopSummarySchema>;
export const WorkshopPageSchema = pageOf(WorkshopSummarySchema);
export type WorkshopPage = z.infer<typeof WorkshopPageSchema>;

/** GET /workshops/{id} */
export const WorkshopSchema = workshopCard
  .extend({
    description: z.string().meta({ description: 'paragraphs separated by a blank line' }),
    calendarUrl: z.string().meta({ description: 'the .ics file of the workshop, under /api' }),
  })
  .meta({ id: 'Workshop' });
export type Workshop = z.infer<typeof WorkshopSchema>;
export const WorkshopResponseSchema = z.object({ workshop: WorkshopSchema });
export type WorkshopResponse = z.infer<typeof WorkshopResponseSchema>;

/** The current user's place in a workshop: a seat, or a place in the waiting list (1 = next). */
export const RegistrationSchema = z
  .object({
    workshopId: z.number().int(),
    status: z.enum(['registered', 'waitlisted']),
    position: z.number().int().nullable().meta({ description: 'place in the waiting list; null with a seat' }),
    registeredAt: z.string(),
  })
  .meta({ id: 'WorkshopRegistration' });
export type Registration = z.infer<typeof RegistrationSchema>;

/**
 * POST and DELETE /workshops/{id}/registration: the user's registration after the call (null once
 * cancelled) and the workshop with its seats as they now are.
 */
export const RegistrationResponseSchema = z.object({
  registration: RegistrationSchema.nullable(),
  workshop: WorkshopSummarySchema,
});
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

/** GET /workshops/registrations: the current user's workshops, seats and waiting places, by start time. */
export const MyWorkshopsResponseSchema = z.object({
  items: z.array(z.object({ registration: RegistrationSchema, workshop: WorkshopSummarySchema })),
});
export type MyWorkshopsResponse = z.infer<typeof MyWorkshopsResponseSchema>;
