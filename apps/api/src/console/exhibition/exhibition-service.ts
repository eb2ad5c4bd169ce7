import type {
  BoothCreateBodySchema,
  BoothPlaceBodySchema,
  BoothResponse,
  BoothUpdateBodySchema,
  CategoryBodySchema,
  CategoryRow,
  CustomsListQuerySchema,
  CustomsRecord,
  CustomsRow,
  ExhibitorRecord,
  ExhibitorReviewListQuerySchema,
  ExhibitorReviewRow,
  ExhibitorUpdateBodySchema,
  HallBodySchema,
  HallPlan,
  HallRow,
  ReviewRejectBodySchema,
} from '@forum/contract/console/exhibition';
import {
  boxesOverlap,
  boxInside,
  type ExhibitorReviewStatus,
  FLOOR_GRID,
  type FloorBox,
  snapBox,
} from '@forum/contract/console/exhibition-rules';
import { withProtocol } from '@forum/contract/links';
import type { Locale } from '@forum/contract/locale';
import type { StaffPermission } from '@forum/contract/permissions';
import { staffPermissions } from '@forum/contract/permissions';
import { isUrl } from '@forum/contract/validators';
import type { z } from 'zod';
import { findOwnUpload } from '../../accounts/account-queries.ts';
import { requireAccess } from '../../auth/access.ts';
import type { Session } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import type { exhibitionHalls, exhibitors } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { pick, splitPair } from '../../localize.ts';
import { customsReviewMail, exhibitorReviewMail, type MailContext } from '../../mail/templates.ts';
import { recordAudit } from '../audit.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { refuseStale } from '../stale.ts';
import {
  boothBoxesOfHall,
  boothsOfExhibitor,
  boothsOfHall,
  boothWithCode,
  type CustomsJoined,
  countExhibitorsIn,
  deleteBoothRow,
  deleteCategoryRow,
  deleteHallRow,
  type ExhibitorJoined,
  exhibitorChoices,
  findBooth,
  findBoothJoined,
  findCategory,
  findCustomsAccount,
  findExhibitorRecord,
  findHall,
  findLicenceOf,
  hallWithCode,
  insertBooth,
  insertCategory,
  insertHall,
  listCategories,
  listCustomsAccounts,
  listHalls,
  listReviewExhibitors,
  otherHalls,
  updateBoothRow,
  updateCategoryRow,
  updateCustomsReview,
  updateExhibitorRow,
  updateHallRow,
} from './exhibition-queries.ts';

/**
 * The console's exhibition (decision 064): the review of exhibitors and customs-clearance accounts, and the
 * exhibition's records (companies, categories, halls, booths on the floor plan). Every change is audited in
 * its own transaction and, being public, makes every process forget its kept pages.
 */

type BoothCreateBody = z.output<typeof BoothCreateBodySchema>;
type BoothPlaceBody = z.output<typeof BoothPlaceBodySchema>;
type BoothUpdateBody = z.output<typeof BoothUpdateBodySchema>;
type CategoryBody = z.output<typeof CategoryBodySchema>;
type CustomsListQuery = z.output<typeof CustomsListQuerySchema>;
type ExhibitorReviewListQuery = z.output<typeof ExhibitorReviewListQuerySchema>;
type ExhibitorUpdateBody = z.output<typeof ExhibitorUpdateBodySchema>;
type HallBody = z.output<typeof HallBodySchema>;
type ReviewRejectBody = z.output<typeof ReviewRejectBodySchema>;

type Deps = Pick<ConsoleDeps, 'db' | 'mailer' | 'settings' | 'siteUrl' | 'changes'>;
type HallRowDb = typeof exhibitionHalls.$inferSelect;

const reviewer = (session: Session | null) =>
  requireAccess(session, { as: 'staff', permission: staffPermissions.exhibitorReview });
const manager = (session: Session | null) =>
  requireAccess(session, { as: 'staff', permission: staffPermissions.exhibition });

