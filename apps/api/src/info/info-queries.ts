import { asc, count, countDistinct, desc, eq, lte, sql } from 'drizzle-orm';
import { isScheduled, scheduledStart } from '../conference/conference-queries.ts';
import type { Db } from '../db/client.ts';
import {
  conferenceSessions,
  contactMessages,
  events,
  exhibitors,
  faqs,
  mediaItems,
  pages,
  products,
  services,
  speakers,
  workshops,
} from '../db/schema.ts';
import { matchesEveryTerm, searchDocument } from '../search/search-sql.ts';

export async function findPage(db: Db, slug: string) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row ?? null;
}

const faqDocument = searchDocument(
  sql`${faqs.question}->>'ar'`,
  sql`${faqs.question}->>'en'`,
  sql`${faqs.answer}->>'ar'`,
  sql`${faqs.answer}->>'en'`,
  sql`${faqs.category}->>'ar'`,
  sql`${faqs.category}->>'en'`,
);

/** The questions in the forum's order, those matching every word of the query when there is one. */
export async function listFaqs(db: Db, q: string | undefined) {
  return db.select().from(faqs).where(matchesEveryTerm(faqDocument, q)).orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

export async function listServices(db: Db) {
  return db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id));
}

export async function findService(db: Db, id: number) {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  return row ?? null;
}

const isPublishedExhibitor = eq(exhibitors.isPublished, true);

/** What the community is made of, counted from the data. */
export async function countCommunity(db: Db) {
  const [[speakerCount], [sessionCount], [workshopCount], [exhibitorCount], [eventCount], [countryCount]] =
    await Promise.all([
      db.select({ value: count() }).from(speakers),
      db.select({ value: count() }).from(conferenceSessions).where(isScheduled),
      db.select({ value: count() }).from(workshops),
      db.select({ value: count() }).from(exhibitors).where(isPublishedExhibitor),
      db.select({ value: count() }).from(events),
      db.select({ value: countDistinct(sql`origin.country`) }).from(
        sql`(select ${speakers.country} as country from ${speakers}
            union select ${exhibitors.country} from ${exhibitors} where ${exhibitors.isPublished}) as origin`,
      ),
    ]);
  return {
    speakers: speakerCount?.value ?? 0,
    sessions: sessionCount?.value ?? 0,
    workshops: workshopCount?.value ?? 0,
    exhibitors: exhibitorCount?.value ?? 0,
    countries: countryCount?.value ?? 0,
    events: eventCount?.value ?? 0,
  };
}

export async function featuredSpeakers(db: Db, limit: number) {
  return db.select().from(speakers).where(eq(speakers.isFeatured, true)).orderBy(asc(speakers.id)).limit(limit);
}

export async function publishedExhibitors(db: Db, limit?: number) {
  const query = db.select().from(exhibitors).where(isPublishedExhibitor).orderBy(asc(exhibitors.id));
  return limit === undefined ? query : query.limit(limit);
}

/** Everything public that has a page of its own, for the sitemap. */
export async function loadSitemapRows(db: Db, now: Date) {
  const [
    pageRows,
    exhibitorRows,
    eventRows,
    mediaRows,
    serviceRows,
    productRows,
    sessionRows,
    speakerRows,
    workshopRows,
  ] = await Promise.all([
    db.select().from(pages).orderBy(asc(pages.id)),
    publishedExhibitors(db),
    db.select().from(events).orderBy(desc(events.startsAt), desc(events.id)),
    db
      .select()
      .from(mediaItems)
      .where(lte(mediaItems.publishedAt, now))
      .orderBy(desc(mediaItems.publishedAt), desc(mediaItems.id)),
    listServices(db),
    db
      .select({ id: products.id, slug: products.slug, name: products.name })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id)),
    db
      .select({ id: conferenceSessions.id, title: conferenceSessions.title, startsAt: scheduledStart() })
      .from(conferenceSessions)
      .where(isScheduled)
      .orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessions.id)),
    db.select({ id: speakers.id, name: speakers.name }).from(speakers).orderBy(asc(speakers.id)),
    db
      .select({ id: workshops.id, title: workshops.title, startsAt: workshops.startsAt })
      .from(workshops)
      .orderBy(asc(workshops.startsAt), asc(workshops.id)),
  ]);
  return {
    pages: pageRows,
    exhibitors: exhibitorRows,
    events: eventRows,
    media: mediaRows,
    services: serviceRows,
    products: productRows,
    sessions: sessionRows,
    speakers: speakerRows,
    workshops: workshopRows,
  };
}

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [stored] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return stored ?? null;
}
