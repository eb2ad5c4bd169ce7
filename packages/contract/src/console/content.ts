import type { z } from 'zod';
import { IdParamsSchema } from '../params.ts';
import { staffPermissions } from '../permissions.ts';
import {
  ConsoleBranchBodySchema,
  ConsoleBranchListQuerySchema,
  ConsoleBranchListSchema,
  ConsoleBranchSchema,
  ConsoleContactAnswerBodySchema,
  ConsoleContactListQuerySchema,
  ConsoleContactListSchema,
  ConsoleContactSchema,
  ConsoleEnquiryListQuerySchema,
  ConsoleEnquiryListSchema,
  ConsoleEnquirySchema,
  ConsoleEventBodySchema,
  ConsoleEventListQuerySchema,
  ConsoleEventListSchema,
  ConsoleEventSchema,
  ConsoleFaqBodySchema,
  ConsoleFaqListQuerySchema,
  ConsoleFaqListSchema,
  ConsoleFaqSchema,
  ConsoleMediaBodySchema,
  ConsoleMediaItemSchema,
  ConsoleMediaListQuerySchema,
  ConsoleMediaListSchema,
  ConsolePackageBodySchema,
  ConsolePackageListQuerySchema,
  ConsolePackageListSchema,
  ConsolePackageSchema,
  ConsolePageBodySchema,
  ConsolePageListQuerySchema,
  ConsolePageListSchema,
  ConsolePageSchema,
  ConsolePhotoBodySchema,
  ConsolePhotoCaptionBodySchema,
  ConsolePhotoMoveBodySchema,
  ConsoleReviewListQuerySchema,
  ConsoleReviewListSchema,
  ConsoleReviewSchema,
  ConsoleServiceBodySchema,
  ConsoleServiceListQuerySchema,
  ConsoleServiceListSchema,
  ConsoleServiceSchema,
  ContentPictureSchema,
  DeletedSchema,
  MediaPhotoParamsSchema,
} from './content-schemas.ts';
import { consoleCsvOf } from './list.ts';

const account = 'account' as const;
const created = [201] as const;
const stale = ['staleEdit'] as const;

/**
 * The calls of a record the console lists, opens, creates, saves (stale-checked) and deletes, and its
 * list's CSV export.
 */
function recordCalls<Q extends z.ZodObject, B, R, L>(
  permission: (typeof staffPermissions)[keyof typeof staffPermissions],
  schemas: { query: Q; body: B; record: R; list: L },
) {
  return {
    list: { query: schemas.query, answer: schemas.list, auth: account, permission },
    get: { params: IdParamsSchema, answer: schemas.record, auth: account, permission },
    create: { body: schemas.body, answer: schemas.record, status: created, auth: account, permission },
    update: {
      params: IdParamsSchema,
      body: schemas.body,
      answer: schemas.record,
      auth: account,
      permission,
      errors: stale,
    },
    remove: { params: IdParamsSchema, answer: DeletedSchema, auth: account, permission },
    csv: consoleCsvOf({ query: schemas.query, auth: account, permission }),
  } as const;
}

const events = recordCalls(staffPermissions.events, {
  query: ConsoleEventListQuerySchema,
  body: ConsoleEventBodySchema,
  record: ConsoleEventSchema,
  list: ConsoleEventListSchema,
});
const media = recordCalls(staffPermissions.media, {
  query: ConsoleMediaListQuerySchema,
  body: ConsoleMediaBodySchema,
  record: ConsoleMediaItemSchema,
  list: ConsoleMediaListSchema,
});
const packages = recordCalls(staffPermissions.sponsorship, {
  query: ConsolePackageListQuerySchema,
  body: ConsolePackageBodySchema,
  record: ConsolePackageSchema,
  list: ConsolePackageListSchema,
});
const pages = recordCalls(staffPermissions.pages, {
  query: ConsolePageListQuerySchema,
  body: ConsolePageBodySchema,
  record: ConsolePageSchema,
  list: ConsolePageListSchema,
});
const faqs = recordCalls(staffPermissions.pages, {
  query: ConsoleFaqListQuerySchema,
  body: ConsoleFaqBodySchema,
  record: ConsoleFaqSchema,
  list: ConsoleFaqListSchema,
});
const services = recordCalls(staffPermissions.pages, {
  query: ConsoleServiceListQuerySchema,
  body: ConsoleServiceBodySchema,
  record: ConsoleServiceSchema,
  list: ConsoleServiceListSchema,
});
const branches = recordCalls(staffPermissions.pages, {
  query: ConsoleBranchListQuerySchema,
  body: ConsoleBranchBodySchema,
  record: ConsoleBranchSchema,
  list: ConsoleBranchListSchema,
});

/** A picture for a record's form (multipart `file`), kept as every public picture is (decision 047). */
const picture = (permission: (typeof staffPermissions)[keyof typeof staffPermissions]) =>
  ({ body: 'multipart', answer: ContentPictureSchema, status: created, auth: account, permission }) as const;

/**
 * The schemas of the console's content calls (decision 061, 065), by the names of ./content-paths.ts; spread
 * into the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 */
