import type { EnquiryStatus } from '@forum/contract/console/content-rules';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  branches,
  contactMessages,
  events,
  faqs,
  mediaItems,
  mediaPhotos,
  pages,
  products,
  reviews,
  services,
  sponsorshipPackages,
  sponsorshipRequests,
  users,
} from '../../db/schema.ts';
import { listPage, orderOf, searchOf } from '../list.ts';

/** ORDER BY of a list (`orderOf`), as the SQL drizzle's orderBy takes. */
const sortOf = (...args: Parameters<typeof orderOf>) => orderOf(...args) as SQL[];

// Every statement of the console's content (decision 065). The records it edits share one shape of
// statement (find, lock, insert, update, delete by id), written once over their tables.

type IdTable = PgTable & { id: PgColumn };
type RowOf<T extends IdTable> = T['$inferSelect'];
type Page = { page: number; perPage: number; q?: string | undefined; sort?: string | undefined };

/** Both languages of a bilingual column, for a search. */
const both = (column: PgColumn) => [sql`${column}->>'ar'`, sql`${column}->>'en'`];

export async function findRow<T extends IdTable>(db: Db, table: T, id: number): Promise<RowOf<T> | null> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return (rows[0] as RowOf<T> | undefined) ?? null;
}

/** The row under a lock for the rest of the transaction: the stale check and the write see the same row. */
export async function lockRow<T extends IdTable>(tx: Db, table: T, id: number): Promise<RowOf<T> | null> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1)
    .for('update');
  return (rows[0] as RowOf<T> | undefined) ?? null;
}

