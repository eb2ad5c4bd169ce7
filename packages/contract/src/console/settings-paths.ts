/**
 * The console's settings calls (decision 061): name → 'METHOD /admin/...'. Zod-free like endpoint-paths.ts,
 * which spreads this table into the one table of every endpoint; their schemas are in ./settings.ts.
 */
export const settingsPaths = {} as const;
