/**
 * The console's frame calls (decision 061): name → 'METHOD /admin/...'. Zod-free like endpoint-paths.ts,
 * which spreads this table into the one table of every endpoint; their schemas are in ./frame.ts.
 */
export const framePaths = {
  'admin.dashboard': 'GET /admin/dashboard',
} as const;
