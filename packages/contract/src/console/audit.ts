import { z } from 'zod';
import { consoleExportQuery, consoleListOf, consoleListQuery } from './list.ts';

/** A day as the audit log's filters take it (the forum's calendar day, YYYY-MM-DD). */
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/**
 * The audit log's list (decision 062): who (`actor`, a user id), what (`entity`, `entityId`) and when
 * (`from`, `to`: days, both ends included); newest first unless sorted otherwise.
 */
export const AuditListQuerySchema = consoleListQuery(['createdAt', 'entity', 'action'], {
  actor: z.coerce.number().int().min(1).optional(),
  entity: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-zA-Z][a-zA-Z0-9._-]*$/)
    .optional(),
  entityId: z.string().trim().max(40).optional(),
  from: Day,
  to: Day,
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const AuditExportQuerySchema = consoleExportQuery(AuditListQuerySchema);

/** One entry of the audit log: who did what to which record when, and the fields before and after. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = consoleListOf(AuditEntrySchema);
export type AuditList = z.infer<typeof AuditListSchema>;
