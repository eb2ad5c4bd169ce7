import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@forum/contract/account-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { endpoint, staffOf } from '../../http/endpoint.ts';
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
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

const fileError = (messageKey: 'required' | 'fileTooLarge' | 'malformedUpload') =>
  new AppError('validation', {
    fields: [
      {
        key: 'file',
        messageKey,
        ...(messageKey === 'fileTooLarge' ? { params: { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 } } : {}),
      },
    ],
  });

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
  endpoint(
    app,
    'admin.events',
    { tags, summary: 'Events: search, filter by period, sort, a page at a time' },
    async (request, reply) => personal(reply).send({ data: await listEvents(deps, request.query) }),
  );
  endpoint(
    app,
    'admin.event',
    { tags, summary: 'An event as its form edits it, in both languages' },
    async (request, reply) => personal(reply).send({ data: await eventRecords.get(deps, request.params.id) }),
  );
  endpoint(
    app,
    'admin.createEvent',
    { tags, summary: 'Create an event: on the public site at once' },
    async (request, reply) =>
      personal(reply)
        .code(201)
        .send({ data: await eventRecords.create(deps, staffOf(request), request.body) }),
  );
  endpoint(
    app,
    'admin.updateEvent',
    { tags, summary: 'Save an event (refused when changed since the form opened)' },
    async (request, reply) =>
      personal(reply).send({
        data: await eventRecords.update(deps, staffOf(request), request.params.id, request.body),
      }),
  );
  endpoint(app, 'admin.deleteEvent', { tags, summary: 'Delete an event' }, async (request, reply) =>
    personal(reply).send({ data: await eventRecords.remove(deps, staffOf(request), request.params.id) }),
  );

  // ---------------------------------------------------------------- pictures of records' forms
  for (const name of ['admin.eventPicture', 'admin.mediaPicture', 'admin.servicePicture'] as const) {
    endpoint(
      app,
      name,
      { tags, summary: 'Upload a picture for a form (multipart `file`): kept in every width and format' },
      async (request, reply) => {
        const staff = staffOf(request);
        const file = await pictureFileOf(request);
        return personal(reply)
          .code(201)
          .send({ data: await storeContentPicture(deps, staff, file) });
      },
    );
  }

  // ---------------------------------------------------------------- media and their photos
  endpoint(
    app,
    'admin.media',
    { tags, summary: 'Media items: search, filter by type, sort, a page at a time' },
    async (request, reply) => personal(reply).send({ data: await listMedia(deps, request.query) }),
  );
  endpoint(
    app,
    'admin.mediaItem',
    { tags, summary: 'A media item with its photos in their order' },
    async (request, reply) => personal(reply).send({ data: await mediaRecords.get(deps, request.params.id) }),
  );
  endpoint(
    app,
    'admin.createMedia',
    { tags, summary: 'Create a media item (news, gallery, video, press)' },
    async (request, reply) =>
      personal(reply)
        .code(201)
        .send({ data: await mediaRecords.create(deps, staffOf(request), request.body) }),
  );
  endpoint(app, 'admin.updateMedia', { tags, summary: 'Save a media item (stale-checked)' }, async (request, reply) =>
    personal(reply).send({ data: await mediaRecords.update(deps, staffOf(request), request.params.id, request.body) }),
  );
  endpoint(app, 'admin.deleteMedia', { tags, summary: 'Delete a media item and its photos' }, async (request, reply) =>
    personal(reply).send({ data: await mediaRecords.remove(deps, staffOf(request), request.params.id) }),
  );
  endpoint(
    app,
    'admin.addPhoto',
    { tags, summary: "Add a photo to a gallery's end, captioned in both languages" },
    async (request, reply) =>
      personal(reply)
        .code(201)
        .send({ data: await addPhoto(deps, staffOf(request), request.params.id, request.body) }),
  );
  endpoint(app, 'admin.updatePhoto', { tags, summary: "Change a photo's captions" }, async (request, reply) =>
    personal(reply).send({
      data: await captionPhoto(deps, staffOf(request), request.params.id, request.params.photoId, request.body),
    }),
  );
  endpoint(
    app,
    'admin.movePhoto',
    { tags, summary: 'Move a photo one place up or down its gallery' },
    async (request, reply) =>
      personal(reply).send({
        data: await movePhoto(
          deps,
          staffOf(request),
          request.params.id,
          request.params.photoId,
          request.body.direction,
        ),
      }),
  );
  endpoint(app, 'admin.deletePhoto', { tags, summary: 'Remove a photo from its gallery' }, async (request, reply) =>
    personal(reply).send({
      data: await deletePhoto(deps, staffOf(request), request.params.id, request.params.photoId),
    }),
  );

  // ---------------------------------------------------------------- sponsorship
  endpoint(app, 'admin.packages', { tags, summary: 'Sponsorship packages' }, async (request, reply) =>
    personal(reply).send({ data: await listPackages(deps, request.query) }),
  );
  endpoint(
    app,
    'admin.package',
    { tags, summary: 'A sponsorship package as its form edits it' },
    async (request, reply) => personal(reply).send({ data: await packageRecords.get(deps, request.params.id) }),
  );
  endpoint(app, 'admin.createPackage', { tags, summary: 'Create a sponsorship package' }, async (request, reply) =>
    personal(reply)
      .code(201)
      .send({ data: await packageRecords.create(deps, staffOf(request), request.body) }),
  );
  endpoint(
    app,
    'admin.updatePackage',
    { tags, summary: 'Save a sponsorship package (stale-checked)' },
    async (request, reply) =>
      personal(reply).send({
        data: await packageRecords.update(deps, staffOf(request), request.params.id, request.body),
      }),
  );
  endpoint(
    app,
    'admin.deletePackage',
    { tags, summary: 'Delete a sponsorship package (its enquiries keep no package)' },
    async (request, reply) =>
      personal(reply).send({ data: await packageRecords.remove(deps, staffOf(request), request.params.id) }),
  );
  endpoint(
    app,
    'admin.enquiries',
    { tags, summary: 'Sponsorship enquiries: open or handled, by package' },
    async (request, reply) => personal(reply).send({ data: await listEnquiries(deps, request.query, request.locale) }),
  );
  endpoint(app, 'admin.enquiry', { tags, summary: 'A sponsorship enquiry' }, async (request, reply) =>
    personal(reply).send({ data: await getEnquiry(deps, request.params.id, request.locale) }),
  );
  endpoint(
    app,
    'admin.handleEnquiry',
    { tags, summary: 'Mark a sponsorship enquiry as handled' },
    async (request, reply) =>
      personal(reply).send({ data: await handleEnquiry(deps, staffOf(request), request.params.id, request.locale) }),
  );

  // ---------------------------------------------------------------- pages, FAQ, services, branches
  endpoint(
    app,
    'admin.pages',
    { tags, summary: 'Information pages (the community page among them)' },
    async (request, reply) => personal(reply).send({ data: await listPages(deps, request.query) }),
  );
  endpoint(app, 'admin.page', { tags, summary: 'A page as its form edits it' }, async (request, reply) =>
    personal(reply).send({ data: await pageRecords.get(deps, request.params.id) }),
  );
  endpoint(app, 'admin.createPage', { tags, summary: 'Create a page at its own address' }, async (request, reply) =>
    personal(reply)
      .code(201)
      .send({ data: await pageRecords.create(deps, staffOf(request), request.body) }),
  );
  endpoint(app, 'admin.updatePage', { tags, summary: 'Save a page (stale-checked)' }, async (request, reply) =>
    personal(reply).send({ data: await pageRecords.update(deps, staffOf(request), request.params.id, request.body) }),
  );
  endpoint(app, 'admin.deletePage', { tags, summary: 'Delete a page' }, async (request, reply) =>
    personal(reply).send({ data: await pageRecords.remove(deps, staffOf(request), request.params.id) }),
  );
  endpoint(app, 'admin.faqs', { tags, summary: 'Questions of the FAQ, in their order' }, async (request, reply) =>
    personal(reply).send({ data: await listFaqs(deps, request.query) }),
  );
  endpoint(app, 'admin.faq', { tags, summary: 'A question as its form edits it' }, async (request, reply) =>
    personal(reply).send({ data: await faqRecords.get(deps, request.params.id) }),
  );
  endpoint(app, 'admin.createFaq', { tags, summary: 'Add a question to the FAQ' }, async (request, reply) =>
    personal(reply)
      .code(201)
      .send({ data: await faqRecords.create(deps, staffOf(request), request.body) }),
  );
  endpoint(app, 'admin.updateFaq', { tags, summary: 'Save a question (stale-checked)' }, async (request, reply) =>
    personal(reply).send({ data: await faqRecords.update(deps, staffOf(request), request.params.id, request.body) }),
  );
  endpoint(app, 'admin.deleteFaq', { tags, summary: 'Delete a question' }, async (request, reply) =>
    personal(reply).send({ data: await faqRecords.remove(deps, staffOf(request), request.params.id) }),
  );
  endpoint(app, 'admin.services', { tags, summary: 'Services, in their order' }, async (request, reply) =>
    personal(reply).send({ data: await listServices(deps, request.query) }),
  );
  endpoint(app, 'admin.service', { tags, summary: 'A service as its form edits it' }, async (request, reply) =>
    personal(reply).send({ data: await serviceRecords.get(deps, request.params.id) }),
  );
  endpoint(app, 'admin.createService', { tags, summary: 'Create a service' }, async (request, reply) =>
    personal(reply)
      .code(201)
      .send({ data: await serviceRecords.create(deps, staffOf(request), request.body) }),
  );
  endpoint(app, 'admin.updateService', { tags, summary: 'Save a service (stale-checked)' }, async (request, reply) =>
    personal(reply).send({
      data: await serviceRecords.update(deps, staffOf(request), request.params.id, request.body),
    }),
  );
  endpoint(app, 'admin.deleteService', { tags, summary: 'Delete a service' }, async (request, reply) =>
    personal(reply).send({ data: await serviceRecords.remove(deps, staffOf(request), request.params.id) }),
  );
  endpoint(app, 'admin.branches', { tags, summary: 'Branches' }, async (request, reply) =>
    personal(reply).send({ data: await listBranches(deps, request.query) }),
  );
  endpoint(app, 'admin.branch', { tags, summary: 'A branch as its form edits it' }, async (request, reply) =>
    personal(reply).send({ data: await branchRecords.get(deps, request.params.id) }),
  );
  endpoint(app, 'admin.createBranch', { tags, summary: 'Create a branch' }, async (request, reply) =>
    personal(reply)
      .code(201)
      .send({ data: await branchRecords.create(deps, staffOf(request), request.body) }),
  );
  endpoint(app, 'admin.updateBranch', { tags, summary: 'Save a branch (stale-checked)' }, async (request, reply) =>
    personal(reply).send({ data: await branchRecords.update(deps, staffOf(request), request.params.id, request.body) }),
  );
  endpoint(app, 'admin.deleteBranch', { tags, summary: 'Delete a branch' }, async (request, reply) =>
    personal(reply).send({ data: await branchRecords.remove(deps, staffOf(request), request.params.id) }),
  );

  // ---------------------------------------------------------------- contact messages
  endpoint(
    app,
    'admin.contactMessages',
    { tags, summary: 'Contact messages: open, answered or closed' },
    async (request, reply) => personal(reply).send({ data: await listContactMessages(deps, request.query) }),
  );
  endpoint(app, 'admin.contactMessage', { tags, summary: 'A contact message' }, async (request, reply) =>
    personal(reply).send({ data: await getContactMessage(deps, request.params.id) }),
  );
  endpoint(
    app,
    'admin.answerContactMessage',
    { tags, summary: "Answer a contact message by email, in the sender's language, with the staff's words" },
    async (request, reply) =>
      personal(reply).send({
        data: await answerContactMessage(deps, staffOf(request), request.params.id, request.body),
      }),
  );
  endpoint(app, 'admin.closeContactMessage', { tags, summary: 'Close a contact message' }, async (request, reply) =>
    personal(reply).send({ data: await closeContactMessage(deps, staffOf(request), request.params.id) }),
  );

  // ---------------------------------------------------------------- reviews
  endpoint(
    app,
    'admin.reviews',
    { tags, summary: 'Reviews: held for moderation, published or rejected' },
    async (request, reply) =>
      personal(reply).send({ data: await listConsoleReviews(deps, request.query, request.locale) }),
  );
  endpoint(
    app,
    'admin.publishReview',
    { tags, summary: 'Publish a review: it shows on its product at once' },
    async (request, reply) =>
      personal(reply).send({
        data: await decideReview(deps, staffOf(request), request.params.id, 'published', request.locale),
      }),
  );
  endpoint(app, 'admin.rejectReview', { tags, summary: 'Reject a review: it never shows' }, async (request, reply) =>
    personal(reply).send({
      data: await decideReview(deps, staffOf(request), request.params.id, 'rejected', request.locale),
    }),
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
