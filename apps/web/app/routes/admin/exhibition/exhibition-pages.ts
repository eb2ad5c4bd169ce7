import { type ConsolePage, pagesOf } from '../console-page.ts';

const dir = 'routes/admin/exhibition';

/**
 * The console's exhibition pages (decision 061), in the order of the navigation; admin-pages.ts joins every
 * part's. The review (exhibitors, customs-clearance accounts) and the exhibition (categories, halls and their
 * floor plans, booths, companies' records), decision 064. The dashboard links to exhibitors?status=waiting.
 */
export const exhibitionPages: readonly ConsolePage[] = [
  ...pagesOf(dir, 'exhibitors.review', [
    { path: 'exhibitors', nav: 'exhibitionAdminNavExhibitors', record: 'exhibitor.tsx' },
    { path: 'customs-accounts', nav: 'exhibitionAdminNavCustoms', record: 'customs-account.tsx' },
  ]),
  ...pagesOf(dir, 'exhibition.manage', [
    { path: 'exhibition/halls', nav: 'exhibitionAdminNavHalls', record: 'hall-plan.tsx' },
    { path: 'exhibition/booths/:id', file: 'booth.tsx' },
    { path: 'exhibition/categories', nav: 'exhibitionAdminNavCategories' },
    { path: 'exhibition/exhibitors/:id', file: 'exhibitor-edit.tsx' },
  ]),
];
