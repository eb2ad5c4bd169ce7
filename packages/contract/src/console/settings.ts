/**
 * The schemas of the console's settings calls (decision 061), by the names of ./settings-paths.ts; spread into
 * the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 */
export const settingsEndpoints = {} as const;
