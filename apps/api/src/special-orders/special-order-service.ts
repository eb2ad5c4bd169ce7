import type { CreateSpecialOrderBodySchema } from '@forum/contract/after-sales';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { requireCustomer } from '../addresses/address-service.ts';
import type { AuthUser, Session } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { specialOrders, uploads } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import type { Mailer } from '../mail/mailer.ts';
import { specialOrderMail } from '../mail/templates.ts';
import type { SettingsService } from '../settings/settings-service.ts';

type Row = typeof specialOrders.$inferSelect;

async function present(db: Db, rows: Row[]) {
  const ids = rows.flatMap((row) => (row.uploadId === null ? [] : [row.uploadId]));
  const files =
    ids.length > 0
      ? await db.select({ id: uploads.id, name: uploads.originalName }).from(uploads).where(inArray(uploads.id, ids))
      : [];
  return rows.map((row) => ({
    id: row.id,
    item: row.item,
    details: row.details,
    quantity: row.quantity,
    attachment: files.find((file) => file.id === row.uploadId) ?? null,
    status: row.status,
    quote: row.quoteMinor === null ? null : row.quoteMinor / 100,
    note: row.staffNote,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** POST /special-orders: recorded, and the forum's inbox is told (in the site's first language, Arabic). */
export async function createSpecialOrder(
  options: { db: Db; settings: SettingsService; mailer: Mailer; siteUrl: string },
  user: AuthUser,
  body: z.output<typeof CreateSpecialOrderBodySchema>,
) {
  const { db } = options;
  if (body.attachment !== undefined) {
    const [own] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, body.attachment), eq(uploads.userId, user.id), eq(uploads.purpose, 'evidence')));
    if (!own) throw new AppError('validation', { fields: [{ key: 'attachment', messageKey: 'invalidValue' }] });
  }
  const [row] = await db
    .insert(specialOrders)
    .values({
      userId: user.id,
      item: body.item,
      details: body.details ?? null,
      quantity: body.quantity,
      uploadId: body.attachment ?? null,
    })
    .returning();
  if (!row) throw new Error('special order not stored');
  const stored = await options.settings.get();
  if (stored.contacts.email) {
    const mail = specialOrderMail(
      { locale: 'ar', siteName: pick(stored.site.name, 'ar'), siteUrl: options.siteUrl },
      {
        id: row.id,
        item: row.item,
        quantity: row.quantity,
        details: row.details,
        customer: `${[user.firstName, user.lastName].filter(Boolean).join(' ')} <${user.email ?? ''}>`,
        hasAttachment: row.uploadId !== null,
      },
    );
    await options.mailer.send({ to: stored.contacts.email, ...mail });
  }
  const [presented] = await present(db, [row]);
  if (!presented) throw new Error('special order not presented');
  return presented;
}

export async function listSpecialOrders(db: Db, session: Session | null, page: number, perPage: number) {
  const user = requireCustomer(session);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(specialOrders)
      .where(eq(specialOrders.userId, user.id))
      .orderBy(desc(specialOrders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(specialOrders).where(eq(specialOrders.userId, user.id)),
  ]);
  return { items: await present(db, rows), total: total?.value ?? 0 };
}

/** The staff's answer: a price for the whole request, or a refusal, with a note for the customer. */
export async function answerSpecialOrder(
  db: Db,
  id: number,
  answer: { status: 'quoted'; quoteMinor: number; note: string | null } | { status: 'declined'; note: string | null },
) {
  const [row] = await db
    .update(specialOrders)
    .set({
      status: answer.status,
      quoteMinor: answer.status === 'quoted' ? answer.quoteMinor : null,
      staffNote: answer.note,
      updatedAt: new Date(),
    })
    .where(and(eq(specialOrders.id, id), eq(specialOrders.status, 'requested')))
    .returning();
  if (!row) {
    const [exists] = await db.select({ id: specialOrders.id }).from(specialOrders).where(eq(specialOrders.id, id));
    if (!exists) throw new AppError('notFound');
    throw new AppError('orderMoveRefused', { fields: [{ key: 'error', messageKey: 'orderMoveRefused' }] });
  }
  const [presented] = await present(db, [row]);
  if (!presented) throw new Error('special order not presented');
  return presented;
}
