/**
 * The schemas of the console's frame calls (decision 061), by the names of ./frame-paths.ts; spread into
 * the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 */
export const frameEndpoints = {} as const;
