import type { AccountFamily, Profile, SocialLink } from '@forum/contract/account';
import type { Locale } from '@forum/contract/locale';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type AuthUser, toSessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import {
  addresses,
  booths,
  calendarFeeds,
  exhibitionHalls,
  exhibitorCategories,
  exhibitors,
  mailOutbox,
  reviews,
  uploads,
  userGroups,
  users,
  verificationCodes,
  wishlistItems,
  workshopRegistrations,
} from '../db/schema.ts';
import { pick } from '../localize.ts';
import { unreadCounts } from '../notifications/notification-service.ts';

export type UserRow = typeof users.$inferSelect;

/** Customers and staff log in through /login; exhibitors only through /exhibitors/login (and the reverse). */
export const typesOfFamily = {
  customer: ['customer', 'staff'],
  exhibitor: ['exhibitor'],
} as const satisfies Record<AccountFamily, UserRow['type'][]>;

export async function findAccount(db: Db, family: AccountFamily, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        inArray(users.type, [...typesOfFamily[family]]),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.type))
    .limit(1);
  return row ?? null;
}

/** Uses up the ids a new account of the family takes, without making it. */
export async function skipNewAccountIds(db: Db, family: AccountFamily): Promise<void> {
  await db.execute(sql`select nextval(pg_get_serial_sequence('users', 'id'))`);
  if (family === 'exhibitor') await db.execute(sql`select nextval(pg_get_serial_sequence('exhibitors', 'id'))`);
}

export async function findUserWithPermissions(db: Db, userId: number): Promise<AuthUser | null> {
  const [row] = await db
    .select({ user: users, permissions: userGroups.permissions })
    .from(users)
    .leftJoin(userGroups, eq(userGroups.id, users.groupId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ? { ...row.user, permissions: row.permissions ?? {} } : null;
}

export async function groupIdOf(db: Db, key: 'customers' | 'exhibitors'): Promise<number | null> {
  const [row] = await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.key, key)).limit(1);
  return row?.id ?? null;
}

export async function findExhibitorOf(db: Db, userId: number) {
  const [row] = await db.select().from(exhibitors).where(eq(exhibitors.userId, userId)).limit(1);
  return row ?? null;
}

async function boothsOf(db: Db, exhibitorId: number, locale: Locale) {
  const rows = await db
    .select({ id: booths.id, code: booths.code, hall: exhibitionHalls.name })
    .from(booths)
    .innerJoin(exhibitionHalls, eq(exhibitionHalls.id, booths.hallId))
    .where(eq(booths.exhibitorId, exhibitorId))
    .orderBy(asc(booths.code));
  return rows.map((row) => ({ id: row.id, code: row.code, hall: pick(row.hall, locale) }));
}

async function categoryOf(db: Db, categoryId: number, locale: Locale) {
  const [row] = await db.select().from(exhibitorCategories).where(eq(exhibitorCategories.id, categoryId)).limit(1);
  return { id: categoryId, name: pick(row?.name, locale) };
}

/** The account as the account screens show it: the session user and every editable field. */
export async function loadProfile(db: Db, user: AuthUser, locale: Locale) {
  const sessionUser = toSessionUser(user);
  if (user.type === 'guest') return { user: sessionUser, profile: null, unread: { notifications: 0, messages: 0 } };
  let exhibitor: Profile['exhibitor'] = null;
  if (user.type === 'exhibitor') {
    const company = await findExhibitorOf(db, user.id);
    if (company) {
      exhibitor = {
        id: company.id,
        companyNameAr: company.name.ar,
        companyNameEn: company.name.en,
        descriptionAr: company.description.ar,
        descriptionEn: company.description.en,
        category: await categoryOf(db, company.categoryId, locale),
        logoUrl: company.logoUrl,
        website: company.website,
        contactEmail: company.email,
        // written only through the profile schema, which allows only the known networks
        social: company.social as SocialLink[],
        booths: await boothsOf(db, company.id, locale),
        isPublished: company.isPublished,
      };
    }
  }
  const profile: Profile = {
    id: user.id,
    userType: user.type,
    accountKind: user.accountKind,
    email: user.email ?? '',
    emailVerified: user.emailVerifiedAt !== null,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    telephone: user.telephone,
    country: user.country,
    city: user.city,
    district: user.district,
    address: user.address,
    companyName: user.companyName,
    taxNumber: user.taxNumber,
    commercialRegistration: user.commercialRegistration,
    avatarUrl: user.avatarUrl,
    locale: user.locale === 'en' ? 'en' : 'ar',
    notifications: user.notifications,
    createdAt: user.createdAt.toISOString(),
    exhibitor,
    publicId: user.publicId,
    showProfile: user.showProfile,
  };
  return { user: sessionUser, profile, unread: await unreadCounts(db, user.id) };
}

