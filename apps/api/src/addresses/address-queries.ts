import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { addresses, cities, countries, districts } from '../db/schema.ts';

export type AddressRow = Awaited<ReturnType<typeof findAddresses>>[number];

const addressColumns = {
  address: addresses,
  city: { id: cities.id, name: cities.name },
  country: { id: countries.id, code: countries.code, name: countries.name },
  district: { id: districts.id, name: districts.name },
};

/** A person's address book: the default first, then the newest. */
export async function findAddresses(db: Db, userId: number) {
  return db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .leftJoin(districts, eq(districts.id, addresses.districtId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** One address of the person's own: another person's is not found. */
export async function findOwnAddress(db: Db, userId: number, addressId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .leftJoin(districts, eq(districts.id, addresses.districtId))
    .where(and(eq(addresses.userId, userId), eq(addresses.id, addressId)))
    .limit(1);
  return row ?? null;
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.value ?? 0;
}

export async function insertAddress(db: Db, values: typeof addresses.$inferInsert): Promise<number> {
  const [row] = await db.insert(addresses).values(values).returning({ id: addresses.id });
  if (!row) throw new Error('address not stored');
  return row.id;
}

export async function updateAddress(db: Db, addressId: number, values: Partial<typeof addresses.$inferInsert>) {
  await db.update(addresses).set(values).where(eq(addresses.id, addressId));
}

export async function deleteAddress(db: Db, addressId: number) {
  await db.delete(addresses).where(eq(addresses.id, addressId));
}

/** One default per book: choosing one takes the mark off the others. */
export async function clearOtherDefaults(db: Db, userId: number, keepId: number) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId)));
}

export async function findCity(db: Db, cityId: number) {
  const [row] = await db.select().from(cities).where(eq(cities.id, cityId)).limit(1);
  return row ?? null;
}

export async function findDistrict(db: Db, districtId: number) {
  const [row] = await db.select().from(districts).where(eq(districts.id, districtId)).limit(1);
  return row ?? null;
}

export async function findCountries(db: Db) {
  return db.select().from(countries).orderBy(asc(countries.id));
}

export async function findCitiesOf(db: Db, countryId: number) {
  return db.select().from(cities).where(eq(cities.countryId, countryId)).orderBy(asc(cities.id));
}

export async function findDistrictsOf(db: Db, cityId: number) {
  return db.select().from(districts).where(eq(districts.cityId, cityId)).orderBy(asc(districts.id));
}