const fieldError = (key: string, messageKey: FieldError['messageKey'], params?: Record<string, string | number>) =>
  new AppError('validation', { fields: [{ key, messageKey, ...(params ? { params } : {}) }] });
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const localeOf = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'ar');
const personName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

async function mailContext(deps: Deps, locale: Locale): Promise<MailContext> {
  const stored = await deps.settings.get();
  return { locale, siteName: pick(stored.site.name, locale), siteUrl: deps.siteUrl };
}

/** The public pages and lists show the change on every process at once. */
function forgetPublicPages(deps: Deps) {
  return deps.changes.publish('pages');
}

// ---------------------------------------------------------------- the review of exhibitors

function statusOf(exhibitor: typeof exhibitors.$inferSelect): ExhibitorReviewStatus {
  if (exhibitor.isPublished) return 'published';
  if (exhibitor.rejectedAt) return 'rejected';
  return exhibitor.userId === null ? 'withdrawn' : 'waiting';
}

function reviewRowOf({ exhibitor, category, owner }: ExhibitorJoined, locale: Locale): ExhibitorReviewRow {
  return {
    id: exhibitor.id,
    name: pick(exhibitor.name, locale),
    logoUrl: exhibitor.logoUrl,
    category: pick(category.name, locale),
    country: exhibitor.country,
    email: exhibitor.email,
    owner: owner ? { name: personName(owner), email: owner.email } : null,
    status: statusOf(exhibitor),
    reviewedAt: iso(exhibitor.reviewedAt),
  };
}

export async function listExhibitorsForReview(
  db: Db,
  session: Session | null,
  query: ExhibitorReviewListQuery,
  locale: Locale,
) {
  reviewer(session);
  const page = await listReviewExhibitors(db, query, locale);
  return { items: page.items.map((row) => reviewRowOf(row, locale)), pagination: page.pagination };
}

async function recordOf(db: Db, row: ExhibitorJoined, locale: Locale): Promise<ExhibitorRecord> {
  const { exhibitor, category, owner } = row;
  const booths = await boothsOfExhibitor(db, exhibitor.id);
  return {
    id: exhibitor.id,
    ...splitPair('name', exhibitor.name),
    ...splitPair('description', exhibitor.description),
    logoUrl: exhibitor.logoUrl,
    category: { id: category.id, name: pick(category.name, locale) },
    country: exhibitor.country,
    website: exhibitor.website,
    email: exhibitor.email,
    telephone: exhibitor.telephone,
    social: exhibitor.social as ExhibitorRecord['social'],
    status: statusOf(exhibitor),
    reviewedAt: iso(exhibitor.reviewedAt),
    rejectedAt: iso(exhibitor.rejectedAt),
    reviewMessage: exhibitor.reviewMessage,
    owner: owner
      ? {
          id: owner.id,
          name: personName(owner),
          email: owner.email,
          telephone: owner.telephone,
          locale: owner.locale,
          companyName: owner.companyName,
          taxNumber: owner.taxNumber,
          commercialRegistration: owner.commercialRegistration,
          emailVerified: owner.emailVerifiedAt !== null,
          createdAt: owner.createdAt.toISOString(),
        }
      : null,
    booths: booths.map((booth) => ({ id: booth.id, code: booth.code, hall: pick(booth.hall, locale) })),
  };
}

/** A company's record for the review page (exhibitorReview) or the edit form (exhibition). */
export async function getExhibitorRecord(
  db: Db,
  session: Session | null,
  id: number,
  locale: Locale,
  permission: StaffPermission,
) {
  requireAccess(session, { as: 'staff', permission });
  const row = await findExhibitorRecord(db, id);
  if (!row) throw new AppError('notFound');
  return { exhibitor: await recordOf(db, row, locale) };
}

const reviewState = (exhibitor: typeof exhibitors.$inferSelect) => ({
  isPublished: exhibitor.isPublished,
  reviewedAt: iso(exhibitor.reviewedAt),
  rejectedAt: iso(exhibitor.rejectedAt),
  reviewMessage: exhibitor.reviewMessage,
});

