import type { AuditEntry, AuditListQuery } from '@forum/contract/console/audit';
import type { Locale } from '@forum/contract/locale';
import { staffPermissions } from '@forum/contract/permissions';
import { requireAccess } from '../../auth/access.ts';
import type { Session } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { translate } from '../../i18n/messages.ts';
import type { CsvColumn } from '../csv.ts';
import { batchesOf } from '../list.ts';
import { type AuditRow, auditPage, auditRows } from './audit-queries.ts';

const reader = { as: 'staff', permission: staffPermissions.audit } as const;

function entryOf(row: AuditRow): AuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * A page of the audit log (decision 062), for staff who may read it. There is no call that changes or
 * removes an entry: the log is written only by `recordAudit`, inside the change's own transaction.
 */
export async function listAudit(db: Db, session: Session | null, query: AuditListQuery) {
  requireAccess(session, reader);
  const page = await auditPage(db, query);
  return { items: page.items.map(entryOf), pagination: page.pagination };
}

/** The CSV's columns, headed in the caller's language; `cols` (the list's chosen columns) keeps some, in order. */
export function auditCsvColumns(locale: Locale, cols: string | undefined): CsvColumn<AuditRow>[] {
  const all: CsvColumn<AuditRow>[] = [
    { key: 'createdAt', heading: translate(locale, 'auditCsvWhen'), value: (row) => row.createdAt },
    { key: 'actor', heading: translate(locale, 'auditCsvWho'), value: (row) => row.actorEmail },
    { key: 'entity', heading: translate(locale, 'auditCsvEntity'), value: (row) => row.entity },
    { key: 'entityId', heading: translate(locale, 'auditCsvEntityId'), value: (row) => row.entityId },
    { key: 'action', heading: translate(locale, 'auditCsvAction'), value: (row) => row.action },
    { key: 'before', heading: translate(locale, 'auditCsvBefore'), value: (row) => row.before },
    { key: 'after', heading: translate(locale, 'auditCsvAfter'), value: (row) => row.after },
  ];
  const chosen = cols?.split(',').filter(Boolean) ?? [];
  const kept = all.filter((column) => chosen.includes(column.key));
  return kept.length ? kept : all;
}

/** Every filtered entry of the log, in batches, for the CSV export (never all of them in memory). */
export function auditBatches(db: Db, session: Session | null, query: Omit<AuditListQuery, 'page' | 'perPage'>) {
  requireAccess(session, reader);
  return batchesOf(auditRows(db, query));
}
