import { randomBytes } from 'node:crypto';
import {
  type ContactStatus,
  type EnquiryStatus,
  instantOf,
  type PhotoMove,
} from '@forum/contract/console/content-rules';
import type {
  ConsoleBranch,
  ConsoleBranchBodySchema,
  ConsoleContact,
  ConsoleContactListQuerySchema,
  ConsoleEnquiry,
  ConsoleEnquiryListQuerySchema,
  ConsoleEvent,
  ConsoleEventBodySchema,
  ConsoleEventListQuerySchema,
  ConsoleFaq,
  ConsoleFaqBodySchema,
  ConsoleMedia,
  ConsoleMediaBodySchema,
  ConsoleMediaItem,
  ConsoleMediaListQuerySchema,
  ConsolePackage,
  ConsolePackageBodySchema,
  ConsolePage,
  ConsolePageBodySchema,
  ConsolePhoto,
  ConsoleReview,
  ConsoleReviewListQuerySchema,
  ConsoleService,
  ConsoleServiceBodySchema,
} from '@forum/contract/console/content-schemas';
import type { Locale } from '@forum/contract/locale';
import { toMinor } from '@forum/contract/money';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/sessions.ts';
import { toRiyals } from '../../catalogue/product-service.ts';
import type { Db } from '../../db/client.ts';
import {
  branches,
  contactMessages,
  events,
  faqs,
  type Localized,
  mediaItems,
  mediaPhotos,
  pages,
  reviews,
  services,
  sponsorshipPackages,
  sponsorshipRequests,
} from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { pick, splitPair } from '../../localize.ts';
import { contactAnswerMail } from '../../mail/templates.ts';
import { photoCounts } from '../../media/media-queries.ts';
import { refreshProductRating } from '../../reviews/review-queries.ts';
import { publicUrlOf } from '../../storage/file-store.ts';
import { storePicture } from '../../uploads/picture-variants.ts';
import { insertUpload } from '../../uploads/upload-queries.ts';
import { recordAudit } from '../audit.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { refuseStale } from '../stale.ts';
import {
  deleteRow,
  findEnquiry,
  findPageBySlug,
  findPhoto,
  findReviewRow,
  findRow,
  insertRow,
  listBranchRows,
  listContactRows,
  listEnquiryRows,
  listEventRows,
  listFaqRows,
  listMediaRows,
  listPackageRows,
  listPageRows,
  listReviewRows,
  listServiceRows,
  lockMedia,
  lockRow,
  photosOfItem,
  updateRow,
} from './content-queries.ts';

// The console's content (decision 065): events, media and their photos, sponsorship packages and their
// enquiries, pages (the community page among them), FAQ, services, branches, contact messages and held
// reviews. Every change is audited in its own transaction; once it is committed every process forgets the
// public pages it kept (`changes.publish('pages')`; a review's product pages with `productPages.forget()`).
// The routes hand in the staff member their entry's permission was checked for (`staffOf`, decision 048).

type Staff = Pick<AuthUser, 'id' | 'email'>;
type Body<S extends z.ZodType> = z.output<S>;

const fieldError = (key: string, messageKey: MessageKey) =>
  new AppError('validation', { fields: [{ key, messageKey }] });

const joinPair = (ar: string, en: string): Localized => ({ ar, en });
const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function timeZoneOf(deps: ConsoleDeps): Promise<string> {
  return (await deps.settings.get()).site.timeZone;
}

// ---------------------------------------------------------------- the record kinds

/**
 * One kind of record the console edits as a whole: its table, how a row reads as the form's flat values
 * (what `base` holds, what the audit log keeps), and how the form's body becomes columns.
 */
type Kind<Row extends { id: number }, Values extends { id: number }, B> = {
  entity: string;
  table:
    | typeof events
    | typeof mediaItems
    | typeof sponsorshipPackages
    | typeof pages
    | typeof faqs
    | typeof services
    | typeof branches;
  valuesOf: (row: Row) => Values;
  columnsOf: (body: B, context: { timeZone: string; db: Db; id: number | null }) => Promise<Record<string, unknown>>;
};

