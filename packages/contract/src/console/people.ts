/**
 * The schemas of the console's people calls (decision 061), by the names of ./people-paths.ts; spread into
 * the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 */
export const peopleEndpoints = {} as const;
