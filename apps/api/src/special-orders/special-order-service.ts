import type { CreateSpecialOrderBodySchema } from '@forum/contract/after-sales';
import type { z } from 'zod';
import { requireAccess, shopper } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import { throttle } from '../auth/throttle.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import type { Mailer } from '../mail/mailer.ts';
import { specialOrderMail } from '../mail/templates.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { findOwnUploadIds, findUploadNames } from '../uploads/upload-queries.ts';
import {
  answerRequested,
  insertSpecialOrder,
  type SpecialOrderRow,
  specialOrderExists,
  specialOrderPage,
} from './special-order-queries.ts';

type Row = SpecialOrderRow;

async function present(db: Db, rows: Row[]) {
  const ids = rows.flatMap((row) => (row.uploadId === null ? [] : [row.uploadId]));
  const files = await findUploadNames(db, ids);
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
  session: Session | null,
  body: z.output<typeof CreateSpecialOrderBodySchema>,
) {
  const user = requireAccess(session, shopper);
  const { db } = options;
  await throttle(db, `special-orders:${user.id}`, { max: 10, windowSeconds: 3600 });
  if (body.attachment !== undefined) {
    const own = await findOwnUploadIds(db, user.id, [body.attachment], 'evidence');
    if (own.length === 0)
      throw new AppError('validation', { fields: [{ key: 'attachment', messageKey: 'invalidValue' }] });
  }
  const row = await insertSpecialOrder(db, {
    userId: user.id,
    item: body.item,
    details: body.details ?? null,
    quantity: body.quantity,
    uploadId: body.attachment ?? null,
  });
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
  const user = requireAccess(session, shopper);
  const { rows, total } = await specialOrderPage(db, user.id, page, perPage);
  return { items: await present(db, rows), total };
}

/** The staff's answer: a price for the whole request, or a refusal, with a note for the customer. */
export async function answerSpecialOrder(
  db: Db,
  id: number,
  answer: { status: 'quoted'; quoteMinor: number; note: string | null } | { status: 'declined'; note: string | null },
) {
  const row = await answerRequested(db, id, {
    status: answer.status,
    quoteMinor: answer.status === 'quoted' ? answer.quoteMinor : null,
    staffNote: answer.note,
  });
  if (!row) {
    if (!(await specialOrderExists(db, id))) throw new AppError('notFound');
    throw new AppError('orderMoveRefused', { fields: [{ key: 'error', messageKey: 'orderMoveRefused' }] });
  }
  const [presented] = await present(db, [row]);
  if (!presented) throw new Error('special order not presented');
  return presented;
}
