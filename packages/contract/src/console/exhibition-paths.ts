/**
 * The console's exhibition calls (decision 061): name → 'METHOD /admin/...'. Zod-free like endpoint-paths.ts,
 * which spreads this table into the one table of every endpoint; their schemas are in ./exhibition.ts.
 */
export const exhibitionPaths = {} as const;
