import type { AuthUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** What a staff change did, for the audit log: the record, the action, its values before and after. */
export type AuditChange = {
  /** The kind of record, as the console names it: 'user', 'group', 'session', 'booth', 'setting' … */
  entity: string;
  entityId: string | number;
  /** What was done: 'create', 'update', 'delete', or the domain's word ('approve', 'disable', 'move' …). */
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two states of a record, each side keeping only those: an update's
 * entry says what changed, not the whole record. A create keeps `after`, a delete `before`.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

/**
 * Writes a staff change to the audit log (decision 061). Call it with the transaction that makes the
 * change, so that the change and its entry are kept or lost together:
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const [after] = await tx.update(users).set({ disabledAt: now }).where(eq(users.id, id)).returning();
 *   await recordAudit(tx, staff, { entity: 'user', entityId: id, action: 'disable', before, after });
 * });
 * ```
 *
 * An update that changed nothing writes nothing. Secrets never belong in `before`/`after`: pass the
 * fields a person may read (no password hash, no token).
 */
export async function recordAudit(tx: Db, actor: Pick<AuthUser, 'id' | 'email'>, change: AuditChange): Promise<void> {
  const { before, after } = changedFields(change.before, change.after);
  if (change.before && change.after && before && Object.keys(before).length === 0) return;
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email ?? '',
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    before,
    after,
  });
}