const eventKind: Kind<typeof events.$inferSelect, ConsoleEvent, Body<typeof ConsoleEventBodySchema>> = {
  entity: 'event',
  table: events,
  valuesOf: (row) => ({
    id: row.id,
    ...splitPair('title', row.title),
    ...splitPair('description', row.description),
    ...splitPair('venue', row.venue),
    ...splitPair('address', row.address),
    latitude: row.latitude,
    longitude: row.longitude,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    imageUrl: row.imageUrl,
  }),
  async columnsOf(body, { timeZone }) {
    const startsAt = instantOf(body.startsAt, timeZone);
    const endsAt = instantOf(body.endsAt, timeZone);
    if (endsAt <= startsAt) throw fieldError('endsAt', 'endsBeforeStart');
    return {
      title: joinPair(body.titleAr, body.titleEn),
      description: joinPair(body.descriptionAr, body.descriptionEn),
      venue: joinPair(body.venueAr, body.venueEn),
      address: joinPair(body.addressAr, body.addressEn),
      latitude: body.latitude,
      longitude: body.longitude,
      startsAt,
      endsAt,
      imageUrl: body.imageUrl,
    };
  },
};

type MediaValues = Omit<ConsoleMedia, 'photoCount'>;
const mediaKind: Kind<typeof mediaItems.$inferSelect, MediaValues, Body<typeof ConsoleMediaBodySchema>> = {
  entity: 'media',
  table: mediaItems,
  valuesOf: (row) => ({
    id: row.id,
    type: row.type,
    ...splitPair('title', row.title),
    ...splitPair('summary', row.summary),
    ...splitPair('body', row.body),
    coverUrl: row.coverUrl,
    videoUrl: row.videoUrl ?? '',
    captionsUrl: row.captionsUrl ?? '',
    publishedAt: row.publishedAt.toISOString(),
  }),
  async columnsOf(body, { timeZone }) {
    // a video is a file or an address of one (decision 065): the public page plays it with its captions
    if (body.type === 'video' && !body.videoUrl) throw fieldError('videoUrl', 'videoUrlRequired');
    return {
      type: body.type,
      title: joinPair(body.titleAr, body.titleEn),
      summary: joinPair(body.summaryAr, body.summaryEn),
      body: joinPair(body.bodyAr, body.bodyEn),
      coverUrl: body.coverUrl,
      videoUrl: body.videoUrl || null,
      captionsUrl: body.captionsUrl || null,
      publishedAt: instantOf(body.publishedAt, timeZone),
    };
  },
};

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const packageKind: Kind<
  typeof sponsorshipPackages.$inferSelect,
  ConsolePackage,
  Body<typeof ConsolePackageBodySchema>
> = {
  entity: 'sponsorshipPackage',
  table: sponsorshipPackages,
  valuesOf: (row) => ({
    id: row.id,
    ...splitPair('name', row.name),
    ...splitPair('description', row.description),
    price: toRiyals(row.priceMinor),
    currency: row.currency,
    benefitsAr: row.benefits.map((benefit) => benefit.ar).join('\n'),
    benefitsEn: row.benefits.map((benefit) => benefit.en).join('\n'),
    slots: row.slots,
    color: row.color,
    sortOrder: row.sortOrder,
    isFeatured: row.isFeatured,
  }),
  async columnsOf(body) {
    const ar = lines(body.benefitsAr);
    const en = lines(body.benefitsEn);
    if (ar.length !== en.length) throw fieldError('benefitsEn', 'benefitsMismatch');
    return {
      name: joinPair(body.nameAr, body.nameEn),
      description: joinPair(body.descriptionAr, body.descriptionEn),
      priceMinor: toMinor(body.price),
      benefits: ar.map((line, index) => joinPair(line, en[index] ?? '')),
      slots: body.slots,
      color: body.color.toLowerCase(),
      sortOrder: body.sortOrder ?? 0,
      isFeatured: body.isFeatured ?? false,
    };
  },
};

const pageKind: Kind<typeof pages.$inferSelect, ConsolePage, Body<typeof ConsolePageBodySchema>> = {
  entity: 'page',
  table: pages,
  valuesOf: (row) => ({
    id: row.id,
    slug: row.slug,
    ...splitPair('title', row.title),
    ...splitPair('body', row.body),
    updatedAt: row.updatedAt.toISOString(),
  }),
  async columnsOf(body, { db, id }) {
    const holder = await findPageBySlug(db, body.slug);
    if (holder && holder.id !== id) throw fieldError('slug', 'slugTaken');
    return {
      slug: body.slug,
      title: joinPair(body.titleAr, body.titleEn),
      body: joinPair(body.bodyAr, body.bodyEn),
      updatedAt: new Date(),
    };
  },
};

