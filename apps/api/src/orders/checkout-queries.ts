import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bankAccounts, shipmentTypes } from '../db/schema.ts';

export type ShipmentTypeRow = typeof shipmentTypes.$inferSelect;

export async function findShipmentTypes(db: Db): Promise<ShipmentTypeRow[]> {
  return db.select().from(shipmentTypes).orderBy(asc(shipmentTypes.id));
}

export async function findShipmentType(db: Db, id: number): Promise<ShipmentTypeRow | null> {
  const [row] = await db.select().from(shipmentTypes).where(eq(shipmentTypes.id, id)).limit(1);
  return row ?? null;
}

export async function findBankAccounts(db: Db) {
  return db.select().from(bankAccounts).orderBy(asc(bankAccounts.id));
}

export async function findBankAccount(db: Db, id: number) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
  return row ?? null;
}
