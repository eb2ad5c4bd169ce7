import type { AuditListQuery } from '@forum/contract/console/audit';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { listPage, orderOf, searchOf, sortKey } from '../list.ts';

const entryColumns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  action: auditLog.action,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};

export type AuditRow = {
  id: number;
  actorId: number | null;
  actorEmail: string;
  entity: string;
  entityId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
};

/**
 * The start of a day of the forum's calendar: the forum is in Asia/Riyadh, UTC+3 all year (no daylight
 * saving), so a staff member's "from 3 May" is 3 May 00:00 there, not in UTC.
 */
function forumDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+03:00`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
}

type AuditFilters = Omit<AuditListQuery, 'page' | 'perPage' | 'sort'>;

/**
 * The WHERE of the audit log's list and its export: search (who, what, which), person, record, days. Each
 * searched column has its trigram index (`audit_log_*_trgm_idx`, decision 062).
 */
function whereOf(query: AuditFilters): SQL | undefined {
  return and(
    searchOf(query.q, [auditLog.actorEmail, auditLog.entity, auditLog.entityId, auditLog.action]),
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.from ? gte(auditLog.createdAt, forumDayStart(query.from)) : undefined,
    // `to` includes its whole day
    query.to ? lt(auditLog.createdAt, forumDayStart(query.to, 1)) : undefined,
  );
}

/** The rows of the audit log's list (a page, or a batch of the export), in the list's order. */
export function auditRows(db: Db, query: AuditFilters & { sort?: string | undefined }) {
  const where = whereOf(query);
  // a searched log: its matches found by the trigram indexes, then sorted (sortKey, decision 062)
  const searched = Boolean(query.q?.trim());
  return (limit: number, offset: number): Promise<AuditRow[]> =>
    db
      .select(entryColumns)
      .from(auditLog)
      .where(where)
      .orderBy(
        ...orderOf(
          query.sort,
          { createdAt: auditLog.createdAt, entity: auditLog.entity, action: auditLog.action },
          // newest first, and within one transaction (one createdAt) the later entry first
          sql`${sortKey(auditLog.createdAt, searched)} desc, ${auditLog.id} desc`,
          auditLog.id,
          { searched },
        ),
      )
      .limit(limit)
      .offset(offset);
}

/** A page of the audit log, filtered and sorted on the server. */
export function auditPage(db: Db, query: AuditListQuery) {
  return listPage(query, {
    count: () => db.$count(auditLog, whereOf(query)),
    rows: auditRows(db, query),
  });
}