const faqKind: Kind<typeof faqs.$inferSelect, ConsoleFaq, Body<typeof ConsoleFaqBodySchema>> = {
  entity: 'faq',
  table: faqs,
  valuesOf: (row) => ({
    id: row.id,
    ...splitPair('category', row.category),
    ...splitPair('question', row.question),
    ...splitPair('answer', row.answer),
    sortOrder: row.sortOrder,
  }),
  async columnsOf(body) {
    return {
      category: joinPair(body.categoryAr, body.categoryEn),
      question: joinPair(body.questionAr, body.questionEn),
      answer: joinPair(body.answerAr, body.answerEn),
      sortOrder: body.sortOrder ?? 0,
    };
  },
};

const serviceKind: Kind<typeof services.$inferSelect, ConsoleService, Body<typeof ConsoleServiceBodySchema>> = {
  entity: 'service',
  table: services,
  valuesOf: (row) => ({
    id: row.id,
    ...splitPair('title', row.title),
    ...splitPair('summary', row.summary),
    ...splitPair('body', row.body),
    icon: row.icon,
    imageUrl: row.imageUrl,
    sortOrder: row.sortOrder,
  }),
  async columnsOf(body) {
    return {
      title: joinPair(body.titleAr, body.titleEn),
      summary: joinPair(body.summaryAr, body.summaryEn),
      body: joinPair(body.bodyAr, body.bodyEn),
      icon: body.icon,
      imageUrl: body.imageUrl,
      sortOrder: body.sortOrder ?? 0,
    };
  },
};

const branchKind: Kind<typeof branches.$inferSelect, ConsoleBranch, Body<typeof ConsoleBranchBodySchema>> = {
  entity: 'branch',
  table: branches,
  valuesOf: (row) => ({
    id: row.id,
    ...splitPair('name', row.name),
    ...splitPair('address', row.address),
    telephone: row.telephone,
    latitude: row.latitude,
    longitude: row.longitude,
    ...splitPair('openingHours', row.openingHours),
  }),
  async columnsOf(body) {
    return {
      name: joinPair(body.nameAr, body.nameEn),
      address: joinPair(body.addressAr, body.addressEn),
      telephone: body.telephone,
      latitude: body.latitude,
      longitude: body.longitude,
      openingHours: joinPair(body.openingHoursAr, body.openingHoursEn),
    };
  },
};

export const contentKinds = {
  event: eventKind,
  media: mediaKind,
  sponsorshipPackage: packageKind,
  page: pageKind,
  faq: faqKind,
  service: serviceKind,
  branch: branchKind,
};

// the kinds' rows are read through one generic path; each kind knows its own row
// biome-ignore lint/suspicious/noExplicitAny: the kinds differ only in their row and values, each typed above
type AnyKind = Kind<any, { id: number }, any>;

/** Values without the id: what a form holds and the audit log compares. */
const withoutId = <V extends { id: number }>(values: V): Record<string, unknown> => {
  const { id: _id, ...rest } = values;
  return rest;
};

async function getRecord<V extends { id: number }>(
  deps: ConsoleDeps,
  kind: Kind<never, V, never>,
  id: number,
): Promise<V> {
  const row = await findRow(deps.db, kind.table, id);
  if (!row) throw new AppError('notFound');
  return (kind as unknown as AnyKind).valuesOf(row) as V;
}

async function createRecord<V extends { id: number }, B>(
  deps: ConsoleDeps,
  staff: Staff,
  kind: Kind<never, V, B>,
  body: B,
): Promise<V> {
  const any = kind as unknown as AnyKind;
  const context = { timeZone: await timeZoneOf(deps), db: deps.db, id: null };
  const values = await inTransaction(deps.db, async (tx) => {
    const row = await insertRow(tx, any.table, (await any.columnsOf(body, { ...context, db: tx })) as never);
    const after = any.valuesOf(row);
    await recordAudit(tx, staff, { entity: any.entity, entityId: row.id, action: 'create', after: withoutId(after) });
    return after as V;
  });
  await deps.changes.publish('pages');
  return values;
}

