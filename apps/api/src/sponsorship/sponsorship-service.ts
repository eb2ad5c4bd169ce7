import type { EnquirySent } from '@forum/contract/forms';
import type { Locale } from '@forum/contract/locale';
import type { SponsorshipPackage, SponsorshipRequestBodySchema } from '@forum/contract/sponsorship';
import type { z } from 'zod';
import { throttle } from '../auth/throttle.ts';
import { toRiyals } from '../catalogue/product-service.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { pick } from '../localize.ts';
import { type InboxOptions, inboxLimits, mailToForum } from '../mail/forum-inbox.ts';
import { sponsorshipMail } from '../mail/templates.ts';
import { findPackage, findPackages, insertSponsorshipRequest } from './sponsorship-queries.ts';

type SponsorshipRequestBody = z.output<typeof SponsorshipRequestBodySchema>;

export async function listSponsorshipPackages(db: Db, locale: Locale, sorted: boolean): Promise<SponsorshipPackage[]> {
  const rows = await findPackages(db, sorted);
  return rows.map((row) => ({
    id: row.id,
    name: pick(row.name, locale),
    description: pick(row.description, locale),
    price: toRiyals(row.priceMinor),
    currency: row.currency,
    benefits: row.benefits.map((benefit) => pick(benefit, locale)),
    slots: row.slots,
    color: row.color,
    isFeatured: row.isFeatured,
  }));
}

export async function requestSponsorship(
  options: InboxOptions,
  body: SponsorshipRequestBody,
  caller: { ip: string; locale: Locale },
): Promise<EnquirySent> {
  const { db } = options;
  const pack = body.packageId ? await findPackage(db, body.packageId) : null;
  if (body.packageId && !pack) {
    throw new AppError('validation', { fields: [{ key: 'packageId', messageKey: 'invalidOption' }] });
  }
  await throttle(db, `sponsorship:ip:${caller.ip}`, inboxLimits.sponsorshipPerIp);
  const stored = await insertSponsorshipRequest(db, {
    packageId: pack?.id ?? null,
    companyName: body.companyName,
    name: body.name,
    email: body.email,
    telephone: body.telephone ?? null,
    message: body.message,
  });
  if (!stored) throw new AppError('internal');
  await mailToForum(options, (context) =>
    sponsorshipMail(context, {
      companyName: body.companyName,
      packageName: pack ? pick(pack.name, context.locale) : null,
      name: body.name,
      email: body.email,
      telephone: body.telephone,
      message: body.message,
    }),
  );
  return { id: stored.id, message: translate(caller.locale, 'sponsorshipRequestSent') };
}
