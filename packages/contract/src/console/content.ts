/**
 * The schemas of the console's content calls (decision 061), by the names of ./content-paths.ts; spread into
 * the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 */
export const contentEndpoints = {} as const;
