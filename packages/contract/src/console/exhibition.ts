/**
 * The schemas of the console's exhibition calls (decision 061), by the names of ./exhibition-paths.ts; spread into
 * the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 */
export const exhibitionEndpoints = {} as const;