/**
 * Approves (publishes) a waiting or rejected company, or rejects a waiting one with a message. The row is
 * locked first, so that two staff members deciding at once give one decision and one email; the owner is
 * emailed in their account's language once the decision is kept.
 */
export async function reviewExhibitor(
  deps: Deps,
  session: Session | null,
  id: number,
  decision: { action: 'approve' } | ({ action: 'reject' } & ReviewRejectBody),
  locale: Locale,
) {
  const staff = reviewer(session);
  const now = new Date();
  const reviewed = await inTransaction(deps.db, async (tx) => {
    const row = await findExhibitorRecord(tx, id, true);
    if (!row) throw new AppError('notFound');
    const status = statusOf(row.exhibitor);
    const allowed = decision.action === 'approve' ? ['waiting', 'rejected'] : ['waiting'];
    if (!allowed.includes(status)) throw new AppError('reviewSettled');
    const changes =
      decision.action === 'approve'
        ? { isPublished: true, reviewedAt: now, rejectedAt: null, reviewMessage: null }
        : { isPublished: false, reviewedAt: now, rejectedAt: now, reviewMessage: decision.message };
    await updateExhibitorRow(tx, id, changes);
    const after = { ...row.exhibitor, ...changes };
    await recordAudit(tx, staff, {
      entity: 'exhibitor',
      entityId: id,
      action: decision.action,
      before: reviewState(row.exhibitor),
      after: reviewState(after),
    });
    return { ...row, exhibitor: after };
  });
  await forgetPublicPages(deps);
  const { owner, exhibitor } = reviewed;
  if (owner?.email) {
    const ownerLocale = localeOf(owner.locale);
    const mail = exhibitorReviewMail(await mailContext(deps, ownerLocale), {
      name: owner.firstName ?? '',
      company: pick(exhibitor.name, ownerLocale),
      decision: decision.action,
      exhibitorId: id,
      ...(decision.action === 'reject' ? { message: decision.message } : {}),
    });
    await deps.mailer.send({ to: owner.email, ...mail });
  }
  return { exhibitor: await recordOf(deps.db, reviewed, locale) };
}

// ---------------------------------------------------------------- the review of customs-clearance accounts

function customsStatusOf(row: CustomsJoined): CustomsRow['status'] {
  if (row.rejectedAt) return 'rejected';
  return row.reviewedAt ? 'approved' : 'waiting';
}

function customsRowOf(row: CustomsJoined): CustomsRow {
  return {
    id: row.id,
    name: personName(row),
    email: row.email,
    companyName: row.companyName,
    commercialRegistration: row.commercialRegistration,
    createdAt: row.createdAt.toISOString(),
    status: customsStatusOf(row),
    reviewedAt: iso(row.reviewedAt),
  };
}

export async function listCustomsForReview(db: Db, session: Session | null, query: CustomsListQuery) {
  reviewer(session);
  const page = await listCustomsAccounts(db, query);
  return { items: page.items.map(customsRowOf), pagination: page.pagination };
}

async function customsRecordOf(db: Db, row: CustomsJoined): Promise<CustomsRecord> {
  const licence = await findLicenceOf(db, row.id);
  return {
    ...customsRowOf(row),
    telephone: row.telephone,
    taxNumber: row.taxNumber,
    country: row.country,
    city: row.city,
    locale: row.locale,
    rejectedAt: iso(row.rejectedAt),
    reviewMessage: row.reviewMessage,
    licence: licence ? { name: licence.originalName, mime: licence.mime, size: licence.size } : null,
  };
}

export async function getCustomsRecord(db: Db, session: Session | null, id: number) {
  reviewer(session);
  const row = await findCustomsAccount(db, id);
  if (!row) throw new AppError('notFound');
  return { account: await customsRecordOf(db, row) };
}

