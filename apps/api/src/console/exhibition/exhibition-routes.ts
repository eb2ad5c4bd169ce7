import type { Locale } from '@forum/contract/locale';
import { type StaffPermission, staffPermissions } from '@forum/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Session } from '../../auth/sessions.ts';
import { endpoint, personalEndpoints } from '../../http/endpoint.ts';
import { sendPrivateFile } from '../../uploads/private-file.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { filteredCsvEndpoint } from '../list-csv.ts';
import { customsCsvColumns, exhibitorCsvColumns } from './exhibition-csv.ts';
import {
  createBooth,
  findCustomsLicence,
  getBooth,
  getCategories,
  getCustomsRecord,
  getExhibitorRecord,
  getHallPlan,
  getHalls,
  listCustomsForReview,
  listExhibitorsForReview,
  placeBooth,
  removeBooth,
  removeCategory,
  removeHall,
  reviewCustoms,
  reviewExhibitor,
  saveCategory,
  saveHall,
  updateBooth,
  updateExhibitor,
} from './exhibition-service.ts';

const tags = ['console: exhibition'];

/** The console's exhibition calls (decision 061): the table's entries of packages/contract/src/console/exhibition.ts. */
export const exhibitionConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  const { db, files } = deps;
  /** A company's record, read by the review and by its edit form, each under its own permission. */
  const exhibitorRecord =
    (permission: StaffPermission) =>
    async (request: { params: { id: number }; locale: Locale }, session: Session | null) =>
      getExhibitorRecord(db, session, request.params.id, request.locale, permission);

  // ------------------------------------------------------------ the review (decision 064)

  personalEndpoints(app, tags, {
    'consoleExhibition.exhibitors': [
      'Exhibitors for the review: filtered by status (waiting, published, rejected), searched, sorted',
      async (request, session) => listExhibitorsForReview(db, session, request.query, request.locale),
    ],
    'consoleExhibition.exhibitor': [
      "A company's record and its owner, for the review",
      exhibitorRecord(staffPermissions.exhibitorReview),
    ],
    'consoleExhibition.approveExhibitor': [
      'Approve a company: it is published in the directory and its owner emailed in their language',
      async (request, session) =>
        reviewExhibitor(deps, session, request.params.id, { action: 'approve' }, request.locale),
    ],
    'consoleExhibition.rejectExhibitor': [
      'Reject a waiting company with a message, emailed to its owner in their language',
      async (request, session) =>
        reviewExhibitor(deps, session, request.params.id, { action: 'reject', ...request.body }, request.locale),
    ],
    'consoleExhibition.customsAccounts': [
      'Customs-clearance accounts for the review of their licence, filtered by status',
      async (request, session) => listCustomsForReview(db, session, request.query),
    ],
    'consoleExhibition.customsAccount': [
      'A customs-clearance account and its licence, for the review',
      async (request, session) => getCustomsRecord(db, session, request.params.id),
    ],
  });

  endpoint(
    app,
    'consoleExhibition.customsLicence',
    { tags, summary: 'The licence file of a customs-clearance account (private: downloaded, never shown inline)' },
    async (request, reply) =>
      sendPrivateFile(reply, files, await findCustomsLicence(db, await request.getSession(), request.params.id)),
  );

  personalEndpoints(app, tags, {
    'consoleExhibition.approveCustoms': [
      'Approve a customs-clearance account; emailed in its language',
      async (request, session) => reviewCustoms(deps, session, request.params.id, { action: 'approve' }),
    ],
    'consoleExhibition.rejectCustoms': [
      'Reject a waiting customs-clearance account with a message, emailed in its language',
      async (request, session) =>
        reviewCustoms(deps, session, request.params.id, { action: 'reject', ...request.body }),
    ],

    // -------------------------------------------------------- the exhibition's records
    'consoleExhibition.exhibitorForm': [
      "A company's record in both languages, for its edit form",
      exhibitorRecord(staffPermissions.exhibition),
    ],
    'consoleExhibition.updateExhibitor': [
      "Change a company's record (both languages, category, country, links, logo); stale-checked",
      async (request, session) => updateExhibitor(deps, session, request.params.id, request.body, request.locale),
    ],
    'consoleExhibition.categories': [
      'The categories of exhibitors, with how many companies each holds',
      async (_request, session) => getCategories(db, session),
    ],
    'consoleExhibition.createCategory': [
      'Add a category of exhibitors',
      async (request, session) => saveCategory(deps, session, null, request.body),
    ],
    'consoleExhibition.updateCategory': [
      'Rename a category (both languages); stale-checked',
      async (request, session) => saveCategory(deps, session, request.params.id, request.body),
    ],
    'consoleExhibition.deleteCategory': [
      'Delete a category that no company belongs to',
      async (request, session) => removeCategory(deps, session, request.params.id),
    ],
    'consoleExhibition.halls': [
      'The exhibition halls with their outlines on the floor plan',
      async (request, session) => getHalls(db, session, request.locale),
    ],
    'consoleExhibition.createHall': [
      'Add a hall: its outline snapped to the grid, off the other halls',
      async (request, session) => saveHall(deps, session, null, request.body, request.locale),
    ],
    'consoleExhibition.updateHall': [
      'Change a hall: moving it moves its booths; resizing keeps every booth inside; stale-checked',
      async (request, session) => saveHall(deps, session, request.params.id, request.body, request.locale),
    ],
    'consoleExhibition.deleteHall': [
      'Delete a hall without booths',
      async (request, session) => removeHall(deps, session, request.params.id),
    ],
    'consoleExhibition.hallPlan': [
      "A hall's floor plan for the editor: its booths and the companies a booth may be given to",
      async (request, session) => getHallPlan(db, session, request.params.id, request.locale),
    ],
    'consoleExhibition.booth': [
      'A booth and the halls it may be placed in (the form of the plan without scripts)',
      async (request, session) => getBooth(db, session, request.params.id, request.locale),
    ],
    'consoleExhibition.createBooth': [
      'Add a booth to a hall: snapped to the grid, inside the hall, on no other booth',
      async (request, session) => createBooth(deps, session, request.body, request.locale),
    ],
    'consoleExhibition.updateBooth': [
      "Change a booth's code and the company that holds it (none: a free booth); stale-checked",
      async (request, session) => updateBooth(deps, session, request.params.id, request.body, request.locale),
    ],
    'consoleExhibition.placeBooth': [
      'Place, move or resize a booth: snapped to the grid, inside its hall, on no other booth (race-safe)',
      async (request, session) => placeBooth(deps, session, request.params.id, request.body, request.locale),
    ],
    'consoleExhibition.deleteBooth': [
      'Delete a booth',
      async (request, session) => removeBooth(deps, session, request.params.id),
    ],
  });

  // ------------------------------------------------------------ the review lists' CSV files (issue 33)
  // each reads its list's own page function: the same filtered rows, in the same order, a batch at a time
  filteredCsvEndpoint(
    app,
    'consoleExhibition.exhibitorsCsv',
    'exhibitors of the review',
    exhibitorCsvColumns,
    async (query, request) => listExhibitorsForReview(db, await request.getSession(), query, request.locale),
  );
  filteredCsvEndpoint(
    app,
    'consoleExhibition.customsAccountsCsv',
    'customs-clearance accounts',
    customsCsvColumns,
    async (query, request) => listCustomsForReview(db, await request.getSession(), query),
  );
};
