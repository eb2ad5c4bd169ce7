import { z } from 'zod';
import { IdParamsSchema } from '../params.ts';
import { staffPermissions } from '../permissions.ts';
import { AuditExportQuerySchema, AuditListQuerySchema, AuditListSchema } from './audit.ts';
import { SavedViewBodySchema, SavedViewListQuerySchema, SavedViewSchema, SavedViewsSchema } from './saved-views.ts';

/** A count of the dashboard: a number, or null when the caller's group lacks the permission of its list. */
const CountSchema = z.number().int().min(0).nullable();

/**
 * GET /admin/dashboard: what needs attention now (docs/product/console.md). Each count is answered only
 * to a staff member whose group holds the permission of the list it leads to, else null (no card).
 */
export const DashboardSchema = z
  .object({
    counts: z.object({
      /** Exhibitors neither published nor rejected (exhibitorReview). */
      exhibitorsWaiting: CountSchema,
      /** Reviews held for moderation (reviews). */
      reviewsPending: CountSchema,
      /** Contact messages not closed (contact). */
      contactOpen: CountSchema,
      /** Sponsorship enquiries of the last 30 days (sponsorship): the table has no status. */
      sponsorshipRecent: CountSchema,
    }),
  })
  .meta({ id: 'ConsoleDashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;

/**
 * The schemas of the console's frame calls (decision 061), by the names of ./frame-paths.ts; spread into
 * the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 */
export const frameEndpoints = {
  'admin.dashboard': {
    answer: DashboardSchema,
    auth: 'account',
    permission: staffPermissions.dashboard,
    errors: ['forbidden'],
  },
  // saved views and the audit log (decision 062)
  'admin.savedViews': {
    query: SavedViewListQuerySchema,
    answer: SavedViewsSchema,
    auth: 'account',
    permission: staffPermissions.dashboard,
  },
  'admin.createSavedView': {
    body: SavedViewBodySchema,
    answer: SavedViewSchema,
    status: [201],
    auth: 'account',
    permission: staffPermissions.dashboard,
  },
  'admin.deleteSavedView': {
    params: IdParamsSchema,
    answer: SavedViewsSchema,
    auth: 'account',
    permission: staffPermissions.dashboard,
  },
  'admin.audit': {
    query: AuditListQuerySchema,
    answer: AuditListSchema,
    auth: 'account',
    permission: staffPermissions.audit,
  },
  'admin.auditCsv': {
    query: AuditExportQuerySchema,
    produces: 'text/csv',
    auth: 'account',
    permission: staffPermissions.audit,
  },
} as const;
