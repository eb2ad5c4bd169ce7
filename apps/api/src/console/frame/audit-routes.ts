import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalEndpoint, personalEndpoints } from '../../http/endpoint.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { listCsvEndpoint } from '../list-csv.ts';
import { auditCsvColumns, listAudit } from './audit-service.ts';
import { listSavedViews, removeView, saveView } from './saved-views-service.ts';

const tags = ['staff'];

/**
 * The audit log (read only: no call changes or removes an entry) and saved views (decision 062), under
 * /api/admin; registered by the frame's plugin.
 */
export const auditConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, { db }) => {
  personalEndpoint(
    app,
    'admin.audit',
    { tags, summary: 'The audit log: filtered, sorted, a page at a time' },
    async (request, session) => listAudit(db, session, request.query),
  );

  listCsvEndpoint(app, 'admin.auditCsv', {
    summary: 'The filtered audit log as CSV (streamed; formula-like cells escaped)',
    filename: 'audit-log.csv',
    columns: auditCsvColumns,
    page: async (query, request) => listAudit(db, await request.getSession(), query),
  });

  personalEndpoints(app, tags, {
    'admin.savedViews': [
      "A list's saved views: one's own and the team's shared",
      async (request, session) => listSavedViews(db, session, request.query.list),
    ],
    'admin.createSavedView': [
      "Save a list's query under a name (the same name replaces it)",
      async (request, session) => saveView(db, session, request.body),
    ],
    'admin.deleteSavedView': [
      'Delete one of your saved views',
      async (request, session) => removeView(db, session, request.params.id),
    ],
  });
};