/** The account's licence file, for the reviewer's eyes only (it is never served to anyone else). */
export async function findCustomsLicence(db: Db, session: Session | null, id: number) {
  reviewer(session);
  const row = await findCustomsAccount(db, id);
  const licence = row ? await findLicenceOf(db, row.id) : null;
  if (!licence) throw new AppError('notFound');
  return { fileKey: licence.path, mime: licence.mime, originalName: licence.originalName };
}

const customsState = (row: Pick<CustomsJoined, 'reviewedAt' | 'rejectedAt' | 'reviewMessage'>) => ({
  reviewedAt: iso(row.reviewedAt),
  rejectedAt: iso(row.rejectedAt),
  reviewMessage: row.reviewMessage,
});

/** Approves a waiting or rejected customs-clearance account, or rejects a waiting one; emailed in its language. */
export async function reviewCustoms(
  deps: Deps,
  session: Session | null,
  id: number,
  decision: { action: 'approve' } | ({ action: 'reject' } & ReviewRejectBody),
) {
  const staff = reviewer(session);
  const now = new Date();
  const reviewed = await inTransaction(deps.db, async (tx) => {
    const row = await findCustomsAccount(tx, id, true);
    if (!row) throw new AppError('notFound');
    const status = customsStatusOf(row);
    const allowed = decision.action === 'approve' ? ['waiting', 'rejected'] : ['waiting'];
    if (!allowed.includes(status)) throw new AppError('reviewSettled');
    const state =
      decision.action === 'approve'
        ? { reviewedAt: now, rejectedAt: null, reviewMessage: null }
        : { reviewedAt: now, rejectedAt: now, reviewMessage: decision.message };
    await updateCustomsReview(tx, id, {
      customsReviewedAt: state.reviewedAt,
      customsRejectedAt: state.rejectedAt,
      customsReviewMessage: state.reviewMessage,
    });
    await recordAudit(tx, staff, {
      entity: 'customsAccount',
      entityId: id,
      action: decision.action,
      before: customsState(row),
      after: customsState(state),
    });
    return { ...row, ...state };
  });
  if (reviewed.email) {
    const mail = customsReviewMail(await mailContext(deps, localeOf(reviewed.locale)), {
      name: reviewed.firstName ?? '',
      decision: decision.action,
      ...(decision.action === 'reject' ? { message: decision.message } : {}),
    });
    await deps.mailer.send({ to: reviewed.email, ...mail });
  }
  return { account: await customsRecordOf(deps.db, reviewed) };
}

// ---------------------------------------------------------------- a company's record

/** The fields the edit form holds, as it opened them: its `base`, and the audit's before and after. */
function formValuesOf(exhibitor: typeof exhibitors.$inferSelect) {
  return {
    ...splitPair('name', exhibitor.name),
    ...splitPair('description', exhibitor.description),
    category: exhibitor.categoryId,
    country: exhibitor.country,
    website: exhibitor.website ?? '',
    email: exhibitor.email ?? '',
    telephone: exhibitor.telephone ?? '',
    social: exhibitor.social,
    logoUrl: exhibitor.logoUrl,
  };
}

