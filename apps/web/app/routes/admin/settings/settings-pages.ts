import type { ConsolePage } from '../console-page.ts';

/** The console's settings pages (decision 061), in the order of the navigation; admin-pages.ts joins every part's. */
export const settingsPages: readonly ConsolePage[] = [];
