import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedViews, users } from '../../db/schema.ts';

/** A staff member's views of a list and the ones colleagues share, theirs first, each group by name. */
export async function viewsOf(db: Db, ownerId: number, list: string) {
  const rows = await db
    .select({
      id: savedViews.id,
      ownerId: savedViews.ownerId,
      list: savedViews.list,
      name: savedViews.name,
      query: savedViews.query,
      shared: savedViews.shared,
      ownerEmail: users.email,
    })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(and(eq(savedViews.list, list), or(eq(savedViews.ownerId, ownerId), eq(savedViews.shared, true))))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  return rows
    .map(({ ownerId: owner, ownerEmail, ...view }) => ({
      ...view,
      mine: owner === ownerId,
      ownerEmail: ownerEmail ?? '',
    }))
    .sort((a, b) => Number(b.mine) - Number(a.mine));
}

/** Saves a view; the same name again on the same list replaces its query (one name, one view). */
export async function upsertView(
  db: Db,
  view: { ownerId: number; list: string; name: string; query: string; shared: boolean },
) {
  const [row] = await db
    .insert(savedViews)
    .values(view)
    .onConflictDoUpdate({
      target: [savedViews.ownerId, savedViews.list, savedViews.name],
      set: { query: view.query, shared: view.shared },
    })
    .returning();
  if (!row) throw new Error('no saved view');
  return row;
}

/** Deletes a view of its owner's; someone else's (even shared) is not found. */
export async function deleteOwnView(db: Db, ownerId: number, id: number) {
  const [row] = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, ownerId)))
    .returning({ list: savedViews.list });
  return row ?? null;
}
