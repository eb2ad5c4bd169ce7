import type { ConsolePage } from '../console-page.ts';

// plain data (routes.ts reads it outside the app): the permission as its value, checked by ConsolePage's type
/** The console's settings pages (decisions 061, 066), in the order of the navigation; admin-pages.ts joins every part's. */
export const settingsPages: readonly ConsolePage[] = [
  {
    path: 'settings',
    file: 'routes/admin/settings/settings.tsx',
    permission: 'settings.manage',
    nav: { label: 'settingsNav' },
  },
];
