import type { SearchGroup } from '@forum/contract/catalogue-rules';
import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { isListed } from '../catalogue/product-queries.ts';
import { isScheduled } from '../conference/conference-queries.ts';
import type { Db } from '../db/client.ts';
import {
  conferenceSessions,
  events,
  exhibitors,
  type Localized,
  mediaItems,
  products,
  searchDocuments,
  workshops,
} from '../db/schema.ts';
import { indexedDocument, indexedTitle, matchesSearch, matchesWordStarts, stemRank, stemsOf } from './search-sql.ts';

type Source = {
  table: PgTable;
  id: SQL;
  title: SQL;
  /** The longer text an excerpt is cut from. */
  body: SQL;
  isPublished?: SQL;
  imageUrl: SQL;
  date: SQL;
  /** What the page address needs beside the id: a product's slug, a media item's type. */
  pathPart: SQL;
};

const none = sql`null`;

/**
 * What each group shows of a hit. What is searched (title, body and more: SKU, speakers, venue …) is the
 * group's row of the search index, written from the view search_sources (migration 0011, decision 046).
 */
const sources: Record<SearchGroup, Source> = {
  products: {
    table: products,
    id: products.id.getSQL(),
    title: products.name.getSQL(),
    body: products.description.getSQL(),
    isPublished: isListed,
    imageUrl: products.imageUrl.getSQL(),
    date: none,
    pathPart: products.slug.getSQL(),
  },
  sessions: {
    table: conferenceSessions,
    id: conferenceSessions.id.getSQL(),
    title: conferenceSessions.title.getSQL(),
    body: conferenceSessions.abstract.getSQL(),
    // an unscheduled session (decision 071) is not on the public programme
    isPublished: isScheduled,
    imageUrl: none,
    date: sql`${conferenceSessions.startsAt}`,
    pathPart: none,
  },
  workshops: {
    table: workshops,
    id: workshops.id.getSQL(),
    title: workshops.title.getSQL(),
    body: workshops.description.getSQL(),
    imageUrl: workshops.imageUrl.getSQL(),
    date: sql`${workshops.startsAt}`,
    pathPart: none,
  },
  events: {
    table: events,
    id: events.id.getSQL(),
    title: events.title.getSQL(),
    body: events.description.getSQL(),
    imageUrl: events.imageUrl.getSQL(),
    date: sql`${events.startsAt}`,
    pathPart: none,
  },
  media: {
    table: mediaItems,
    id: mediaItems.id.getSQL(),
    title: mediaItems.title.getSQL(),
    body: mediaItems.summary.getSQL(),
    // an item scheduled for later is not published yet
    isPublished: lte(mediaItems.publishedAt, sql`now()`),
    imageUrl: mediaItems.coverUrl.getSQL(),
    date: sql`${mediaItems.publishedAt}`,
    pathPart: sql`${mediaItems.type}::text`,
  },
  exhibitors: {
    table: exhibitors,
    id: exhibitors.id.getSQL(),
    title: exhibitors.name.getSQL(),
    body: exhibitors.description.getSQL(),
    isPublished: eq(exhibitors.isPublished, true),
    imageUrl: exhibitors.logoUrl.getSQL(),
    date: none,
    pathPart: none,
  },
};

/** The group's table joined to its rows of the search index. */
const joinedToIndex = (group: SearchGroup) =>
  and(eq(searchDocuments.kind, group), sql`${searchDocuments.id} = ${sources[group].id}`);

function columnsOf(source: Source) {
  return {
    id: sql<number>`${source.id}`.mapWith(Number),
    title: sql<Localized>`${source.title}`,
    body: sql<Localized>`${source.body}`,
    imageUrl: sql<string | null>`${source.imageUrl}`,
    date: sql<string | Date | null>`${source.date}`,
    pathPart: sql<string | null>`${source.pathPart}`,
  };
}

export type SearchRow = {
  id: number;
  title: Localized;
  body: Localized;
  imageUrl: string | null;
  date: string | Date | null;
  pathPart: string | null;
  matched: number;
};

/**
 * The best hits of one group and how many matched: published rows whose text matches (decision 019),
 * those matching by their title first, then by English-stem rank; each row names its group and carries
 * the query's English stems. The query itself, unawaited: `searchEveryGroup` joins the groups' into one
 * statement, and search-index.postgres.test.ts reads its plan.
 */
