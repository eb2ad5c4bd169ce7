import type { AuditEntry } from '@forum/contract/console/audit';
import type { OpenRoute } from '~/features/route/open-route.server.ts';

/** How many of a record's latest changes its edit page shows; the audit log has the rest. */
const SHOWN = 5;

export type RecordHistoryData = { entity: string; entityId: string; entries: AuditEntry[]; total: number };

/**
 * A record's latest audit entries, for its edit page's `RecordHistory` (decision 062). A staff member
 * without the audit permission gets none (null): the history is then not shown, the page still opens.
 *
 *   history: await loadRecordHistory(route, 'session', id),
 */
export async function loadRecordHistory(
  route: OpenRoute,
  entity: string,
  entityId: string | number,
): Promise<RecordHistoryData | null> {
  const result = await route.api.call('admin.audit', {
    query: { entity, entityId: String(entityId), perPage: SHOWN, page: 1 },
  });
  if (!result.ok) return null;
  return { entity, entityId: String(entityId), entries: result.data.items, total: result.data.pagination.total };
}
