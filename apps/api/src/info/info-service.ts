import type { EnquirySent } from '@forum/contract/forms';
import type {
  Community,
  ContactBodySchema,
  FaqList,
  Page,
  Service,
  ServiceSummary,
  Sitemap,
} from '@forum/contract/info';
import type { Locale } from '@forum/contract/locale';
import type { z } from 'zod';
import { throttle } from '../auth/throttle.ts';
import type { Db } from '../db/client.ts';
import type { services } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { listEvents } from '../events/event-queries.ts';
import { translate } from '../i18n/messages.ts';
import { pick } from '../localize.ts';
import { type InboxOptions, inboxLimits, mailToForum } from '../mail/forum-inbox.ts';
import { contactMail } from '../mail/templates.ts';
import {
  countCommunity,
  featuredSpeakers,
  findPage,
  findService,
  insertContactMessage,
  listFaqs,
  listServices,
  loadSitemapRows,
  publishedExhibitors,
} from './info-queries.ts';

type ContactBody = z.output<typeof ContactBodySchema>;
type ServiceRow = typeof services.$inferSelect;

const COMMUNITY_SPEAKERS = 8;
const COMMUNITY_EXHIBITORS = 12;
const COMMUNITY_EVENTS = 3;

export async function getPage(db: Db, slug: string, locale: Locale): Promise<Page> {
  const row = await findPage(db, slug);
  if (!row) throw new AppError('notFound');
  return {
    slug: row.slug,
    title: pick(row.title, locale),
    body: pick(row.body, locale),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The questions grouped by their category, in the order the forum gave them. */
export async function getFaqs(db: Db, q: string | undefined, locale: Locale): Promise<FaqList> {
  const rows = await listFaqs(db, q);
  const groups = new Map<string, FaqList['groups'][number]>();
  for (const row of rows) {
    const category = pick(row.category, locale);
    const group = groups.get(category) ?? { category, items: [] };
    group.items.push({ id: row.id, question: pick(row.question, locale), answer: pick(row.answer, locale) });
    groups.set(category, group);
  }
  return { groups: [...groups.values()], total: rows.length };
}

function presentService(row: ServiceRow, locale: Locale): ServiceSummary {
  return {
    id: row.id,
    title: pick(row.title, locale),
    summary: pick(row.summary, locale),
    icon: row.icon,
    imageUrl: row.imageUrl,
  };
}

export async function getServices(db: Db, locale: Locale): Promise<ServiceSummary[]> {
  return (await listServices(db)).map((row) => presentService(row, locale));
}

export async function getService(db: Db, id: number, locale: Locale): Promise<Service> {
  const row = await findService(db, id);
  if (!row) throw new AppError('notFound');
  return { ...presentService(row, locale), body: pick(row.body, locale) };
}

export async function getCommunity(db: Db, locale: Locale, now = new Date()): Promise<Community> {
  const [page, figures, speakerRows, exhibitorRows, eventRows] = await Promise.all([
    findPage(db, 'community'),
    countCommunity(db),
    featuredSpeakers(db, COMMUNITY_SPEAKERS),
    publishedExhibitors(db, COMMUNITY_EXHIBITORS),
    listEvents(db, 'upcoming', { page: 1, perPage: COMMUNITY_EVENTS }, now),
  ]);
  return {
    page: page ? { title: pick(page.title, locale), body: pick(page.body, locale) } : null,
    figures,
    speakers: speakerRows.map((speaker) => ({
      id: speaker.id,
      name: pick(speaker.name, locale),
      title: pick(speaker.title, locale),
      organization: pick(speaker.organization, locale),
      photoUrl: speaker.photoUrl,
    })),
    exhibitors: exhibitorRows.map((exhibitor) => ({
      id: exhibitor.id,
      name: pick(exhibitor.name, locale),
      logoUrl: exhibitor.logoUrl,
    })),
    events: eventRows.rows.map((event) => ({
      id: event.id,
      title: pick(event.title, locale),
      startsAt: event.startsAt.toISOString(),
      venue: pick(event.venue, locale),
    })),
  };
}

export async function getSitemap(db: Db, locale: Locale, now = new Date()): Promise<Sitemap> {
  const rows = await loadSitemapRows(db, now);
  return {
    pages: rows.pages.map((page) => ({
      slug: page.slug,
      title: pick(page.title, locale),
      lastModified: page.updatedAt.toISOString(),
    })),
    exhibitors: rows.exhibitors.map((exhibitor) => ({ id: exhibitor.id, title: pick(exhibitor.name, locale) })),
    events: rows.events.map((event) => ({
      id: event.id,
      title: pick(event.title, locale),
      startsAt: event.startsAt.toISOString(),
    })),
    media: rows.media.map((item) => ({
      id: item.id,
      type: item.type,
      title: pick(item.title, locale),
      lastModified: item.publishedAt.toISOString(),
    })),
    services: rows.services.map((service) => ({ id: service.id, title: pick(service.title, locale) })),
    products: rows.products.map((product) => ({
      id: product.id,
      slug: product.slug,
      title: pick(product.name, locale),
    })),
    sessions: rows.sessions.map((session) => ({
      id: session.id,
      title: pick(session.title, locale),
      startsAt: session.startsAt.toISOString(),
    })),
    speakers: rows.speakers.map((speaker) => ({ id: speaker.id, title: pick(speaker.name, locale) })),
    workshops: rows.workshops.map((workshop) => ({
      id: workshop.id,
      title: pick(workshop.title, locale),
      startsAt: workshop.startsAt.toISOString(),
    })),
  };
}

/** A message of the contact form: stored (with the account when someone is logged in) and passed on. */
export async function sendContactMessage(
  options: InboxOptions,
  body: ContactBody,
  caller: { ip: string; locale: Locale; userId: number | null },
): Promise<EnquirySent> {
  await throttle(options.db, `contact:ip:${caller.ip}`, inboxLimits.contactPerIp);
  const stored = await insertContactMessage(options.db, {
    userId: caller.userId,
    name: body.name,
    email: body.email,
    telephone: body.telephone ?? null,
    subject: body.subject,
    messageType: body.messageType,
    message: body.message,
    // the console answers in the language the sender wrote in (decision 065)
    locale: caller.locale,
  });
  if (!stored) throw new AppError('internal');
  await mailToForum(options, (context) => contactMail(context, body));
  return { id: stored.id, message: translate(caller.locale, 'contactMessageSent') };
}
