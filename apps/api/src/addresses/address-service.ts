import { type Address, type AddressFields, MAX_ADDRESSES } from '@forum/contract/addresses';
import type { Locale } from '@forum/contract/locale';
import type { OrderAddress } from '@forum/contract/orders';
import { requireAccess, shopper } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import {
  type AddressRow,
  clearOtherDefaults,
  countAddresses,
  deleteAddress,
  findAddresses,
  findCity,
  findDistrict,
  findOwnAddress,
  insertAddress,
  updateAddress,
} from './address-queries.ts';

/** An address as its owner reads it: the order's snapshot, its place names in the reader's language. */
export function presentAddress(row: AddressRow, locale: Locale): Address {
  const { city, country, district } = row;
  return {
    ...snapshotOf(row),
    country: { id: country.id, code: country.code, name: pick(country.name, locale) },
    city: { id: city.id, name: pick(city.name, locale) },
    district: district ? { id: district.id, name: pick(district.name, locale) } : null,
    isDefault: row.address.isDefault,
  };
}

/** The address as an order keeps it: in both languages' place names, frozen at the time of the order. */
export function snapshotOf(row: AddressRow) {
  const { address, city, country, district } = row;
  return {
    id: address.id,
    name: address.name,
    recipient: address.recipient,
    telephone: address.telephone,
    country: { code: country.code, name: country.name },
    city: { id: city.id, name: city.name },
    district: district ? { id: district.id, name: district.name } : null,
    address: address.address,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

type Snapshot = ReturnType<typeof snapshotOf>;

/** An order's stored address in the reader's language. */
export function presentSnapshot(stored: Record<string, unknown> | null, locale: Locale): OrderAddress | null {
  if (!stored) return null;
  const snapshot = stored as Partial<Snapshot>;
  return {
    name: snapshot.name ?? '',
    recipient: snapshot.recipient ?? '',
    telephone: snapshot.telephone ?? '',
    country: pick(snapshot.country?.name, locale),
    city: pick(snapshot.city?.name, locale),
    district: snapshot.district ? pick(snapshot.district.name, locale) : null,
    address: snapshot.address ?? '',
  };
}

async function bookOf(db: Db, userId: number, locale: Locale) {
  return { items: (await findAddresses(db, userId)).map((row) => presentAddress(row, locale)) };
}

/** The city must exist and the district, when given, must lie in it: each refusal names its field. */
async function checkPlace(db: Db, fields: AddressFields) {
  const city = await findCity(db, fields.city);
  if (!city) throw new AppError('validation', { fields: [{ key: 'city', messageKey: 'invalidOption' }] });
  if (fields.district == null) return;
  const district = await findDistrict(db, fields.district);
  if (district?.cityId !== city.id) {
    throw new AppError('validation', { fields: [{ key: 'district', messageKey: 'districtNotInCity' }] });
  }
}

function columnsOf(fields: AddressFields) {
  return {
    name: fields.name,
    recipient: fields.recipient,
    telephone: fields.telephone,
    cityId: fields.city,
    districtId: fields.district ?? null,
    address: fields.address,
    latitude: fields.latitude ?? null,
    longitude: fields.longitude ?? null,
  };
}

export async function listAddresses(db: Db, session: Session | null, locale: Locale) {
  const user = requireAccess(session, shopper);
  return bookOf(db, user.id, locale);
}

/** Adds an address; the first one, or one marked so, becomes the default. */
export async function addAddress(db: Db, session: Session | null, fields: AddressFields, locale: Locale) {
  const user = requireAccess(session, shopper);
  await checkPlace(db, fields);
  const id = await inTransaction(db, async (tx) => {
    const held = await countAddresses(tx, user.id);
    if (held >= MAX_ADDRESSES) {
      throw new AppError('addressLimit', {
        fields: [{ key: 'error', messageKey: 'addressLimit', params: { max: MAX_ADDRESSES } }],
      });
    }
    const isDefault = fields.isDefault || held === 0;
    const newId = await insertAddress(tx, { userId: user.id, ...columnsOf(fields), isDefault });
    if (isDefault) await clearOtherDefaults(tx, user.id, newId);
    return newId;
  });
  const row = await findOwnAddress(db, user.id, id);
  if (!row) throw new AppError('notFound');
  return { address: presentAddress(row, locale) };
}

/** Replaces an address; the default mark is only ever given, never taken away (another takes it). */
export async function changeAddress(
  db: Db,
  session: Session | null,
  addressId: number,
  fields: AddressFields,
  locale: Locale,
) {
  const user = requireAccess(session, shopper);
  const own = await findOwnAddress(db, user.id, addressId);
  if (!own) throw new AppError('notFound');
  await checkPlace(db, fields);
  await inTransaction(db, async (tx) => {
    const isDefault = fields.isDefault || own.address.isDefault;
    await updateAddress(tx, addressId, { ...columnsOf(fields), isDefault });
    if (isDefault) await clearOtherDefaults(tx, user.id, addressId);
  });
  const row = await findOwnAddress(db, user.id, addressId);
  if (!row) throw new AppError('notFound');
  return { address: presentAddress(row, locale) };
}

/** Deletes an address (orders keep their own copy); when it was the default, the newest left takes over. */
export async function removeAddress(db: Db, session: Session | null, addressId: number, locale: Locale) {
  const user = requireAccess(session, shopper);
  const own = await findOwnAddress(db, user.id, addressId);
  if (!own) throw new AppError('notFound');
  await inTransaction(db, async (tx) => {
    await deleteAddress(tx, addressId);
    if (!own.address.isDefault) return;
    const [next] = await findAddresses(tx, user.id);
    if (next) {
      await updateAddress(tx, next.address.id, { isDefault: true });
    }
  });
  return bookOf(db, user.id, locale);
}
