import type { SavedView, SavedViewBody, SavedViews } from '@forum/contract/console/saved-views';
import { staffPermissions } from '@forum/contract/permissions';
import { requireAccess } from '../../auth/access.ts';
import type { Session } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { deleteOwnView, upsertView, viewsOf } from './saved-views-queries.ts';

const staff = { as: 'staff', permission: staffPermissions.dashboard } as const;

/**
 * Saved views (decision 062): a name for a list's query string, kept per staff member, optionally shared
 * with the team. They are the staff member's own preferences, not a change to the site: not audited.
 */
export async function listSavedViews(db: Db, session: Session | null, list: string): Promise<SavedViews> {
  const user = requireAccess(session, staff);
  return { items: await viewsOf(db, user.id, list) };
}

/** The page number is left out of a view: a view opens on its first page. */
function withoutPage(query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  params.delete('page');
  return params.toString();
}

export async function saveView(db: Db, session: Session | null, body: SavedViewBody): Promise<SavedView> {
  const user = requireAccess(session, staff);
  const row = await upsertView(db, { ownerId: user.id, ...body, query: withoutPage(body.query) });
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    query: row.query,
    shared: row.shared,
    mine: true,
    ownerEmail: user.email ?? '',
  };
}

/** Deletes one of the staff member's own views; answers what remains of that list's views. */
export async function removeView(db: Db, session: Session | null, id: number): Promise<SavedViews> {
  const user = requireAccess(session, staff);
  const removed = await deleteOwnView(db, user.id, id);
  if (!removed) throw new AppError('notFound');
  return { items: await viewsOf(db, user.id, removed.list) };
}
