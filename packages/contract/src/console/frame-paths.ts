/**
 * The console's frame calls (decision 061): name → 'METHOD /admin/...'. Zod-free like endpoint-paths.ts,
 * which spreads this table into the one table of every endpoint; their schemas are in ./frame.ts.
 */
export const framePaths = {
  'admin.dashboard': 'GET /admin/dashboard',
  // saved views and the audit log
  'admin.savedViews': 'GET /admin/saved-views',
  'admin.createSavedView': 'POST /admin/saved-views',
  'admin.deleteSavedView': 'DELETE /admin/saved-views/{id}',
  'admin.audit': 'GET /admin/audit',
  'admin.auditCsv': 'GET /admin/audit.csv',
} as const;
