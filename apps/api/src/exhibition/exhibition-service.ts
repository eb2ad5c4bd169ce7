import type {
  ExhibitionFilters,
  ExhibitionMap,
  Exhibitor,
  ExhibitorListQuerySchema,
  ExhibitorPage,
  ExhibitorSummary,
} from '@forum/contract/exhibition';
import { withProtocol } from '@forum/contract/links';
import type { Locale } from '@forum/contract/locale';
import { truncate } from '@forum/contract/text';
import type { z } from 'zod';
import { getProductPage } from '../catalogue/product-service.ts';
import type { Db } from '../db/client.ts';
import type { exhibitionHalls } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { countryName, pick } from '../localize.ts';
import { paginationOf } from '../pagination.ts';
import {
  boothsOfExhibitors,
  brandsOfExhibitor,
  type ExhibitorRow,
  findPublishedExhibitor,
  listExhibitors,
  loadFilterCounts,
  loadFloorPlan,
  sessionsOfExhibitor,
} from './exhibition-queries.ts';

type ExhibitorListQuery = z.output<typeof ExhibitorListQuerySchema>;
type HallRow = typeof exhibitionHalls.$inferSelect;
type BoothRows = Awaited<ReturnType<typeof boothsOfExhibitors>>;

const SUMMARY_LENGTH = 140;
const PRODUCTS_ON_PAGE = 8;

function hallRef(hall: HallRow, locale: Locale) {
  return { id: hall.id, code: hall.code, name: pick(hall.name, locale) };
}

function presentSummary(row: ExhibitorRow, booths: BoothRows, locale: Locale): ExhibitorSummary {
  const { exhibitor, category } = row;
  return {
    id: exhibitor.id,
    name: pick(exhibitor.name, locale),
    summary: truncate(pick(exhibitor.description, locale), SUMMARY_LENGTH),
    logoUrl: exhibitor.logoUrl,
    category: { id: category.id, name: pick(category.name, locale) },
    country: { code: exhibitor.country, name: countryName(exhibitor.country, locale) },
    booths: booths
      .filter(({ booth }) => booth.exhibitorId === exhibitor.id)
      .map(({ booth, hall }) => ({ id: booth.id, code: booth.code, hall: hallRef(hall, locale) })),
  };
}

export async function getExhibitorPage(db: Db, query: ExhibitorListQuery, locale: Locale): Promise<ExhibitorPage> {
  const { page, perPage, ...filter } = query;
  const { rows, total } = await listExhibitors(db, filter, { page, perPage }, locale);
  const booths = await boothsOfExhibitors(
    db,
    rows.map((row) => row.exhibitor.id),
  );
  return {
    items: rows.map((row) => presentSummary(row, booths, locale)),
    pagination: paginationOf(page, perPage, total),
  };
}

export async function getExhibitor(
  db: Db,
  id: number,
  options: { locale: Locale; userId: number | null },
): Promise<Exhibitor> {
  const { locale } = options;
  const row = await findPublishedExhibitor(db, id);
  if (!row) throw new AppError('notFound');
  const [booths, brandRows, sessionRows] = await Promise.all([
    boothsOfExhibitors(db, [id]),
    brandsOfExhibitor(db, id),
    sessionsOfExhibitor(db, id),
  ]);
  const products = brandRows.length
    ? await getProductPage(
        db,
        { page: 1, perPage: PRODUCTS_ON_PAGE, sort: 'best_selling', brands: brandRows.map((brand) => brand.id) },
        options,
      )
    : null;

  const sessions = new Map<number, Exhibitor['sessions'][number]>();
  for (const { session, hall, speaker } of sessionRows) {
    const entry = sessions.get(session.id) ?? {
      id: session.id,
      title: pick(session.title, locale),
      type: session.type,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      hall: pick(hall, locale),
      speakers: [],
    };
    entry.speakers.push(pick(speaker, locale));
    sessions.set(session.id, entry);
  }

  const { exhibitor } = row;
  const website = exhibitor.website ? withProtocol(exhibitor.website) : null;
  return {
    ...presentSummary(row, booths, locale),
    description: pick(exhibitor.description, locale),
    website,
    email: exhibitor.email || null,
    telephone: exhibitor.telephone || null,
    social: exhibitor.social
      .filter((link) => link.url.trim() !== '')
      .map((link) => ({ network: link.network, url: withProtocol(link.url) })),
    brands: brandRows.map((brand) => ({ id: brand.id, name: pick(brand.name, locale), slug: brand.slug })),
    products: products?.items ?? [],
    sessions: [...sessions.values()],
  };
}

export async function getExhibitionMap(db: Db, locale: Locale): Promise<ExhibitionMap> {
  const plan = await loadFloorPlan(db);
  const halls = new Map(plan.halls.map((hall) => [hall.id, hall]));
  const left = Math.min(...plan.halls.map((hall) => hall.x));
  const top = Math.min(...plan.halls.map((hall) => hall.y));
  const right = Math.max(...plan.halls.map((hall) => hall.x + hall.width));
  const bottom = Math.max(...plan.halls.map((hall) => hall.y + hall.height));
  return {
    bounds: plan.halls.length
      ? { x: left, y: top, width: right - left, height: bottom - top }
      : { x: 0, y: 0, width: 0, height: 0 },
    halls: plan.halls.map((hall) => ({
      ...hallRef(hall, locale),
      x: hall.x,
      y: hall.y,
      width: hall.width,
      height: hall.height,
    })),
    booths: plan.booths.flatMap(({ booth, exhibitor, category }) => {
      const hall = halls.get(booth.hallId);
      if (!hall) return [];
      return [
        {
          id: booth.id,
          code: booth.code,
          x: booth.x,
          y: booth.y,
          width: booth.width,
          height: booth.height,
          hall: hallRef(hall, locale),
          isFree: booth.exhibitorId === null,
          exhibitor:
            exhibitor && category
              ? {
                  id: exhibitor.id,
                  name: pick(exhibitor.name, locale),
                  logoUrl: exhibitor.logoUrl,
                  category: { id: category.id, name: pick(category.name, locale) },
                }
              : null,
        },
      ];
    }),
  };
}

export async function getExhibitionFilters(db: Db, locale: Locale): Promise<ExhibitionFilters> {
  const counts = await loadFilterCounts(db);
  const collator = new Intl.Collator(locale);
  return {
    categories: counts.categories.map(({ category, count }) => ({
      id: category.id,
      name: pick(category.name, locale),
      count,
    })),
    countries: counts.countries
      .map(({ code, count }) => ({ code, name: countryName(code, locale), count }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    halls: counts.halls.map(({ hall, count }) => ({ ...hallRef(hall, locale), count })),
  };
}
