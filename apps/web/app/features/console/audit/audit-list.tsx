import type { AuditEntry } from '@forum/contract/console/audit';
import { defineList } from '~/features/console/list/list-spec.ts';
import { AuditChanges, AuditWhen } from './audit-parts.tsx';

/** The audit log's list (decision 062): shared by its page's loader and its component. */
export const auditList = defineList<AuditEntry>({
  key: 'audit',
  rowId: (entry) => entry.id,
  exportEndpoint: 'admin.auditCsv',
  columns: [
    { key: 'createdAt', label: 'auditWhen', sortable: true, cell: (entry) => <AuditWhen iso={entry.createdAt} /> },
    { key: 'actor', label: 'auditWho', isCode: true, cell: (entry) => entry.actorEmail },
    { key: 'entity', label: 'auditEntity', sortable: true, isCode: true, cell: (entry) => entry.entity },
    { key: 'entityId', label: 'auditEntityId', isCode: true, cell: (entry) => entry.entityId },
    { key: 'action', label: 'auditAction', sortable: true, isCode: true, cell: (entry) => entry.action },
    { key: 'after', label: 'auditChanges', cell: (entry) => <AuditChanges entry={entry} /> },
  ],
  filters: [
    { name: 'entity', label: 'auditEntity', kind: 'text' },
    { name: 'entityId', label: 'auditEntityId', kind: 'text' },
    { name: 'actor', label: 'auditFilterActor', kind: 'number' },
    { name: 'from', label: 'auditFilterFrom', kind: 'date' },
    { name: 'to', label: 'auditFilterTo', kind: 'date' },
  ],
});
