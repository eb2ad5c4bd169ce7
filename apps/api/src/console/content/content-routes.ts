import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@forum/contract/account-rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalEndpoint, personalEndpoints, staffOf } from '../../http/endpoint.ts';
import { fileError } from '../../uploads/upload-routes.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { filteredCsvEndpoint } from '../list-csv.ts';
import { recordEndpoints, withDeps } from '../record-endpoints.ts';
import {
  branchCsvColumns,
  contactCsvColumns,
  enquiryCsvColumns,
  eventCsvColumns,
  faqCsvColumns,
  mediaCsvColumns,
  packageCsvColumns,
  pageCsvColumns,
  reviewCsvColumns,
  serviceCsvColumns,
} from './content-csv.ts';
import {
  addPhoto,
  answerContactMessage,
  branchRecords,
  captionPhoto,
  closeContactMessage,
  decideReview,
  deletePhoto,
  eventRecords,
  faqRecords,
  getContactMessage,
  getEnquiry,
  handleEnquiry,
  listBranches,
  listConsoleReviews,
  listContactMessages,
  listEnquiries,
  listEvents,
  listFaqs,
  listMedia,
  listPackages,
  listPages,
  listServices,
  mediaRecords,
  movePhoto,
  packageRecords,
  pageRecords,
  serviceRecords,
  storeContentPicture,
} from './content-service.ts';

const tags = ['console'];

/** The one file of a picture's multipart body (`file`), read whole; a body that cannot be read is the caller's fault. */
async function pictureFileOf(request: FastifyRequest): Promise<{ content: Buffer; name: string }> {
  if (!request.isMultipart()) throw fileError('required');
  let file: { content: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = { content: await part.toBuffer(), name: part.filename };
      } else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('fileTooLarge');
    request.log.info({ err: error }, 'malformed multipart picture');
    throw fileError('malformedUpload');
  }
  if (!file || file.content.length === 0) throw fileError('required');
  return file;
}

/**
 * The console's content calls (decisions 061, 065): the table's entries of packages/contract/src/console/content.ts.
 * Each entry's permission is checked before the body is read; the handler passes the staff member it was
 * checked for (`staffOf`) to one service function.
 */
