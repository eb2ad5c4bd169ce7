import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sponsorshipPackages, sponsorshipRequests } from '../db/schema.ts';

/** The packages, by their sort order when asked, else as they were made. */
export async function findPackages(db: Db, sorted: boolean) {
  return db
    .select()
    .from(sponsorshipPackages)
    .orderBy(...(sorted ? [asc(sponsorshipPackages.sortOrder)] : []), asc(sponsorshipPackages.id));
}

export async function findPackage(db: Db, id: number) {
  const [pack] = await db.select().from(sponsorshipPackages).where(eq(sponsorshipPackages.id, id)).limit(1);
  return pack ?? null;
}

export async function insertSponsorshipRequest(db: Db, values: typeof sponsorshipRequests.$inferInsert) {
  const [stored] = await db.insert(sponsorshipRequests).values(values).returning({ id: sponsorshipRequests.id });
  return stored ?? null;
}
