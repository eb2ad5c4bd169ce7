// Types of bench-bundle.mjs for the browser test that reads a page's script (e2e/tests/script-budget.test.ts).
export const SCRIPT_BUDGET_BYTES: number;
export type BundleChunk = {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, number>;
};
export function readBundleReport(buildDir: string): Map<string, BundleChunk>;
export function chunksOfPage(html: string, chunks: Map<string, BundleChunk>): string[];
export function groupOf(moduleId: string): string;
export function analysePage(
  html: string,
  chunks: Map<string, BundleChunk>,
  clientDir: string,
): {
  total: number;
  chunks: { file: string; bytes: number }[];
  groups: Record<string, number>;
  modules: Record<string, number>;
  moduleIds: string[];
};
export function measureBundles(options: {
  baseUrl: string;
  pages: string[];
  buildDir: string;
  log: (message: string) => void;
}): Promise<Record<string, Omit<ReturnType<typeof analysePage>, 'moduleIds'>>>;
export function bundleTable(bundles: Record<string, Omit<ReturnType<typeof analysePage>, 'moduleIds'>>): string;
export function bundleRows(
  bundles: Record<string, { total: number }> | undefined,
  helpers: { budgetRow: (...args: never[]) => unknown; formatBytes: (n: number) => string },
): unknown[];
