/**
 * The schemas of the console's programme calls (decision 061), by the names of ./programme-paths.ts; spread into
 * the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 */
export const programmeEndpoints = {} as const;
