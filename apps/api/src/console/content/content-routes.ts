import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@forum/contract/account-rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalEndpoint, staffOf } from '../../http/endpoint.ts';
import { fileError } from '../../uploads/upload-routes.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { listCsvEndpoint } from '../list-csv.ts';
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
  personalEndpoint(
    app,
    'admin.events',
    { tags, summary: 'Events: search, filter by period, sort, a page at a time' },
    async (request) => listEvents(deps, request.query),
  );
  personalEndpoint(
    app,
    'admin.event',
    { tags, summary: 'An event as its form edits it, in both languages' },
    async (request) => eventRecords.get(deps, request.params.id),
  );
  personalEndpoint(
    app,
    'admin.createEvent',
    { tags, summary: 'Create an event: on the public site at once' },
    async (request) => eventRecords.create(deps, staffOf(request), request.body),
  );
  personalEndpoint(
    app,
    'admin.updateEvent',
    { tags, summary: 'Save an event (refused when changed since the form opened)' },
    async (request) => eventRecords.update(deps, staffOf(request), request.params.id, request.body),
  );
  personalEndpoint(app, 'admin.deleteEvent', { tags, summary: 'Delete an event' }, async (request) =>
    eventRecords.remove(deps, staffOf(request), request.params.id),
  );

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
  personalEndpoint(
    app,
    'admin.media',
    { tags, summary: 'Media items: search, filter by type, sort, a page at a time' },
    async (request) => listMedia(deps, request.query),
  );
  personalEndpoint(
    app,
    'admin.mediaItem',
    { tags, summary: 'A media item with its photos in their order' },
    async (request) => mediaRecords.get(deps, request.params.id),
  );
  personalEndpoint(
    app,
    'admin.createMedia',
    { tags, summary: 'Create a media item (news, gallery, video, press)' },
    async (request) => mediaRecords.create(deps, staffOf(request), request.body),
  );
  personalEndpoint(app, 'admin.updateMedia', { tags, summary: 'Save a media item (stale-checked)' }, async (request) =>
    mediaRecords.update(deps, staffOf(request), request.params.id, request.body),
  );
  personalEndpoint(app, 'admin.deleteMedia', { tags, summary: 'Delete a media item and its photos' }, async (request) =>
    mediaRecords.remove(deps, staffOf(request), request.params.id),
  );
  personalEndpoint(
    app,
    'admin.addPhoto',
    { tags, summary: "Add a photo to a gallery's end, captioned in both languages" },
    async (request) => addPhoto(deps, staffOf(request), request.params.id, request.body),
  );
  personalEndpoint(app, 'admin.updatePhoto', { tags, summary: "Change a photo's captions" }, async (request) =>
    captionPhoto(deps, staffOf(request), request.params.id, request.params.photoId, request.body),
  );
  personalEndpoint(
    app,
    'admin.movePhoto',
    { tags, summary: 'Move a photo one place up or down its gallery' },
    async (request) =>
      movePhoto(deps, staffOf(request), request.params.id, request.params.photoId, request.body.direction),
  );
  personalEndpoint(app, 'admin.deletePhoto', { tags, summary: 'Remove a photo from its gallery' }, async (request) =>
    deletePhoto(deps, staffOf(request), request.params.id, request.params.photoId),
  );

  // ---------------------------------------------------------------- sponsorship
  personalEndpoint(app, 'admin.packages', { tags, summary: 'Sponsorship packages' }, async (request) =>
    listPackages(deps, request.query),
  );
  personalEndpoint(
    app,
    'admin.package',
    { tags, summary: 'A sponsorship package as its form edits it' },
    async (request) => packageRecords.get(deps, request.params.id),
  );
  personalEndpoint(app, 'admin.createPackage', { tags, summary: 'Create a sponsorship package' }, async (request) =>
    packageRecords.create(deps, staffOf(request), request.body),
  );
  personalEndpoint(
    app,
    'admin.updatePackage',
    { tags, summary: 'Save a sponsorship package (stale-checked)' },
    async (request) => packageRecords.update(deps, staffOf(request), request.params.id, request.body),
  );
  personalEndpoint(
    app,
    'admin.deletePackage',
    { tags, summary: 'Delete a sponsorship package (its enquiries keep no package)' },
    async (request) => packageRecords.remove(deps, staffOf(request), request.params.id),
  );
  personalEndpoint(
    app,
    'admin.enquiries',
    { tags, summary: 'Sponsorship enquiries: open or handled, by package' },
    async (request) => listEnquiries(deps, request.query, request.locale),
  );
  personalEndpoint(app, 'admin.enquiry', { tags, summary: 'A sponsorship enquiry' }, async (request) =>
    getEnquiry(deps, request.params.id, request.locale),
  );
  personalEndpoint(
    app,
    'admin.handleEnquiry',
    { tags, summary: 'Mark a sponsorship enquiry as handled' },
    async (request) => handleEnquiry(deps, staffOf(request), request.params.id, request.locale),
  );

  // ---------------------------------------------------------------- pages, FAQ, services, branches
  personalEndpoint(
    app,
    'admin.pages',
    { tags, summary: 'Information pages (the community page among them)' },
    async (request) => listPages(deps, request.query),
  );
  personalEndpoint(app, 'admin.page', { tags, summary: 'A page as its form edits it' }, async (request) =>
    pageRecords.get(deps, request.params.id),
  );
  personalEndpoint(app, 'admin.createPage', { tags, summary: 'Create a page at its own address' }, async (request) =>
    pageRecords.create(deps, staffOf(request), request.body),
  );
  personalEndpoint(app, 'admin.updatePage', { tags, summary: 'Save a page (stale-checked)' }, async (request) =>
    pageRecords.update(deps, staffOf(request), request.params.id, request.body),
  );
  personalEndpoint(app, 'admin.deletePage', { tags, summary: 'Delete a page' }, async (request) =>
    pageRecords.remove(deps, staffOf(request), request.params.id),
  );
  personalEndpoint(app, 'admin.faqs', { tags, summary: 'Questions of the FAQ, in their order' }, async (request) =>
    listFaqs(deps, request.query),
  );
  personalEndpoint(app, 'admin.faq', { tags, summary: 'A question as its form edits it' }, async (request) =>
    faqRecords.get(deps, request.params.id),
  );
  personalEndpoint(app, 'admin.createFaq', { tags, summary: 'Add a question to the FAQ' }, async (request) =>
    faqRecords.create(deps, staffOf(request), request.body),
  );
  personalEndpoint(app, 'admin.updateFaq', { tags, summary: 'Save a question (stale-checked)' }, async (request) =>
    faqRecords.update(deps, staffOf(request), request.params.id, request.body),
  );
  personalEndpoint(app, 'admin.deleteFaq', { tags, summary: 'Delete a question' }, async (request) =>
    faqRecords.remove(deps, staffOf(request), request.params.id),
  );
  personalEndpoint(app, 'admin.services', { tags, summary: 'Services, in their order' }, async (request) =>
    listServices(deps, request.query),
  );
  personalEndpoint(app, 'admin.service', { tags, summary: 'A service as its form edits it' }, async (request) =>
    serviceRecords.get(deps, request.params.id),
  );
  personalEndpoint(app, 'admin.createService', { tags, summary: 'Create a service' }, async (request) =>
    serviceRecords.create(deps, staffOf(request), request.body),
  );
  personalEndpoint(app, 'admin.updateService', { tags, summary: 'Save a service (stale-checked)' }, async (request) =>
    serviceRecords.update(deps, staffOf(request), request.params.id, request.body),
  );
  personalEndpoint(app, 'admin.deleteService', { tags, summary: 'Delete a service' }, async (request) =>
    serviceRecords.remove(deps, staffOf(request), request.params.id),
  );
  personalEndpoint(app, 'admin.branches', { tags, summary: 'Branches' }, async (request) =>
    listBranches(deps, request.query),
  );
  personalEndpoint(app, 'admin.branch', { tags, summary: 'A branch as its form edits it' }, async (request) =>
    branchRecords.get(deps, request.params.id),
  );
  personalEndpoint(app, 'admin.createBranch', { tags, summary: 'Create a branch' }, async (request) =>
    branchRecords.create(deps, staffOf(request), request.body),
  );
  personalEndpoint(app, 'admin.updateBranch', { tags, summary: 'Save a branch (stale-checked)' }, async (request) =>
    branchRecords.update(deps, staffOf(request), request.params.id, request.body),
  );
  personalEndpoint(app, 'admin.deleteBranch', { tags, summary: 'Delete a branch' }, async (request) =>
    branchRecords.remove(deps, staffOf(request), request.params.id),
  );

  // ---------------------------------------------------------------- contact messages
  personalEndpoint(
    app,
    'admin.contactMessages',
    { tags, summary: 'Contact messages: open, answered or closed' },
    async (request) => listContactMessages(deps, request.query),
  );
  personalEndpoint(app, 'admin.contactMessage', { tags, summary: 'A contact message' }, async (request) =>
    getContactMessage(deps, request.params.id),
  );
  personalEndpoint(
    app,
    'admin.answerContactMessage',
    { tags, summary: "Answer a contact message by email, in the sender's language, with the staff's words" },
    async (request) => answerContactMessage(deps, staffOf(request), request.params.id, request.body),
  );
  personalEndpoint(app, 'admin.closeContactMessage', { tags, summary: 'Close a contact message' }, async (request) =>
    closeContactMessage(deps, staffOf(request), request.params.id),
  );

  // ---------------------------------------------------------------- reviews
  personalEndpoint(
    app,
    'admin.reviews',
    { tags, summary: 'Reviews: held for moderation, published or rejected' },
    async (request) => listConsoleReviews(deps, request.query, request.locale),
  );
  personalEndpoint(
    app,
    'admin.publishReview',
    { tags, summary: 'Publish a review: it shows on its product at once' },
    async (request) => decideReview(deps, staffOf(request), request.params.id, 'published', request.locale),
  );
  personalEndpoint(app, 'admin.rejectReview', { tags, summary: 'Reject a review: it never shows' }, async (request) =>
    decideReview(deps, staffOf(request), request.params.id, 'rejected', request.locale),
  );

  // ---------------------------------------------------------------- the lists' CSV files (issue 33)
  // each reads its list's own page function: the same filtered rows, in the same order, a batch at a time
  const csv = (what: string) => `The filtered ${what} as CSV (streamed; formula cells escaped)`;
  listCsvEndpoint(app, 'admin.eventsCsv', {
    summary: csv('events'),
    columns: eventCsvColumns,
    page: (query) => listEvents(deps, query),
  });
  listCsvEndpoint(app, 'admin.mediaCsv', {
    summary: csv('media items'),
    columns: mediaCsvColumns,
    page: (query) => listMedia(deps, query),
  });
  listCsvEndpoint(app, 'admin.packagesCsv', {
    summary: csv('sponsorship packages'),
    columns: packageCsvColumns,
    page: (query) => listPackages(deps, query),
  });
  listCsvEndpoint(app, 'admin.enquiriesCsv', {
    summary: csv('sponsorship enquiries'),
    columns: enquiryCsvColumns,
    page: (query, request) => listEnquiries(deps, query, request.locale),
  });
  listCsvEndpoint(app, 'admin.pagesCsv', {
    summary: csv('pages'),
    columns: pageCsvColumns,
    page: (query) => listPages(deps, query),
  });
  listCsvEndpoint(app, 'admin.faqsCsv', {
    summary: csv('questions of the FAQ'),
    columns: faqCsvColumns,
    page: (query) => listFaqs(deps, query),
  });
  listCsvEndpoint(app, 'admin.servicesCsv', {
    summary: csv('services'),
    columns: serviceCsvColumns,
    page: (query) => listServices(deps, query),
  });
  listCsvEndpoint(app, 'admin.branchesCsv', {
    summary: csv('branches'),
    columns: branchCsvColumns,
    page: (query) => listBranches(deps, query),
  });
  listCsvEndpoint(app, 'admin.contactMessagesCsv', {
    summary: csv('contact messages'),
    columns: contactCsvColumns,
    page: (query) => listContactMessages(deps, query),
  });
  listCsvEndpoint(app, 'admin.reviewsCsv', {
    summary: csv('reviews'),
    columns: reviewCsvColumns,
    page: (query, request) => listConsoleReviews(deps, query, request.locale),
  });
};
