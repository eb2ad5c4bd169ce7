/**
 * The console's settings calls (decision 061): name → 'METHOD /admin/...'. Zod-free like endpoint-paths.ts,
 * which spreads this table into the one table of every endpoint; their schemas are in ./settings.ts.
 * Both need `settings.manage` (decision 066).
 */
export const settingsPaths = {
  'consoleSettings.get': 'GET /admin/settings',
  'consoleSettings.update': 'PUT /admin/settings',
  'consoleSettings.maintenance': 'PUT /admin/settings/maintenance',
} as const;
