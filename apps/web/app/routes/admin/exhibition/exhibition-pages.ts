import type { ConsolePage } from '../console-page.ts';

/**
 * The console's exhibition pages (decision 061), in the order of the navigation; admin-pages.ts joins every
 * part's. The review (exhibitors, customs-clearance accounts) and the exhibition (categories, halls and their
 * floor plans, booths, companies' records), decision 064. The dashboard links to exhibitors?status=waiting.
 */
export const exhibitionPages: readonly ConsolePage[] = [
  {
    path: 'exhibitors',
    file: 'routes/admin/exhibition/exhibitors.tsx',
    permission: 'exhibitors.review',
    nav: { label: 'exhibitionAdminNavExhibitors' },
  },
  { path: 'exhibitors/:id', file: 'routes/admin/exhibition/exhibitor.tsx', permission: 'exhibitors.review' },
  {
    path: 'customs-accounts',
    file: 'routes/admin/exhibition/customs-accounts.tsx',
    permission: 'exhibitors.review',
    nav: { label: 'exhibitionAdminNavCustoms' },
  },
  {
    path: 'customs-accounts/:id',
    file: 'routes/admin/exhibition/customs-account.tsx',
    permission: 'exhibitors.review',
  },
  {
    path: 'exhibition/halls',
    file: 'routes/admin/exhibition/halls.tsx',
    permission: 'exhibition.manage',
    nav: { label: 'exhibitionAdminNavHalls' },
  },
  { path: 'exhibition/halls/:id', file: 'routes/admin/exhibition/hall-plan.tsx', permission: 'exhibition.manage' },
  { path: 'exhibition/booths/:id', file: 'routes/admin/exhibition/booth.tsx', permission: 'exhibition.manage' },
  {
    path: 'exhibition/categories',
    file: 'routes/admin/exhibition/categories.tsx',
    permission: 'exhibition.manage',
    nav: { label: 'exhibitionAdminNavCategories' },
  },
  {
    path: 'exhibition/exhibitors/:id',
    file: 'routes/admin/exhibition/exhibitor-edit.tsx',
    permission: 'exhibition.manage',
  },
];
