import type { AuditEntry, AuditListQuery } from '@forum/contract/console/audit';
import { staffPermissions } from '@forum/contract/permissions';
import { requireAccess } from '../../auth/access.ts';
import type { Session } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import type { ListCsvColumn } from '../list-csv.ts';
import { type AuditRow, auditPage } from './audit-queries.ts';

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

/** The audit log's CSV columns (decision 070), by the list's column keys. */
export const auditCsvColumns: readonly ListCsvColumn<AuditEntry>[] = [
  { key: 'createdAt', heading: 'auditCsvWhen', value: (row) => row.createdAt },
  { key: 'actor', heading: 'auditCsvWho', value: (row) => row.actorEmail },
  { key: 'entity', heading: 'auditCsvEntity', value: (row) => row.entity },
  { key: 'entityId', heading: 'auditCsvEntityId', value: (row) => row.entityId },
  { key: 'action', heading: 'auditCsvAction', value: (row) => row.action },
  { key: 'before', heading: 'auditCsvBefore', value: (row) => row.before },
  { key: 'after', heading: 'auditCsvAfter', value: (row) => row.after },
];
