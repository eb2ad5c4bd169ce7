import type { Dashboard } from '@forum/contract/console/frame';
import { hasPermission, type StaffPermission, staffPermissions } from '@forum/contract/permissions';
import type { AuthUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import {
  countContactOpen,
  countExhibitorsWaiting,
  countReviewsPending,
  countSponsorshipSince,
} from './frame-queries.ts';

/** How far back the dashboard counts sponsorship enquiries (they have no status). */
export const SPONSORSHIP_RECENT_DAYS = 30;

/**
 * What needs attention now (decision 061): each count only for a staff member whose group holds the
 * permission of the list it leads to (null otherwise: the dashboard shows no card for it), so the
 * dashboard tells nobody what their group may not read.
 */
export async function dashboardOf(db: Db, staff: AuthUser, now = new Date()): Promise<Dashboard> {
  const holds = (permission: StaffPermission) =>
    hasPermission({ group: { permissions: staff.permissions } }, permission);
  const when = <T>(permission: StaffPermission, count: () => Promise<T>) =>
    holds(permission) ? count() : Promise.resolve(null);
  const since = new Date(now.getTime() - SPONSORSHIP_RECENT_DAYS * 24 * 60 * 60 * 1000);
  const [exhibitorsWaiting, reviewsPending, contactOpen, sponsorshipRecent] = await Promise.all([
    when(staffPermissions.exhibitorReview, () => countExhibitorsWaiting(db)),
    when(staffPermissions.reviews, () => countReviewsPending(db)),
    when(staffPermissions.contact, () => countContactOpen(db)),
    when(staffPermissions.sponsorship, () => countSponsorshipSince(db, since)),
  ]);
  return { counts: { exhibitorsWaiting, reviewsPending, contactOpen, sponsorshipRecent } };
}