export async function insertRow<T extends IdTable>(tx: Db, table: T, values: T['$inferInsert']): Promise<RowOf<T>> {
  const rows = (await tx.insert(table).values(values).returning()) as RowOf<T>[];
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateRow<T extends IdTable>(
  tx: Db,
  table: T,
  id: number,
  values: Partial<T['$inferInsert']>,
): Promise<RowOf<T>> {
  const rows = (await tx
    .update(table)
    .set(values as never)
    .where(eq(table.id, id))
    .returning()) as RowOf<T>[];
  const row = rows[0];
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteRow(tx: Db, table: IdTable, id: number): Promise<void> {
  await tx.delete(table).where(eq(table.id, id));
}

// ---------------------------------------------------------------- lists

export function listEventRows(db: Db, query: Page & { when?: 'upcoming' | 'past' | undefined }, now: Date) {
  const where = and(
    searchOf(query.q, [...both(events.title), ...both(events.venue)]),
    query.when === 'upcoming' ? gt(events.endsAt, now) : query.when === 'past' ? lte(events.endsAt, now) : undefined,
  );
  return listPage(query, {
    count: () => db.$count(events, where),
    rows: (limit, offset) =>
      db
        .select()
        .from(events)
        .where(where)
        .orderBy(
          ...sortOf(
            query.sort,
            { startsAt: events.startsAt, title: sql`${events.title}->>'ar'` },
            desc(events.startsAt),
            events.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

export function listMediaRows(db: Db, query: Page & { type?: (typeof mediaItems.$inferSelect)['type'] | undefined }) {
  const where = and(
    searchOf(query.q, both(mediaItems.title)),
    query.type ? eq(mediaItems.type, query.type) : undefined,
  );
  return listPage(query, {
    count: () => db.$count(mediaItems, where),
    rows: (limit, offset) =>
      db
        .select()
        .from(mediaItems)
        .where(where)
        .orderBy(
          ...sortOf(
            query.sort,
            { publishedAt: mediaItems.publishedAt, title: sql`${mediaItems.title}->>'ar'` },
            desc(mediaItems.publishedAt),
            mediaItems.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

/** A gallery's photos in their order (ties, as the public page breaks them, by id). */
export function photosOfItem(db: Db, mediaId: number) {
  return db
    .select()
    .from(mediaPhotos)
    .where(eq(mediaPhotos.mediaId, mediaId))
    .orderBy(asc(mediaPhotos.sortOrder), asc(mediaPhotos.id));
}

export async function findPhoto(db: Db, mediaId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(mediaPhotos)
    .where(and(eq(mediaPhotos.id, photoId), eq(mediaPhotos.mediaId, mediaId)))
    .limit(1);
  return row ?? null;
}

/** Locks the gallery's item, so that two moves of its photos run one after the other. */
export async function lockMedia(tx: Db, mediaId: number) {
  return lockRow(tx, mediaItems, mediaId);
}

export function listPackageRows(db: Db, query: Page) {
  const where = searchOf(query.q, both(sponsorshipPackages.name));
  return listPage(query, {
    count: () => db.$count(sponsorshipPackages, where),
    rows: (limit, offset) =>
      db
        .select()
        .from(sponsorshipPackages)
        .where(where)
        .orderBy(
          ...sortOf(
            query.sort,
            {
              sortOrder: sponsorshipPackages.sortOrder,
              name: sql`${sponsorshipPackages.name}->>'ar'`,
              price: sponsorshipPackages.priceMinor,
            },
            asc(sponsorshipPackages.sortOrder),
            sponsorshipPackages.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

const enquiryColumns = { request: sponsorshipRequests, packageName: sponsorshipPackages.name };

export function listEnquiryRows(
  db: Db,
  query: Page & { status?: EnquiryStatus | undefined; package?: number | undefined },
) {
  const where = and(
    searchOf(query.q, [
      sponsorshipRequests.companyName,
      sponsorshipRequests.name,
      sponsorshipRequests.email,
      sponsorshipRequests.message,
    ]),
    query.status === 'open'
      ? isNull(sponsorshipRequests.handledAt)
      : query.status === 'handled'
        ? isNotNull(sponsorshipRequests.handledAt)
        : undefined,
    query.package ? eq(sponsorshipRequests.packageId, query.package) : undefined,
  );
  return listPage(query, {
    count: () => db.$count(sponsorshipRequests, where),
    rows: (limit, offset) =>
      db
        .select(enquiryColumns)
        .from(sponsorshipRequests)
        .leftJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsorshipRequests.packageId))
        .where(where)
        .orderBy(
          ...sortOf(
            query.sort,
            { createdAt: sponsorshipRequests.createdAt, companyName: sponsorshipRequests.companyName },
            desc(sponsorshipRequests.createdAt),
            sponsorshipRequests.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

export async function findEnquiry(db: Db, id: number) {
  const [row] = await db
    .select(enquiryColumns)
    .from(sponsorshipRequests)
    .leftJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsorshipRequests.packageId))
    .where(eq(sponsorshipRequests.id, id))
    .limit(1);
  return row ?? null;
}

export function listPageRows(db: Db, query: Page) {
  const where = searchOf(query.q, [pages.slug, ...both(pages.title)]);
  return listPage(query, {
    count: () => db.$count(pages, where),
    rows: (limit, offset) =>
      db
        .select()
        .from(pages)
        .where(where)
        .orderBy(
          ...sortOf(
            query.sort,
            { slug: pages.slug, updatedAt: pages.updatedAt, title: sql`${pages.title}->>'ar'` },
            asc(pages.slug),
            pages.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

export async function findPageBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).limit(1);
  return row ?? null;
}

export function listFaqRows(db: Db, query: Page) {
  const where = searchOf(query.q, [...both(faqs.question), ...both(faqs.category)]);
  return listPage(query, {
    count: () => db.$count(faqs, where),
    rows: (limit, offset) =>
      db
        .select()
        .from(faqs)
        .where(where)
        .orderBy(
          ...sortOf(
            query.sort,
            { sortOrder: faqs.sortOrder, question: sql`${faqs.question}->>'ar'` },
            asc(faqs.sortOrder),
            faqs.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

export function listServiceRows(db: Db, query: Page) {
  const where = searchOf(query.q, both(services.title));
  return listPage(query, {
    count: () => db.$count(services, where),
    rows: (limit, offset) =>
      db
        .select()
        .from(services)
        .where(where)
        .orderBy(
          ...sortOf(
            query.sort,
            { sortOrder: services.sortOrder, title: sql`${services.title}->>'ar'` },
            asc(services.sortOrder),
            services.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

export function listBranchRows(db: Db, query: Page) {
  const where = searchOf(query.q, [...both(branches.name), branches.telephone]);
  return listPage(query, {
    count: () => db.$count(branches, where),
    rows: (limit, offset) =>
      db
        .select()
        .from(branches)
        .where(where)
        .orderBy(...sortOf(query.sort, { name: sql`${branches.name}->>'ar'` }, asc(branches.id), branches.id))
        .limit(limit)
        .offset(offset),
  });
}

// ---------------------------------------------------------------- contact messages

/**
 * Open: not closed (what the dashboard counts); answered: closed by an answer sent by email; closed: closed
 * without one. An answer closes its message (decision 065).
 */
function contactStatusIs(status: 'open' | 'answered' | 'closed'): SQL | undefined {
  if (status === 'open') return isNull(contactMessages.closedAt);
  if (status === 'answered') return isNotNull(contactMessages.answeredAt);
  return and(isNotNull(contactMessages.closedAt), isNull(contactMessages.answeredAt));
}

export function listContactRows(
  db: Db,
  query: Page & { status?: 'open' | 'answered' | 'closed' | undefined; type?: string | undefined },
) {
  const where = and(
    searchOf(query.q, [contactMessages.name, contactMessages.email, contactMessages.subject, contactMessages.message]),
    query.status ? contactStatusIs(query.status) : undefined,
    query.type ? eq(contactMessages.messageType, query.type) : undefined,
  );
  return listPage(query, {
    count: () => db.$count(contactMessages, where),
    rows: (limit, offset) =>
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(
          ...sortOf(
            query.sort,
            { createdAt: contactMessages.createdAt, subject: contactMessages.subject },
            desc(contactMessages.createdAt),
            contactMessages.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

// ---------------------------------------------------------------- reviews

const reviewColumns = {
  review: reviews,
  product: { id: products.id, slug: products.slug, name: products.name },
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

export function listReviewRows(
  db: Db,
  query: Page & { status?: 'pending' | 'published' | 'rejected' | undefined; product?: number | undefined },
) {
  const where = and(
    searchOf(query.q, [reviews.body, ...both(products.name), users.email]),
    query.status ? eq(reviews.status, query.status) : undefined,
    query.product ? eq(reviews.productId, query.product) : undefined,
  );
  return listPage(query, {
    count: async () => {
      const [row] = await db
        .select({ total: count() })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(where);
      return row?.total ?? 0;
    },
    rows: (limit, offset) =>
      db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(where)
        .orderBy(
          ...sortOf(
            query.sort,
            { createdAt: reviews.createdAt, rating: reviews.rating },
            desc(reviews.createdAt),
            reviews.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

export type ConsoleReviewRow = Awaited<ReturnType<typeof listReviewRows>>['items'][number];

export async function findReviewRow(db: Db, id: number): Promise<ConsoleReviewRow | null> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ?? null;
}