export const contentEndpoints = {
  'admin.events': events.list,
  'admin.eventsCsv': events.csv,
  'admin.event': events.get,
  'admin.createEvent': events.create,
  'admin.updateEvent': events.update,
  'admin.deleteEvent': events.remove,
  'admin.eventPicture': picture(staffPermissions.events),

  'admin.media': media.list,
  'admin.mediaCsv': media.csv,
  'admin.mediaItem': media.get,
  'admin.createMedia': media.create,
  'admin.updateMedia': media.update,
  'admin.deleteMedia': media.remove,
  'admin.mediaPicture': picture(staffPermissions.media),
  'admin.addPhoto': {
    params: IdParamsSchema,
    body: ConsolePhotoBodySchema,
    answer: ConsoleMediaItemSchema,
    status: created,
    auth: account,
    permission: staffPermissions.media,
  },
  'admin.updatePhoto': {
    params: MediaPhotoParamsSchema,
    body: ConsolePhotoCaptionBodySchema,
    answer: ConsoleMediaItemSchema,
    auth: account,
    permission: staffPermissions.media,
  },
  'admin.movePhoto': {
    params: MediaPhotoParamsSchema,
    body: ConsolePhotoMoveBodySchema,
    answer: ConsoleMediaItemSchema,
    auth: account,
    permission: staffPermissions.media,
  },
  'admin.deletePhoto': {
    params: MediaPhotoParamsSchema,
    answer: ConsoleMediaItemSchema,
    auth: account,
    permission: staffPermissions.media,
  },

  'admin.packages': packages.list,
  'admin.packagesCsv': packages.csv,
  'admin.package': packages.get,
  'admin.createPackage': packages.create,
  'admin.updatePackage': packages.update,
  'admin.deletePackage': packages.remove,
  'admin.enquiries': {
    query: ConsoleEnquiryListQuerySchema,
    answer: ConsoleEnquiryListSchema,
    auth: account,
    permission: staffPermissions.sponsorship,
  },
  'admin.enquiriesCsv': consoleCsvOf({
    query: ConsoleEnquiryListQuerySchema,
    auth: account,
    permission: staffPermissions.sponsorship,
  }),
  'admin.enquiry': {
    params: IdParamsSchema,
    answer: ConsoleEnquirySchema,
    auth: account,
    permission: staffPermissions.sponsorship,
  },
  'admin.handleEnquiry': {
    params: IdParamsSchema,
    answer: ConsoleEnquirySchema,
    auth: account,
    permission: staffPermissions.sponsorship,
  },

  'admin.pages': pages.list,
  'admin.pagesCsv': pages.csv,
  'admin.page': pages.get,
  'admin.createPage': pages.create,
  'admin.updatePage': pages.update,
  'admin.deletePage': pages.remove,
  'admin.faqs': faqs.list,
  'admin.faqsCsv': faqs.csv,
  'admin.faq': faqs.get,
  'admin.createFaq': faqs.create,
  'admin.updateFaq': faqs.update,
  'admin.deleteFaq': faqs.remove,
  'admin.services': services.list,
  'admin.servicesCsv': services.csv,
  'admin.service': services.get,
  'admin.createService': services.create,
  'admin.updateService': services.update,
  'admin.deleteService': services.remove,
  'admin.servicePicture': picture(staffPermissions.pages),
  'admin.branches': branches.list,
  'admin.branchesCsv': branches.csv,
  'admin.branch': branches.get,
  'admin.createBranch': branches.create,
  'admin.updateBranch': branches.update,
  'admin.deleteBranch': branches.remove,

  'admin.contactMessages': {
    query: ConsoleContactListQuerySchema,
    answer: ConsoleContactListSchema,
    auth: account,
    permission: staffPermissions.contact,
  },
  'admin.contactMessagesCsv': consoleCsvOf({
    query: ConsoleContactListQuerySchema,
    auth: account,
    permission: staffPermissions.contact,
  }),
  'admin.contactMessage': {
    params: IdParamsSchema,
    answer: ConsoleContactSchema,
    auth: account,
    permission: staffPermissions.contact,
  },
  'admin.answerContactMessage': {
    params: IdParamsSchema,
    body: ConsoleContactAnswerBodySchema,
    answer: ConsoleContactSchema,
    auth: account,
    permission: staffPermissions.contact,
    errors: stale,
  },
  'admin.closeContactMessage': {
    params: IdParamsSchema,
    answer: ConsoleContactSchema,
    auth: account,
    permission: staffPermissions.contact,
  },

  'admin.reviews': {
    query: ConsoleReviewListQuerySchema,
    answer: ConsoleReviewListSchema,
    auth: account,
    permission: staffPermissions.reviews,
  },
  'admin.reviewsCsv': consoleCsvOf({
    query: ConsoleReviewListQuerySchema,
    auth: account,
    permission: staffPermissions.reviews,
  }),
  'admin.publishReview': {
    params: IdParamsSchema,
    answer: ConsoleReviewSchema,
    auth: account,
    permission: staffPermissions.reviews,
  },
  'admin.rejectReview': {
    params: IdParamsSchema,
    answer: ConsoleReviewSchema,
    auth: account,
    permission: staffPermissions.reviews,
  },
} as const;
