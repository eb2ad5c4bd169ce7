import type { ConsolePage } from '../console-page.ts';

/** The console's people pages (decision 061), in the order of the navigation; admin-pages.ts joins every part's. */
export const peoplePages: readonly ConsolePage[] = [];