async function updateRecord<V extends { id: number }, B extends { base?: string | undefined }>(
  deps: ConsoleDeps,
  staff: Staff,
  kind: Kind<never, V, B>,
  id: number,
  body: B,
): Promise<V> {
  const any = kind as unknown as AnyKind;
  const timeZone = await timeZoneOf(deps);
  const values = await inTransaction(deps.db, async (tx) => {
    const row = await lockRow(tx, any.table, id);
    if (!row) throw new AppError('notFound');
    const before = withoutId(any.valuesOf(row));
    refuseStale(body.base, before);
    const updated = await updateRow(tx, any.table, id, (await any.columnsOf(body, { timeZone, db: tx, id })) as never);
    const after = any.valuesOf(updated);
    await recordAudit(tx, staff, {
      entity: any.entity,
      entityId: id,
      action: 'update',
      before,
      after: withoutId(after),
    });
    return after as V;
  });
  await deps.changes.publish('pages');
  return values;
}

async function deleteRecord(deps: ConsoleDeps, staff: Staff, kind: Kind<never, { id: number }, never>, id: number) {
  const any = kind as unknown as AnyKind;
  await inTransaction(deps.db, async (tx) => {
    const row = await lockRow(tx, any.table, id);
    if (!row) throw new AppError('notFound');
    await deleteRow(tx, any.table, id);
    await recordAudit(tx, staff, {
      entity: any.entity,
      entityId: id,
      action: 'delete',
      before: withoutId(any.valuesOf(row)),
    });
  });
  await deps.changes.publish('pages');
  return { id };
}

/** Reads, creates, saves and deletes records of a kind: what the routes of each kind call. */
export function recordsOf<V extends { id: number }, B extends { base?: string | undefined }>(kind: Kind<never, V, B>) {
  return {
    get: (deps: ConsoleDeps, id: number) => getRecord(deps, kind, id),
    create: (deps: ConsoleDeps, staff: Staff, body: B) => createRecord(deps, staff, kind, body),
    update: (deps: ConsoleDeps, staff: Staff, id: number, body: B) => updateRecord(deps, staff, kind, id, body),
    remove: (deps: ConsoleDeps, staff: Staff, id: number) => deleteRecord(deps, staff, kind as never, id),
  };
}

export const eventRecords = recordsOf(eventKind);
export const packageRecords = recordsOf(packageKind);
export const pageRecords = recordsOf(pageKind);
export const faqRecords = recordsOf(faqKind);
export const serviceRecords = recordsOf(serviceKind);
export const branchRecords = recordsOf(branchKind);
const mediaBase = recordsOf(mediaKind);

// ---------------------------------------------------------------- lists

export async function listEvents(deps: ConsoleDeps, query: Body<typeof ConsoleEventListQuerySchema>) {
  const page = await listEventRows(deps.db, query, new Date());
  return { ...page, items: page.items.map(eventKind.valuesOf) };
}

export async function listMedia(deps: ConsoleDeps, query: Body<typeof ConsoleMediaListQuerySchema>) {
  const page = await listMediaRows(deps.db, query);
  const counts = await photoCounts(
    deps.db,
    page.items.map((row) => row.id),
  );
  return {
    ...page,
    items: page.items.map((row) => ({ ...mediaKind.valuesOf(row), photoCount: counts.get(row.id) ?? 0 })),
  };
}

type ListQuery = { page: number; perPage: number; q?: string; sort?: string };

/** A kind's list: its rows a page at a time, each as its form reads it. */
function listOf<Row, V, P extends { items: Row[] }>(
  listRows: (db: Db, query: ListQuery) => Promise<P>,
  kind: { valuesOf: (row: Row) => V },
) {
  return async (deps: ConsoleDeps, query: ListQuery) => {
    const page = await listRows(deps.db, query);
    return { ...page, items: page.items.map(kind.valuesOf) };
  };
}

export const listPackages = listOf(listPackageRows, packageKind);
export const listPages = listOf(listPageRows, pageKind);
export const listFaqs = listOf(listFaqRows, faqKind);
export const listServices = listOf(listServiceRows, serviceKind);
export const listBranches = listOf(listBranchRows, branchKind);

// ---------------------------------------------------------------- media and their photos

function photoValues(row: typeof mediaPhotos.$inferSelect): ConsolePhoto {
  return { id: row.id, url: row.url, captionAr: row.caption.ar, captionEn: row.caption.en, sortOrder: row.sortOrder };
}