export const contentConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  // ---------------------------------------------------------------- events
  recordEndpoints(app, tags, withDeps(deps, listEvents, eventRecords), [
    ['admin.events', 'Events: search, filter by period, sort, a page at a time'],
    ['admin.event', 'An event as its form edits it, in both languages'],
    ['admin.createEvent', 'Create an event: on the public site at once'],
    ['admin.updateEvent', 'Save an event (refused when changed since the form opened)'],
    ['admin.deleteEvent', 'Delete an event'],
  ]);

  // ---------------------------------------------------------------- pictures of records' forms
  for (const name of ['admin.eventPicture', 'admin.mediaPicture', 'admin.servicePicture'] as const) {
    personalEndpoint(
      app,
      name,
      { tags, summary: 'Upload a picture for a form (multipart `file`): kept in every width and format' },
      async (request) => storeContentPicture(deps, staffOf(request), await pictureFileOf(request)),
    );
  }

  // ---------------------------------------------------------------- media and their photos
  recordEndpoints(app, tags, withDeps(deps, listMedia, mediaRecords), [
    ['admin.media', 'Media items: search, filter by type, sort, a page at a time'],
    ['admin.mediaItem', 'A media item with its photos in their order'],
    ['admin.createMedia', 'Create a media item (news, gallery, video, press)'],
    ['admin.updateMedia', 'Save a media item (stale-checked)'],
    ['admin.deleteMedia', 'Delete a media item and its photos'],
  ]);
  personalEndpoints(app, tags, {
    'admin.addPhoto': [
      "Add a photo to a gallery's end, captioned in both languages",
      async (request) => addPhoto(deps, staffOf(request), request.params.id, request.body),
    ],
    'admin.updatePhoto': [
      "Change a photo's captions",
      async (request) => captionPhoto(deps, staffOf(request), request.params.id, request.params.photoId, request.body),
    ],
    'admin.movePhoto': [
      'Move a photo one place up or down its gallery',
      async (request) =>
        movePhoto(deps, staffOf(request), request.params.id, request.params.photoId, request.body.direction),
    ],
    'admin.deletePhoto': [
      'Remove a photo from its gallery',
      async (request) => deletePhoto(deps, staffOf(request), request.params.id, request.params.photoId),
    ],
  });

  // ---------------------------------------------------------------- sponsorship
  recordEndpoints(app, tags, withDeps(deps, listPackages, packageRecords), [
    ['admin.packages', 'Sponsorship packages'],
    ['admin.package', 'A sponsorship package as its form edits it'],
    ['admin.createPackage', 'Create a sponsorship package'],
    ['admin.updatePackage', 'Save a sponsorship package (stale-checked)'],
    ['admin.deletePackage', 'Delete a sponsorship package (its enquiries keep no package)'],
  ]);
  personalEndpoints(app, tags, {
    'admin.enquiries': [
      'Sponsorship enquiries: open or handled, by package',
      async (request) => listEnquiries(deps, request.query, request.locale),
    ],
    'admin.enquiry': ['A sponsorship enquiry', async (request) => getEnquiry(deps, request.params.id, request.locale)],
    'admin.handleEnquiry': [
      'Mark a sponsorship enquiry as handled',
      async (request) => handleEnquiry(deps, staffOf(request), request.params.id, request.locale),
    ],
  });

  // ---------------------------------------------------------------- pages, FAQ, services, branches
  recordEndpoints(app, tags, withDeps(deps, listPages, pageRecords), [
    ['admin.pages', 'Information pages (the community page among them)'],
    ['admin.page', 'A page as its form edits it'],
    ['admin.createPage', 'Create a page at its own address'],
    ['admin.updatePage', 'Save a page (stale-checked)'],
    ['admin.deletePage', 'Delete a page'],
  ]);
  recordEndpoints(app, tags, withDeps(deps, listFaqs, faqRecords), [
    ['admin.faqs', 'Questions of the FAQ, in their order'],
    ['admin.faq', 'A question as its form edits it'],
    ['admin.createFaq', 'Add a question to the FAQ'],
    ['admin.updateFaq', 'Save a question (stale-checked)'],
    ['admin.deleteFaq', 'Delete a question'],
  ]);
  recordEndpoints(app, tags, withDeps(deps, listServices, serviceRecords), [
    ['admin.services', 'Services, in their order'],
    ['admin.service', 'A service as its form edits it'],
    ['admin.createService', 'Create a service'],
    ['admin.updateService', 'Save a service (stale-checked)'],
    ['admin.deleteService', 'Delete a service'],
  ]);
  recordEndpoints(app, tags, withDeps(deps, listBranches, branchRecords), [
    ['admin.branches', 'Branches'],
    ['admin.branch', 'A branch as its form edits it'],
    ['admin.createBranch', 'Create a branch'],
    ['admin.updateBranch', 'Save a branch (stale-checked)'],
    ['admin.deleteBranch', 'Delete a branch'],
  ]);

  // ---------------------------------------------------------------- contact messages
  personalEndpoints(app, tags, {
    'admin.contactMessages': [
      'Contact messages: open, answered or closed',
      async (request) => listContactMessages(deps, request.query),
    ],
    'admin.contactMessage': ['A contact message', async (request) => getContactMessage(deps, request.params.id)],
    'admin.answerContactMessage': [
      "Answer a contact message by email, in the sender's language, with the staff's words",
      async (request) => answerContactMessage(deps, staffOf(request), request.params.id, request.body),
    ],
    'admin.closeContactMessage': [
      'Close a contact message',
      async (request) => closeContactMessage(deps, staffOf(request), request.params.id),
    ],
  });

  // ---------------------------------------------------------------- reviews
  personalEndpoints(app, tags, {
    'admin.reviews': [
      'Reviews: held for moderation, published or rejected',
      async (request) => listConsoleReviews(deps, request.query, request.locale),
    ],
    'admin.publishReview': [
      'Publish a review: it shows on its product at once',
      async (request) => decideReview(deps, staffOf(request), request.params.id, 'published', request.locale),
    ],
    'admin.rejectReview': [
      'Reject a review: it never shows',
      async (request) => decideReview(deps, staffOf(request), request.params.id, 'rejected', request.locale),
    ],
  });

  // ---------------------------------------------------------------- the lists' CSV files (issue 33)
  // each reads its list's own page function: the same filtered rows, in the same order, a batch at a time
  filteredCsvEndpoint(app, 'admin.eventsCsv', 'events', eventCsvColumns, (query) => listEvents(deps, query));
  filteredCsvEndpoint(app, 'admin.mediaCsv', 'media items', mediaCsvColumns, (query) => listMedia(deps, query));
  filteredCsvEndpoint(app, 'admin.packagesCsv', 'sponsorship packages', packageCsvColumns, (query) =>
    listPackages(deps, query),
  );
  filteredCsvEndpoint(app, 'admin.enquiriesCsv', 'sponsorship enquiries', enquiryCsvColumns, (query, request) =>
    listEnquiries(deps, query, request.locale),
  );
  filteredCsvEndpoint(app, 'admin.pagesCsv', 'pages', pageCsvColumns, (query) => listPages(deps, query));
  filteredCsvEndpoint(app, 'admin.faqsCsv', 'questions of the FAQ', faqCsvColumns, (query) => listFaqs(deps, query));
  filteredCsvEndpoint(app, 'admin.servicesCsv', 'services', serviceCsvColumns, (query) => listServices(deps, query));
  filteredCsvEndpoint(app, 'admin.branchesCsv', 'branches', branchCsvColumns, (query) => listBranches(deps, query));
  filteredCsvEndpoint(app, 'admin.contactMessagesCsv', 'contact messages', contactCsvColumns, (query) =>
    listContactMessages(deps, query),
  );
  filteredCsvEndpoint(app, 'admin.reviewsCsv', 'reviews', reviewCsvColumns, (query, request) =>
    listConsoleReviews(deps, query, request.locale),
  );
};
