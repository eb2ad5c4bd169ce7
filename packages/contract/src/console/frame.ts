import { IdParamsSchema } from '../params.ts';
import { staffPermissions } from '../permissions.ts';
import { AuditExportQuerySchema, AuditListQuerySchema, AuditListSchema } from './audit.ts';
import { SavedViewBodySchema, SavedViewListQuerySchema, SavedViewSchema, SavedViewsSchema } from './saved-views.ts';

/**
 * The schemas of the console's frame calls (decision 061), by the names of ./frame-paths.ts; spread into
 * the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 */
export const frameEndpoints = {
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