export async function getMediaItem(deps: ConsoleDeps, id: number): Promise<ConsoleMediaItem> {
  const item = await mediaBase.get(deps, id);
  const photos = (await photosOfItem(deps.db, id)).map(photoValues);
  return { item: { ...item, photoCount: photos.length }, photos };
}

export const mediaRecords = {
  get: getMediaItem,
  async create(deps: ConsoleDeps, staff: Staff, body: Body<typeof ConsoleMediaBodySchema>) {
    const created = await mediaBase.create(deps, staff, body);
    return getMediaItem(deps, created.id);
  },
  async update(deps: ConsoleDeps, staff: Staff, id: number, body: Body<typeof ConsoleMediaBodySchema>) {
    await mediaBase.update(deps, staff, id, body);
    return getMediaItem(deps, id);
  },
  remove: mediaBase.remove,
};

/** A photo's change, audited under the gallery's lock; the gallery as it is now is the answer. */
async function changePhotos(
  deps: ConsoleDeps,
  mediaId: number,
  change: (tx: Db) => Promise<void>,
): Promise<ConsoleMediaItem> {
  await inTransaction(deps.db, async (tx) => {
    if (!(await lockMedia(tx, mediaId))) throw new AppError('notFound');
    await change(tx);
  });
  await deps.changes.publish('pages');
  return getMediaItem(deps, mediaId);
}

export function addPhoto(
  deps: ConsoleDeps,
  staff: Staff,
  mediaId: number,
  body: { url: string; captionAr: string; captionEn: string },
) {
  return changePhotos(deps, mediaId, async (tx) => {
    const photos = await photosOfItem(tx, mediaId);
    const last = photos.at(-1)?.sortOrder ?? -1;
    const row = await insertRow(tx, mediaPhotos, {
      mediaId,
      url: body.url,
      caption: joinPair(body.captionAr, body.captionEn),
      sortOrder: last + 1,
    });
    await recordAudit(tx, staff, {
      entity: 'mediaPhoto',
      entityId: row.id,
      action: 'create',
      after: { mediaId, ...withoutId(photoValues(row)) },
    });
  });
}

export function captionPhoto(
  deps: ConsoleDeps,
  staff: Staff,
  mediaId: number,
  photoId: number,
  body: { captionAr: string; captionEn: string },
) {
  return changePhotos(deps, mediaId, async (tx) => {
    const photo = await findPhoto(tx, mediaId, photoId);
    if (!photo) throw new AppError('notFound');
    const row = await updateRow(tx, mediaPhotos, photoId, { caption: joinPair(body.captionAr, body.captionEn) });
    await recordAudit(tx, staff, {
      entity: 'mediaPhoto',
      entityId: photoId,
      action: 'update',
      before: { captionAr: photo.caption.ar, captionEn: photo.caption.en },
      after: { captionAr: row.caption.ar, captionEn: row.caption.en },
    });
  });
}

/**
 * Moves a photo one place up or down the gallery. The whole order is written again as 0, 1, 2 …, so that
 * photos that shared a sort order (the seed's, SQL by hand) get a place of their own and the move is exact.
 */
export function movePhoto(deps: ConsoleDeps, staff: Staff, mediaId: number, photoId: number, direction: PhotoMove) {
  return changePhotos(deps, mediaId, async (tx) => {
    const photos = await photosOfItem(tx, mediaId);
    const from = photos.findIndex((photo) => photo.id === photoId);
    if (from < 0) throw new AppError('notFound');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= photos.length) return;
    const order = [...photos];
    const [moved] = order.splice(from, 1);
    if (!moved) return;
    order.splice(to, 0, moved);
    for (const [index, photo] of order.entries()) {
      if (photo.sortOrder !== index) await updateRow(tx, mediaPhotos, photo.id, { sortOrder: index });
    }
    await recordAudit(tx, staff, {
      entity: 'mediaPhoto',
      entityId: photoId,
      action: 'move',
      before: { position: from + 1 },
      after: { position: to + 1 },
    });
  });
}

export function deletePhoto(deps: ConsoleDeps, staff: Staff, mediaId: number, photoId: number) {
  return changePhotos(deps, mediaId, async (tx) => {
    const photo = await findPhoto(tx, mediaId, photoId);
    if (!photo) throw new AppError('notFound');
    await deleteRow(tx, mediaPhotos, photoId);
    await recordAudit(tx, staff, {
      entity: 'mediaPhoto',
      entityId: photoId,
      action: 'delete',
      before: { mediaId, ...withoutId(photoValues(photo)) },
    });
  });
}