export function searchGroup(db: Db, group: SearchGroup, query: string, limit: number) {
  const source = sources[group];
  const columns = columnsOf(source);
  const titleMatches = matchesSearch(indexedTitle, query) ?? sql`false`;
  return db
    .select({
      group: sql<SearchGroup>`${group}::text`.as('group'),
      id: sql`${columns.id}`.as('id'),
      title: sql`${columns.title}`.as('title'),
      body: sql`${columns.body}`.as('body'),
      imageUrl: sql`${columns.imageUrl}`.as('image_url'),
      // typed, so that the groups without a date (null) and those with one make one column
      date: sql`${source.date}::timestamptz`.as('date'),
      pathPart: sql`${columns.pathPart}`.as('path_part'),
      matched: sql`count(*) over ()`.as('matched'),
      stems: sql`${stemsOf(query)}`.as('stems'),
    })
    .from(source.table)
    .innerJoin(searchDocuments, joinedToIndex(group))
    .where(and(source.isPublished, matchesSearch(indexedDocument, query)))
    .orderBy(
      sql`case when ${titleMatches} then 0 else 1 end`,
      sql`${stemRank(indexedDocument, query)} desc`,
      // the record's id as read from the index: the order is the index's alone, so the top few are sorted before
      // their own rows are read
      asc(searchDocuments.id),
    )
    .limit(limit);
}

type FoundRow = SearchRow & { group: SearchGroup; stems: string[] };

/**
 * The best hits of every group, how many each matched, and the query's English stems, in ONE statement
 * (each group's `searchGroup` in parentheses, joined by UNION ALL): on the embedded database a statement
 * costs 0.5–2 ms before any work, and seven of them one after another were most of a search (decision 046).
 */
export async function searchEveryGroup(
  db: Db,
  groups: readonly SearchGroup[],
  query: string,
  limit: number,
): Promise<FoundRow[]> {
  const branches = groups.map((group) => sql`(${searchGroup(db, group, query, limit).getSQL()})`);
  return (await rowsOf(db, sql.join(branches, sql` union all `))).map((row) => ({
    group: row.group as SearchGroup,
    id: Number(row.id),
    title: row.title as Localized,
    body: row.body as Localized,
    imageUrl: (row.image_url as string | null) ?? null,
    date: (row.date as string | Date | null) ?? null,
    pathPart: (row.path_part as string | null) ?? null,
    matched: Number(row.matched),
    stems: (row.stems as string[] | null) ?? [],
  }));
}

/**
 * Titles of one group with a word that starts with each typed word, the shortest first (by the indexed title
 * in both languages, so the order is the index's alone and only the first few records' own rows are read).
 * Unawaited, as `searchGroup`: `suggestEveryGroup` joins the groups' into one statement.
 */
export function suggestInGroup(db: Db, group: SearchGroup, query: string, limit: number) {
  const source = sources[group];
  const columns = columnsOf(source);
  return db
    .select({
      group: sql<SearchGroup>`${group}::text`.as('group'),
      id: sql`${columns.id}`.as('id'),
      title: sql`${columns.title}`.as('title'),
      pathPart: sql`${columns.pathPart}`.as('path_part'),
    })
    .from(source.table)
    .innerJoin(searchDocuments, joinedToIndex(group))
    .where(and(source.isPublished, matchesWordStarts(searchDocuments.title.getSQL(), query)))
    .orderBy(sql`length(${searchDocuments.title})`, asc(searchDocuments.id))
    .limit(limit);
}

/** Every group's suggestions (`suggestInGroup`) in one statement, as `searchEveryGroup`. */
export async function suggestEveryGroup(db: Db, groups: readonly SearchGroup[], query: string, limit: number) {
  const branches = groups.map((group) => sql`(${suggestInGroup(db, group, query, limit).getSQL()})`);
  return (await rowsOf(db, sql.join(branches, sql` union all `))).map((row) => ({
    group: row.group as SearchGroup,
    id: Number(row.id),
    title: row.title as Localized,
    pathPart: (row.path_part as string | null) ?? null,
  }));
}

async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
