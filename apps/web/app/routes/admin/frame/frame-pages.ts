import type { ConsolePage } from '../console-page.ts';

/** The console's frame pages (decision 061), in the order of the navigation; admin-pages.ts joins every part's. */
export const framePages: readonly ConsolePage[] = [
  {
    path: '',
    file: 'routes/admin/frame/dashboard.tsx',
    permission: 'dashboard.view',
    nav: { label: 'consoleFrameNavDashboard' },
  },
  // the audit log and the CSV export of every list (decision 062)
  { path: 'audit', file: 'routes/admin/frame/audit.tsx', permission: 'audit.read', nav: { label: 'auditNav' } },
  { path: 'export/:name', file: 'routes/admin/frame/export.ts' },
];