/**
 * A picture for a record's form, kept through the one path of public pictures (decision 047): every width
 * in AVIF, WebP and JPEG, without its metadata. The answer's address is what the record then stores.
 */
export async function storeContentPicture(
  deps: ConsoleDeps,
  staff: Staff,
  file: { content: Buffer; name: string },
): Promise<{ url: string }> {
  const stem = randomBytes(16).toString('hex');
  // a large photo answers once its fallback is kept; its other widths follow (decision 067)
  const picture = await storePicture(deps.files, `public/c/${stem}`, file.content, { later: deps.pictures });
  const url = publicUrlOf(picture.key) ?? '';
  await insertUpload(deps.db, {
    userId: staff.id,
    purpose: 'content',
    path: picture.key,
    url,
    // control characters in a file name would only garble the places that show it
    originalName:
      [...file.name]
        .filter((char) => char >= ' ' && char !== '\u007f')
        .join('')
        .slice(0, 200) || stem,
    mime: picture.mime,
    size: picture.size,
  });
  return { url };
}

// ---------------------------------------------------------------- sponsorship enquiries

function enquiryValues(
  row: { request: typeof sponsorshipRequests.$inferSelect; packageName: Localized | null },
  locale: Locale,
): ConsoleEnquiry {
  const { request } = row;
  const status: EnquiryStatus = request.handledAt ? 'handled' : 'open';
  return {
    id: request.id,
    companyName: request.companyName,
    name: request.name,
    email: request.email,
    telephone: request.telephone ?? '',
    message: request.message,
    packageId: request.packageId,
    packageName: row.packageName ? pick(row.packageName, locale) : '',
    createdAt: request.createdAt.toISOString(),
    handledAt: iso(request.handledAt),
    status,
  };
}

export async function listEnquiries(
  deps: ConsoleDeps,
  query: Body<typeof ConsoleEnquiryListQuerySchema>,
  locale: Locale,
) {
  const page = await listEnquiryRows(deps.db, query);
  return { ...page, items: page.items.map((row) => enquiryValues(row, locale)) };
}

export async function getEnquiry(deps: ConsoleDeps, id: number, locale: Locale) {
  const row = await findEnquiry(deps.db, id);
  if (!row) throw new AppError('notFound');
  return enquiryValues(row, locale);
}

/** Marks an enquiry as taken care of (once: a second time changes nothing and writes no entry). */
export async function handleEnquiry(deps: ConsoleDeps, staff: Staff, id: number, locale: Locale) {
  await inTransaction(deps.db, async (tx) => {
    const row = await lockRow(tx, sponsorshipRequests, id);
    if (!row) throw new AppError('notFound');
    if (row.handledAt) return;
    await updateRow(tx, sponsorshipRequests, id, { handledAt: new Date() });
    await recordAudit(tx, staff, {
      entity: 'sponsorshipRequest',
      entityId: id,
      action: 'handle',
      before: { status: 'open' },
      after: { status: 'handled' },
    });
  });
  return getEnquiry(deps, id, locale);
}

// ---------------------------------------------------------------- contact messages

function contactStatusOf(row: typeof contactMessages.$inferSelect): ContactStatus {
  if (row.answeredAt) return 'answered';
  return row.closedAt ? 'closed' : 'open';
}

function contactValues(row: typeof contactMessages.$inferSelect): ConsoleContact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    telephone: row.telephone ?? '',
    subject: row.subject,
    messageType: row.messageType,
    message: row.message,
    locale: row.locale === 'en' ? 'en' : 'ar',
    createdAt: row.createdAt.toISOString(),
    answer: row.answer ?? '',
    answeredAt: iso(row.answeredAt),
    closedAt: iso(row.closedAt),
    status: contactStatusOf(row),
  };
}

export async function listContactMessages(deps: ConsoleDeps, query: Body<typeof ConsoleContactListQuerySchema>) {
  const page = await listContactRows(deps.db, query);
  return { ...page, items: page.items.map(contactValues) };
}

export async function getContactMessage(deps: ConsoleDeps, id: number) {
  const row = await findRow(deps.db, contactMessages, id);
  if (!row) throw new AppError('notFound');
  return contactValues(row);
}