/**
 * What anyone may see of an account, and only of a confirmed one that shows itself (decision 027):
 * an exhibitor whose company is published, or a customer who chose to. Staff never; a customer
 * shows a first name and an initial, never contacts.
 */
export async function loadPublicProfile(db: Db, publicId: string, locale: Locale) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.publicId, publicId),
        isNull(users.deletedAt),
        isNotNull(users.emailVerifiedAt),
        or(and(eq(users.type, 'customer'), eq(users.showProfile, true)), eq(users.type, 'exhibitor')),
      ),
    )
    .limit(1);
  if (!user) return null;
  const company = user.type === 'exhibitor' ? await findExhibitorOf(db, user.id) : null;
  if (user.type === 'exhibitor' && !company?.isPublished) return null;
  const [reviewCount] = await db.select({ value: count() }).from(reviews).where(eq(reviews.userId, user.id));
  const initial = user.lastName ? ` ${[...user.lastName][0]}.` : '';
  return {
    id: user.publicId,
    userType: user.type as 'customer' | 'exhibitor',
    displayName: company ? pick(company.name, locale) : `${user.firstName ?? ''}${initial}`.trim(),
    avatarUrl: company ? company.logoUrl || null : user.avatarUrl,
    city: user.city,
    memberSince: user.createdAt.toISOString(),
    reviewCount: reviewCount?.value ?? 0,
    exhibitor: company
      ? {
          id: company.id,
          name: pick(company.name, locale),
          description: pick(company.description, locale),
          logoUrl: company.logoUrl,
          category: (await categoryOf(db, company.categoryId, locale)).name,
          website: company.website,
          social: company.social as SocialLink[],
          booths: await boothsOf(db, company.id, locale),
        }
      : null,
  };
}

export async function findOwnUpload(db: Db, uploadId: number, ownerId: number) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, ownerId)))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- writes

export async function insertUser(tx: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateUser(db: Db, userId: number, changes: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: number) {
  await db.update(users).set({ emailVerifiedAt: sql`now()` }).where(eq(users.id, userId));
}

/** A new password set with an emailed code: that proves the address too. */
export async function setPasswordByCode(db: Db, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

export async function insertExhibitor(tx: Db, values: typeof exhibitors.$inferInsert) {
  await tx.insert(exhibitors).values(values);
}

export async function updateExhibitor(tx: Db, exhibitorId: number, changes: Partial<typeof exhibitors.$inferInsert>) {
  await tx.update(exhibitors).set(changes).where(eq(exhibitors.id, exhibitorId));
}

export async function giveUpload(tx: Db, uploadId: number, userId: number) {
  await tx.update(uploads).set({ userId }).where(eq(uploads.id, uploadId));
}

/** A guest's saved sessions and products move to the account, except those it already saved. */
export async function moveGuestWishlist(tx: Db, guestId: number, userId: number) {
  await tx.execute(sql`
    update ${wishlistItems} as moved set user_id = ${userId}
    where moved.user_id = ${guestId} and not exists (
      select 1 from ${wishlistItems} as kept
      where kept.user_id = ${userId}
        and kept.conference_session_id is not distinct from moved.conference_session_id
        and kept.product_id is not distinct from moved.product_id)`);
}

export async function moveUploads(tx: Db, fromUserId: number, toUserId: number) {
  await tx.update(uploads).set({ userId: toUserId }).where(eq(uploads.userId, fromUserId));
}

export async function deleteGuest(tx: Db, guestId: number) {
  await tx.delete(users).where(and(eq(users.id, guestId), eq(users.type, 'guest')));
}

/** Deletes the user's uploads, answering where their files are kept. */
export async function deleteUploadsOf(tx: Db, userId: number): Promise<string[]> {
  const owned = await tx.select({ path: uploads.path }).from(uploads).where(eq(uploads.userId, userId));
  await tx.delete(uploads).where(eq(uploads.userId, userId));
  return owned.map((row) => row.path);
}

export async function deleteSavedOf(tx: Db, userId: number) {
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The registrations, addresses, codes and emails of a user (the emails by address). */
export async function deletePersonalRowsOf(tx: Db, userId: number, email: string | null) {
  await tx.delete(workshopRegistrations).where(eq(workshopRegistrations.userId, userId));
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
  if (email) await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`);
}

/** The company's listing leaves the directory and the person. */
export async function detachExhibitor(tx: Db, userId: number) {
  await tx.update(exhibitors).set({ userId: null, isPublished: false }).where(eq(exhibitors.userId, userId));
}

/** The account stays, empty, for the orders and reviews tied to it. */
export async function emptyUser(tx: Db, userId: number) {
  await tx
    .update(users)
    .set({
      email: null,
      passwordHash: null,
      firstName: null,
      lastName: null,
      telephone: null,
      companyName: null,
      taxNumber: null,
      commercialRegistration: null,
      country: null,
      city: null,
      district: null,
      address: null,
      avatarUrl: null,
      deletedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