/** Links typed without a protocol get https:// (docs/product/accounts.md); anything but a web address is refused. */
function normalizeLink(value: string, key: string): string {
  const link = withProtocol(value);
  if (!/^https?:\/\//i.test(link) || !isUrl(link)) throw fieldError(key, 'invalidUrl');
  return link;
}

export async function updateExhibitor(
  deps: Deps,
  session: Session | null,
  id: number,
  body: ExhibitorUpdateBody,
  locale: Locale,
) {
  const staff = manager(session);
  const updated = await inTransaction(deps.db, async (tx) => {
    const row = await findExhibitorRecord(tx, id, true);
    if (!row) throw new AppError('notFound');
    refuseStale(body.base, formValuesOf(row.exhibitor));
    if (!(await findCategory(tx, body.category))) throw fieldError('category', 'invalidOption');
    let logoUrl = row.exhibitor.logoUrl;
    if (body.logoUpload !== undefined) {
      const upload = await findOwnUpload(tx, body.logoUpload, staff.id);
      if (!upload?.url || upload.purpose !== 'logo') throw fieldError('logoUpload', 'invalidUpload');
      logoUrl = upload.url;
    }
    const changes: Partial<typeof exhibitors.$inferInsert> = {
      name: { ar: body.nameAr, en: body.nameEn },
      description: { ar: body.descriptionAr, en: body.descriptionEn },
      categoryId: body.category,
      country: body.country,
      website: body.website ? normalizeLink(body.website, 'website') : null,
      email: body.email || null,
      telephone: body.telephone || null,
      logoUrl,
      ...(body.social
        ? {
            social: body.social.map((link, index) => ({
              network: link.network,
              url: normalizeLink(link.url, `social.${index}.url`),
            })),
          }
        : {}),
    };
    await updateExhibitorRow(tx, id, changes);
    const after = { ...row.exhibitor, ...changes } as typeof exhibitors.$inferSelect;
    await recordAudit(tx, staff, {
      entity: 'exhibitor',
      entityId: id,
      action: 'update',
      before: formValuesOf(row.exhibitor),
      after: formValuesOf(after),
    });
    return id;
  });
  await forgetPublicPages(deps);
  const row = await findExhibitorRecord(deps.db, updated);
  if (!row) throw new AppError('notFound');
  return { exhibitor: await recordOf(deps.db, row, locale) };
}

// ---------------------------------------------------------------- categories

const categoryRowOf = (category: { id: number; name: { ar: string; en: string } }, exhibitors: number) => ({
  id: category.id,
  ...splitPair('name', category.name),
  exhibitors,
});

export async function getCategories(db: Db, session: Session | null): Promise<{ items: CategoryRow[] }> {
  manager(session);
  const rows = await listCategories(db);
  return { items: rows.map((row) => categoryRowOf(row.category, row.exhibitors)) };
}

export async function saveCategory(deps: Deps, session: Session | null, id: number | null, body: CategoryBody) {
  const staff = manager(session);
  const category = await inTransaction(deps.db, async (tx) => {
    const name = { ar: body.nameAr, en: body.nameEn };
    if (id === null) {
      const row = await insertCategory(tx, { name });
      await recordAudit(tx, staff, {
        entity: 'exhibitorCategory',
        entityId: row.id,
        action: 'create',
        after: { nameAr: name.ar, nameEn: name.en },
      });
      return categoryRowOf(row, 0);
    }
    const row = await findCategory(tx, id, true);
    if (!row) throw new AppError('notFound');
    const before = { nameAr: row.name.ar, nameEn: row.name.en };
    refuseStale(body.base, before);
    await updateCategoryRow(tx, id, { name });
    await recordAudit(tx, staff, {
      entity: 'exhibitorCategory',
      entityId: id,
      action: 'update',
      before,
      after: { nameAr: name.ar, nameEn: name.en },
    });
    return categoryRowOf({ id, name }, await countExhibitorsIn(tx, id));
  });
  await forgetPublicPages(deps);
  return { category };
}

export async function removeCategory(deps: Deps, session: Session | null, id: number) {
  const staff = manager(session);
  await inTransaction(deps.db, async (tx) => {
    const row = await findCategory(tx, id, true);
    if (!row) throw new AppError('notFound');
    if ((await countExhibitorsIn(tx, id)) > 0) {
      throw new AppError('inUse', { fields: [{ key: 'error', messageKey: 'categoryInUse' }] });
    }
    await deleteCategoryRow(tx, id);
    await recordAudit(tx, staff, {
      entity: 'exhibitorCategory',
      entityId: id,
      action: 'delete',
      before: { nameAr: row.name.ar, nameEn: row.name.en },
    });
  });
  await forgetPublicPages(deps);
  return { id };
}

// ---------------------------------------------------------------- halls

function hallRowOf(hall: HallRowDb, booths: number, locale: Locale): HallRow {
  return {
    id: hall.id,
    code: hall.code,
    ...splitPair('name', hall.name),
    name: pick(hall.name, locale),
    x: hall.x,
    y: hall.y,
    width: hall.width,
    height: hall.height,
    booths,
  };
}

const hallValues = (hall: HallRowDb) => ({
  code: hall.code,
  ...splitPair('name', hall.name),
  x: hall.x,
  y: hall.y,
  width: hall.width,
  height: hall.height,
});

export async function getHalls(db: Db, session: Session | null, locale: Locale) {
  manager(session);
  const rows = await listHalls(db);
  return { items: rows.map((row) => hallRowOf(row.hall, row.booths, locale)) };
}

/** A hall's outline on the grid: its sides whole steps, at least a booth wide. */
function hallBoxOf(body: HallBody): FloorBox {
  return snapBox({ x: body.x, y: body.y, width: body.width, height: body.height });
}

/**
 * Creates a hall, or changes one: its outline stays off the other halls; moving it moves its booths with
 * it, and resizing it may not leave a booth outside. The hall's row is locked, as a placement locks it.
 */
export async function saveHall(deps: Deps, session: Session | null, id: number | null, body: HallBody, locale: Locale) {
  const staff = manager(session);
  const hall = await inTransaction(deps.db, async (tx) => {
    const box = hallBoxOf(body);
    const current = id === null ? null : await findHall(tx, id, true);
    if (id !== null && !current) throw new AppError('notFound');
    if (current) refuseStale(body.base, hallValues(current));
    if (await hallWithCode(tx, body.code, id)) throw fieldError('code', 'hallCodeTaken');
    const other = (await otherHalls(tx, id)).find((hall) => boxesOverlap(box, hall));
    if (other) {
      throw new AppError('floorOverlap', {
        fields: [{ key: 'error', messageKey: 'hallOverlaps', params: { code: other.code } }],
      });
    }
    const values = { code: body.code, name: { ar: body.nameAr, en: body.nameEn }, ...box };
    if (!current) {
      const row = await insertHall(tx, values);
      await recordAudit(tx, staff, {
        entity: 'exhibitionHall',
        entityId: row.id,
        action: 'create',
        after: hallValues(row),
      });
      return hallRowOf(row, 0, locale);
    }
    const dx = box.x - current.x;
    const dy = box.y - current.y;
    const booths = await boothBoxesOfHall(tx, current.id, null);
    const moved = booths.map((booth) => ({ ...booth, x: booth.x + dx, y: booth.y + dy }));
    const outside = moved.find((booth) => !boxInside(booth, box));
    if (outside) {
      throw new AppError('outsideHall', {
        fields: [{ key: 'error', messageKey: 'hallCutsBooth', params: { code: outside.code } }],
      });
    }
    await updateHallRow(tx, current.id, values);
    if (dx !== 0 || dy !== 0) {
      for (const booth of moved) await updateBoothRow(tx, booth.id, { x: booth.x, y: booth.y });
    }
    const after = { ...current, ...values };
    await recordAudit(tx, staff, {
      entity: 'exhibitionHall',
      entityId: current.id,
      action: 'update',
      before: hallValues(current),
      after: hallValues(after),
    });
    return hallRowOf(after, booths.length, locale);
  });
  await forgetPublicPages(deps);
  return { hall };
}

export async function removeHall(deps: Deps, session: Session | null, id: number) {
  const staff = manager(session);
  await inTransaction(deps.db, async (tx) => {
    const hall = await findHall(tx, id, true);
    if (!hall) throw new AppError('notFound');
    if ((await boothBoxesOfHall(tx, id, null)).length > 0) {
      throw new AppError('inUse', { fields: [{ key: 'error', messageKey: 'hallInUse' }] });
    }
    await deleteHallRow(tx, id);
    await recordAudit(tx, staff, {
      entity: 'exhibitionHall',
      entityId: id,
      action: 'delete',
      before: hallValues(hall),
    });
  });
  await forgetPublicPages(deps);
  return { id };
}

// ---------------------------------------------------------------- booths on the floor plan

type BoothJoined = NonNullable<Awaited<ReturnType<typeof findBoothJoined>>>;

function planBoothOf({ booth, exhibitor }: BoothJoined, locale: Locale) {
  return {
    id: booth.id,
    code: booth.code,
    hallId: booth.hallId,
    x: booth.x,
    y: booth.y,
    width: booth.width,
    height: booth.height,
    exhibitor: exhibitor ? { id: exhibitor.id, name: pick(exhibitor.name, locale) } : null,
  };
}

export async function getHallPlan(db: Db, session: Session | null, hallId: number, locale: Locale): Promise<HallPlan> {
  manager(session);
  const hall = await findHall(db, hallId);
  if (!hall) throw new AppError('notFound');
  const [booths, choices] = await Promise.all([boothsOfHall(db, hallId), exhibitorChoices(db, locale)]);
  return {
    hall: hallRowOf(hall, booths.length, locale),
    booths: booths.map((row) => planBoothOf(row, locale)),
    exhibitors: choices.map((choice) => ({
      id: choice.id,
      name: pick(choice.name, locale),
      status: choice.isPublished
        ? 'published'
        : choice.rejectedAt
          ? 'rejected'
          : choice.userId === null
            ? 'withdrawn'
            : 'waiting',
    })),
    grid: FLOOR_GRID,
  };
}

async function boothAnswer(db: Db, boothId: number, locale: Locale): Promise<BoothResponse> {
  const row = await findBoothJoined(db, boothId);
  if (!row) throw new AppError('notFound');
  const halls = await listHalls(db);
  const counted = halls.map((item) => hallRowOf(item.hall, item.booths, locale));
  const hall = counted.find((item) => item.id === row.booth.hallId);
  if (!hall) throw new AppError('notFound');
  return { booth: planBoothOf(row, locale), hall, halls: counted };
}

export async function getBooth(db: Db, session: Session | null, id: number, locale: Locale) {
  manager(session);
  return boothAnswer(db, id, locale);
}

const boxOf = (booth: FloorBox & { hallId: number }) => ({
  hallId: booth.hallId,
  x: booth.x,
  y: booth.y,
  width: booth.width,
  height: booth.height,
});

/**
 * Where a booth may stand: the box snapped to the grid, inside its hall's outline, on no other booth of the
 * hall. Called with the hall's row locked (FOR UPDATE), so that no placement in the hall runs meanwhile.
 */
async function checkPlace(tx: Db, hall: HallRowDb, wanted: FloorBox, boothId: number | null): Promise<FloorBox> {
  const box = snapBox(wanted);
  if (!boxInside(box, hall)) throw new AppError('outsideHall');
  const neighbour = (await boothBoxesOfHall(tx, hall.id, boothId)).find((other) => boxesOverlap(box, other));
  if (neighbour) {
    throw new AppError('floorOverlap', {
      fields: [{ key: 'error', messageKey: 'boothOverlaps', params: { code: neighbour.code } }],
    });
  }
  return box;
}

async function checkExhibitor(tx: Db, exhibitorId: number | undefined) {
  if (exhibitorId === undefined) return null;
  const found = await findExhibitorRecord(tx, exhibitorId);
  if (!found) throw fieldError('exhibitorId', 'invalidOption');
  return exhibitorId;
}

export async function createBooth(deps: Deps, session: Session | null, body: BoothCreateBody, locale: Locale) {
  const staff = manager(session);
  const id = await inTransaction(deps.db, async (tx) => {
    const hall = await findHall(tx, body.hallId, true);
    if (!hall) throw fieldError('hallId', 'invalidOption');
    const box = await checkPlace(tx, hall, numbers(body), null);
    if (await boothWithCode(tx, body.code, null)) throw fieldError('code', 'boothCodeTaken');
    const exhibitorId = await checkExhibitor(tx, body.exhibitorId);
    const row = await insertBooth(tx, { hallId: hall.id, code: body.code, ...box, exhibitorId });
    await recordAudit(tx, staff, {
      entity: 'booth',
      entityId: row.id,
      action: 'create',
      after: { code: row.code, exhibitorId, ...boxOf(row) },
    });
    return row.id;
  });
  await forgetPublicPages(deps);
  return boothAnswer(deps.db, id, locale);
}

const numbers = (body: FloorBox): FloorBox => ({ x: body.x, y: body.y, width: body.width, height: body.height });

/** The booth's code and who holds it; `base` the values the form opened with. */
export async function updateBooth(
  deps: Deps,
  session: Session | null,
  id: number,
  body: BoothUpdateBody,
  locale: Locale,
) {
  const staff = manager(session);
  await inTransaction(deps.db, async (tx) => {
    const booth = await findBooth(tx, id, true);
    if (!booth) throw new AppError('notFound');
    const before = { code: booth.code, exhibitorId: booth.exhibitorId };
    refuseStale(body.base, before);
    if (await boothWithCode(tx, body.code, id)) throw fieldError('code', 'boothCodeTaken');
    const exhibitorId = await checkExhibitor(tx, body.exhibitorId);
    await updateBoothRow(tx, id, { code: body.code, exhibitorId });
    await recordAudit(tx, staff, {
      entity: 'booth',
      entityId: id,
      action: 'update',
      before,
      after: { code: body.code, exhibitorId },
    });
  });
  await forgetPublicPages(deps);
  return boothAnswer(deps.db, id, locale);
}

/**
 * Places, moves or resizes a booth (decision 064): the halls it leaves and enters are locked FOR UPDATE in
 * the order of their ids before anything is read, so two placements in one hall never both pass the
 * overlap check; then its box is snapped to the grid, kept inside the hall and off every other booth.
 */
export async function placeBooth(
  deps: Deps,
  session: Session | null,
  id: number,
  body: BoothPlaceBody,
  locale: Locale,
) {
  const staff = manager(session);
  await inTransaction(deps.db, async (tx) => {
    const unlocked = await findBooth(tx, id);
    if (!unlocked) throw new AppError('notFound');
    const hallIds = [...new Set([unlocked.hallId, body.hallId])].sort((a, b) => a - b);
    const halls = new Map<number, HallRowDb>();
    for (const hallId of hallIds) {
      const hall = await findHall(tx, hallId, true);
      if (hall) halls.set(hallId, hall);
    }
    const booth = await findBooth(tx, id, true);
    if (!booth) throw new AppError('notFound');
    const target = halls.get(body.hallId);
    if (!target) throw fieldError('hallId', 'invalidOption');
    refuseStale(body.base, boxOf(booth));
    const box = await checkPlace(tx, target, numbers(body), id);
    await updateBoothRow(tx, id, { hallId: target.id, ...box });
    await recordAudit(tx, staff, {
      entity: 'booth',
      entityId: id,
      action: 'move',
      before: boxOf(booth),
      after: boxOf({ hallId: target.id, ...box }),
    });
  });
  await forgetPublicPages(deps);
  return boothAnswer(deps.db, id, locale);
}

export async function removeBooth(deps: Deps, session: Session | null, id: number) {
  const staff = manager(session);
  await inTransaction(deps.db, async (tx) => {
    const booth = await findBooth(tx, id, true);
    if (!booth) throw new AppError('notFound');
    await deleteBoothRow(tx, id);
    await recordAudit(tx, staff, {
      entity: 'booth',
      entityId: id,
      action: 'delete',
      before: { code: booth.code, exhibitorId: booth.exhibitorId, ...boxOf(booth) },
    });
  });
  await forgetPublicPages(deps);
  return { id };
}