/**
 * Answers a contact message by email, in the language the sender wrote in, with the staff's words as they
 * wrote them (the greeting and the quoted message around them are the site's). The answer closes the
 * message: it leaves the open list (the dashboard's count), and a closed message takes no answer.
 */
export async function answerContactMessage(
  deps: ConsoleDeps,
  staff: Staff,
  id: number,
  body: { answer: string; base?: string | undefined },
): Promise<ConsoleContact> {
  const row = await inTransaction(deps.db, async (tx) => {
    const locked = await lockRow(tx, contactMessages, id);
    if (!locked) throw new AppError('notFound');
    const before = contactValues(locked);
    refuseStale(body.base, withoutId(before));
    if (locked.closedAt) throw fieldError('answer', 'contactClosed');
    const now = new Date();
    const updated = await updateRow(tx, contactMessages, id, { answer: body.answer, answeredAt: now, closedAt: now });
    await recordAudit(tx, staff, {
      entity: 'contactMessage',
      entityId: id,
      action: 'answer',
      before: { status: before.status, answer: before.answer },
      after: { status: 'answered', answer: body.answer },
    });
    return updated;
  });
  const stored = await deps.settings.get();
  const locale: Locale = row.locale === 'en' ? 'en' : 'ar';
  const sentOn = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en', {
    dateStyle: 'long',
    timeZone: stored.site.timeZone,
  }).format(row.createdAt);
  const mail = contactAnswerMail(
    { locale, siteName: pick(stored.site.name, locale), siteUrl: deps.siteUrl },
    { name: row.name, subject: row.subject, answer: body.answer, message: row.message, sentOn },
  );
  await deps.mailer.send({ to: row.email, ...mail });
  return contactValues(row);
}

/** Closes a message without an answer: it leaves the open list and takes no answer any more. */
export async function closeContactMessage(deps: ConsoleDeps, staff: Staff, id: number): Promise<ConsoleContact> {
  const row = await inTransaction(deps.db, async (tx) => {
    const locked = await lockRow(tx, contactMessages, id);
    if (!locked) throw new AppError('notFound');
    if (locked.closedAt) return locked;
    const updated = await updateRow(tx, contactMessages, id, { closedAt: new Date() });
    await recordAudit(tx, staff, {
      entity: 'contactMessage',
      entityId: id,
      action: 'close',
      before: { status: contactStatusOf(locked) },
      after: { status: 'closed' },
    });
    return updated;
  });
  return contactValues(row);
}

// ---------------------------------------------------------------- reviews

function reviewValues(row: NonNullable<Awaited<ReturnType<typeof findReviewRow>>>, locale: Locale): ConsoleReview {
  const { review, product, author } = row;
  const name = [author.firstName, author.lastName].filter(Boolean).join(' ');
  return {
    id: review.id,
    rating: review.rating,
    body: review.body,
    status: review.status,
    createdAt: review.createdAt.toISOString(),
    product: { id: product.id, slug: product.slug, name: pick(product.name, locale) },
    author: { id: author.id, name, email: author.email ?? '' },
  };
}

export async function listConsoleReviews(
  deps: ConsoleDeps,
  query: Body<typeof ConsoleReviewListQuerySchema>,
  locale: Locale,
) {
  const page = await listReviewRows(deps.db, query);
  return { ...page, items: page.items.map((row) => reviewValues(row, locale)) };
}

/**
 * Publishes or rejects a review (a held one, or takes a published one down): the product's rating is
 * counted again from its published reviews in the same transaction, and every process forgets the
 * product's kept pages and cards.
 */
export async function decideReview(
  deps: ConsoleDeps,
  staff: Staff,
  id: number,
  status: 'published' | 'rejected',
  locale: Locale,
): Promise<ConsoleReview> {
  await inTransaction(deps.db, async (tx) => {
    const row = await lockRow(tx, reviews, id);
    if (!row) throw new AppError('notFound');
    if (row.status === status) return;
    await updateRow(tx, reviews, id, { status });
    await refreshProductRating(tx, row.productId);
    await recordAudit(tx, staff, {
      entity: 'review',
      entityId: id,
      action: status === 'published' ? 'publish' : 'reject',
      before: { status: row.status },
      after: { status },
    });
  });
  await deps.productPages.forget();
  const row = await findReviewRow(deps.db, id);
  if (!row) throw new AppError('notFound');
  return reviewValues(row, locale);
}
