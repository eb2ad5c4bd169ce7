import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/password.ts';
import { isCouponEligible } from '../cart/coupon-rules.ts';
import { computeTotals } from '../cart/totals.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { FileStore } from '../storage/file-store.ts';
import { type AfterSalesPeople, seedAfterSales } from './after-sales.ts';
import { DEMO_CUSTOMER_KEY, DEMO_PASSWORD, REVIEWER_KEYS, USER_GROUPS, USERS } from './content/accounts.ts';
import { BRANDS, CATEGORIES } from './content/catalogue.ts';
import { BANK_ACCOUNTS, COUPONS, SHIPMENT_TYPES } from './content/commerce.ts';
import { HALLS, SESSIONS, TRACKS, UNSCHEDULED_SESSIONS, WORKSHOPS } from './content/conference.ts';
import { EVENTS } from './content/events.ts';
import {
  DEMO_EXHIBITOR_KEY,
  EXHIBITION_HALLS,
  EXHIBITOR_CATEGORIES,
  EXHIBITORS,
  layOutBooths,
} from './content/exhibition.ts';
import { MEDIA } from './content/media.ts';
import { buildReviews, ORDERS, type OrderSeed, productBySlug } from './content/orders.ts';
import { COUNTRIES } from './content/places.ts';
import { PRODUCTS, priceAt } from './content/products.ts';
import { BRANCHES, CONTACT_MESSAGES, FAQS, PAGES, SERVICES, SETTINGS } from './content/site.ts';
import { initialsOf, SPEAKERS } from './content/speakers.ts';
import { SPONSORSHIP_PACKAGES } from './content/sponsorship.ts';
import { addDays, addMinutes, FORUM_DAYS, riyadhTime } from './content/time.ts';
import { DemoFiles } from './images.ts';
import { itemAt } from './random.ts';

/** Rows inserted per table (keyed by the schema's export name), plus the demo files written. */
export type SeedSummary = Record<string, number>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Ids = { id: number }[];

/** The server seeds only an empty database: one that has no settings yet. */
export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db.select({ key: schema.settings.key }).from(schema.settings).limit(1);
  return rows.length > 0;
}

/** Empties every table of the schema and restarts its ids, for `db:seed --reset`. */
export async function truncateAllTables(db: Db): Promise<void> {
  const names = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [`"${getTableName(value)}"`] : []));
  await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

/**
 * Loads the bilingual demo forum in one transaction with one bulk insert per table, then writes
 * the generated images and captions, and the committed demo videos (apps/api/seed-media), through
 * the file store (`/uploads/demo/…`), so every process
 * serves them. Deterministic: the same data and files on every run.
 */
export async function seedDemoData(db: Db, options: { files: FileStore }): Promise<SeedSummary> {
  const files = new DemoFiles();
  // one argon2 hash (about 100 ms) shared by the three demo accounts
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let people: AfterSalesPeople | null = null;
  const summary = await db.transaction(async (tx) => {
    const counts: SeedSummary = {};
    const seeder = new Seeder(tx, files, counts);
    await seeder.site();
    const users = await seeder.accounts(passwordHash);
    await seeder.conference(users);
    await seeder.exhibition(idOf(users, 'exhibitor'));
    await seeder.eventsAndMedia();
    await seeder.places(idOf(users, DEMO_CUSTOMER_KEY));
    await seeder.shop(users);
    people = {
      customerId: idOf(users, DEMO_CUSTOMER_KEY),
      exhibitorUserId: idOf(users, 'exhibitor'),
      staffId: idOf(users, 'staff'),
    };
    return counts;
  });
  // after the shop is committed: the after-sales demo goes through the services, in their own transactions
  if (people) Object.assign(summary, await seedAfterSales(db, people));
  summary.demoFiles = await files.writeTo(options.files);
  return summary;
}

/** How many of the first gallery's photos are photographs rather than art. */
const DEMO_PHOTOGRAPHS = 3;

class Seeder {
  /** The demo customer's home address as orders keep it. */
  private address: Record<string, unknown> = {};
  /** Exhibitors by their key in content/exhibition.ts, for the brands they make. */
  private exhibitorIds = new Map<string, number>();

  constructor(
    private readonly tx: Tx,
    private readonly files: DemoFiles,
    private readonly counts: SeedSummary,
  ) {}

  private count(table: string, rows: number): void {
    this.counts[table] = (this.counts[table] ?? 0) + rows;
  }

  async site(): Promise<void> {
    const { tx, files } = this;
    const settingRows = Object.entries(SETTINGS).map(([key, value]) => ({ key, value }));
    await tx.insert(schema.settings).values(settingRows);
    this.count('settings', settingRows.length);

    await tx.insert(schema.pages).values(PAGES);
    this.count('pages', PAGES.length);

    await tx.insert(schema.faqs).values(FAQS.map((faq, i) => ({ ...faq, sortOrder: i + 1 })));
    this.count('faqs', FAQS.length);

    await tx.insert(schema.services).values(
      SERVICES.map(({ key, ...service }, i) => ({
        ...service,
        imageUrl: files.cover('services', key),
        sortOrder: i + 1,
      })),
    );
    this.count('services', SERVICES.length);

    await tx.insert(schema.branches).values(BRANCHES);
    this.count('branches', BRANCHES.length);

    await tx.insert(schema.sponsorshipPackages).values(
      SPONSORSHIP_PACKAGES.map(({ priceRiyals, ...pack }, i) => ({
        ...pack,
        priceMinor: priceRiyals * 100,
        sortOrder: i + 1,
      })),
    );
    this.count('sponsorshipPackages', SPONSORSHIP_PACKAGES.length);

    await tx.insert(schema.contactMessages).values([...CONTACT_MESSAGES]);
    this.count('contactMessages', CONTACT_MESSAGES.length);
  }

  async accounts(passwordHash: string): Promise<Map<string, number>> {
    const { tx } = this;
    const groupIds = keyed(
      USER_GROUPS.map((group) => group.key),
      await tx
        .insert(schema.userGroups)
        .values(USER_GROUPS.map(({ key, name, permissions }) => ({ key, name, permissions })))
        .returning({ id: schema.userGroups.id }),
    );
    this.count('userGroups', USER_GROUPS.length);

    const userIds = keyed(
      USERS.map((user) => user.key),
      await tx
        .insert(schema.users)
        .values(
          USERS.map((user) => ({
            type: user.type,
            accountKind: user.accountKind,
            email: user.email,
            passwordHash: user.canSignIn ? passwordHash : null,
            firstName: user.firstName,
            lastName: user.lastName,
            telephone: user.telephone,
            companyName: user.companyName ?? null,
            taxNumber: user.taxNumber ?? null,
            commercialRegistration: user.commercialRegistration ?? null,
            country: 'SA',
            city: user.city,
            locale: user.locale,
            groupId: idOf(groupIds, user.group),
            emailVerifiedAt: addMinutes(user.createdAt, 7),
            showProfile: user.showProfile ?? false,
            createdAt: user.createdAt,
          })),
        )
        .returning({ id: schema.users.id }),
    );
    this.count('users', USERS.length);
    return userIds;
  }

  async conference(users: Map<string, number>): Promise<void> {
    const { tx, files } = this;
    const hallIds = keyed(
      HALLS.map((hall) => hall.key),
      await tx
        .insert(schema.conferenceHalls)
        .values(HALLS.map(({ name, capacity }, i) => ({ name, capacity, sortOrder: i + 1 })))
        .returning({ id: schema.conferenceHalls.id }),
    );
    this.count('conferenceHalls', HALLS.length);

    const trackIds = keyed(
      TRACKS.map((track) => track.key),
      await tx
        .insert(schema.tracks)
        .values(TRACKS.map(({ key: _key, ...track }) => track))
        .returning({ id: schema.tracks.id }),
    );
    this.count('tracks', TRACKS.length);

    const speakerIds = keyed(
      SPEAKERS.map((speaker) => speaker.key),
      await tx
        .insert(schema.speakers)
        .values(
          SPEAKERS.map(({ key, ...speaker }) => ({
            ...speaker,
            photoUrl: files.portrait(key, initialsOf(speaker.name.en)),
          })),
        )
        .returning({ id: schema.speakers.id }),
    );
    this.count('speakers', SPEAKERS.length);

    const sessionIds: Ids = await tx
      .insert(schema.conferenceSessions)
      .values(
        SESSIONS.map((session) => {
          const startsAt = riyadhTime(itemAt(FORUM_DAYS, session.day), session.start);
          return {
            title: session.title,
            abstract: session.abstract,
            type: session.type,
            language: session.language,
            hallId: idOf(hallIds, session.hall),
            trackId: idOf(trackIds, session.track),
            startsAt,
            endsAt: addMinutes(startsAt, session.minutes),
            isFeatured: session.isFeatured ?? false,
          };
        }),
      )
      .returning({ id: schema.conferenceSessions.id });
    this.count('conferenceSessions', SESSIONS.length);

    const sessionSpeakers = SESSIONS.flatMap((session, i) =>
      session.speakers.map((entry, order) => ({
        sessionId: itemAt(sessionIds, i).id,
        speakerId: idOf(speakerIds, entry.replace('*', '')),
        role: entry.endsWith('*') ? (session.type === 'fireside' ? 'host' : 'moderator') : 'speaker',
        sortOrder: order + 1,
      })),
    );
    await tx.insert(schema.conferenceSessionSpeakers).values(sessionSpeakers);
    this.count('conferenceSessionSpeakers', sessionSpeakers.length);

    // planned sessions without a hall and times yet (decision 071), after the programme's
    const waitingIds: Ids = await tx
      .insert(schema.conferenceSessions)
      .values(
        UNSCHEDULED_SESSIONS.map((session) => ({
          title: session.title,
          abstract: session.abstract,
          type: session.type,
          language: session.language,
          trackId: idOf(trackIds, session.track),
        })),
      )
      .returning({ id: schema.conferenceSessions.id });
    await tx.insert(schema.conferenceSessionSpeakers).values(
      UNSCHEDULED_SESSIONS.flatMap((session, i) =>
        session.speakers.map((key, order) => ({
          sessionId: itemAt(waitingIds, i).id,
          speakerId: idOf(speakerIds, key),
          sortOrder: order + 1,
        })),
      ),
    );
    this.count('unscheduledSessions', UNSCHEDULED_SESSIONS.length);

    const workshopIds = keyed(
      WORKSHOPS.map((workshop) => workshop.key),
      await tx
        .insert(schema.workshops)
        .values(
          WORKSHOPS.map((workshop) => {
            const startsAt = riyadhTime(itemAt(FORUM_DAYS, workshop.day), workshop.start);
            return {
              title: workshop.title,
              description: workshop.description,
              instructorId: idOf(speakerIds, workshop.instructor),
              level: workshop.level,
              language: workshop.language,
              hallId: idOf(hallIds, workshop.hall),
              capacity: workshop.capacity,
              startsAt,
              endsAt: addMinutes(startsAt, workshop.minutes),
              imageUrl: files.cover('workshops', workshop.key),
            };
          }),
        )
        .returning({ id: schema.workshops.id }),
    );
    this.count('workshops', WORKSHOPS.length);

    // the pitch clinic has two seats and one is taken: the demo shows a workshop about to fill up
    await tx.insert(schema.workshopRegistrations).values({
      workshopId: idOf(workshopIds, 'pitch-clinic'),
      userId: idOf(users, itemAt(REVIEWER_KEYS, 0)),
      status: 'registered',
    });
    this.count('workshopRegistrations', 1);
  }

  async exhibition(exhibitorUserId: number): Promise<void> {
    const { tx, files } = this;
    const categoryIds = keyed(
      EXHIBITOR_CATEGORIES.map((category) => category.key),
      await tx
        .insert(schema.exhibitorCategories)
        .values(EXHIBITOR_CATEGORIES.map(({ name }) => ({ name })))
        .returning({ id: schema.exhibitorCategories.id }),
    );
    this.count('exhibitorCategories', EXHIBITOR_CATEGORIES.length);

    const hallIds = keyed(
      EXHIBITION_HALLS.map((hall) => hall.code),
      await tx
        .insert(schema.exhibitionHalls)
        .values(EXHIBITION_HALLS.map((hall) => ({ ...hall })))
        .returning({ id: schema.exhibitionHalls.id }),
    );
    this.count('exhibitionHalls', EXHIBITION_HALLS.length);

    const exhibitorIds = keyed(
      EXHIBITORS.map((exhibitor) => exhibitor.booth),
      await tx
        .insert(schema.exhibitors)
        .values(
          EXHIBITORS.map((exhibitor, i) => {
            const handle = exhibitor.key.replace(/-/g, '');
            return {
              userId: exhibitor.key === DEMO_EXHIBITOR_KEY ? exhibitorUserId : null,
              name: exhibitor.name,
              description: exhibitor.description,
              logoUrl: files.logo('exhibitors', exhibitor.key, exhibitor.monogram),
              categoryId: idOf(categoryIds, exhibitor.category),
              country: exhibitor.country,
              website: `https://www.${exhibitor.domain}`,
              email: `info@${exhibitor.domain}`,
              telephone: exhibitor.telephone,
              social: [
                { network: 'instagram', url: `https://www.instagram.com/${handle}` },
                { network: 'linkedin', url: `https://www.linkedin.com/company/${exhibitor.key}` },
                ...(i % 2 === 0 ? [{ network: 'x', url: `https://x.com/${handle}` }] : []),
                ...(i % 3 === 0 ? [{ network: 'youtube', url: `https://www.youtube.com/@${handle}` }] : []),
              ],
            };
          }),
        )
        .returning({ id: schema.exhibitors.id }),
    );
    this.count('exhibitors', EXHIBITORS.length);
    this.exhibitorIds = new Map(EXHIBITORS.map((exhibitor) => [exhibitor.key, idOf(exhibitorIds, exhibitor.booth)]));
    // speakers from an exhibiting company present its sessions on its page in the directory
    await tx.execute(sql`update ${schema.speakers} set exhibitor_id = ${schema.exhibitors.id}
      from ${schema.exhibitors} where ${schema.speakers.organization}->>'en' = ${schema.exhibitors.name}->>'en'`);

    const booths = layOutBooths();
    await tx.insert(schema.booths).values(
      booths.map(({ hall, ...booth }) => ({
        ...booth,
        hallId: idOf(hallIds, hall),
        exhibitorId: exhibitorIds.get(booth.code) ?? null,
      })),
    );
    this.count('booths', booths.length);
  }

  async eventsAndMedia(): Promise<void> {
    const { tx, files } = this;
    const at = (local: string) => {
      const [date = '', time] = local.split(' ');
      return riyadhTime(date, time);
    };
    await tx.insert(schema.events).values(
      EVENTS.map(({ key, starts, ends, ...event }) => ({
        ...event,
        startsAt: at(starts),
        endsAt: at(ends),
        imageUrl: files.cover('events', key),
      })),
    );
    this.count('events', EVENTS.length);

    const mediaIds: Ids = await tx
      .insert(schema.mediaItems)
      .values(
        MEDIA.map((item) => ({
          type: item.type,
          title: item.title,
          summary: item.summary,
          body: item.body,
          coverUrl: files.cover('media', item.key),
          videoUrl: item.type === 'video' ? files.video(item.key) : null,
          captionsUrl: item.captions ? files.captions(item.key, item.captions) : null,
          publishedAt: at(item.published),
        })),
      )
      .returning({ id: schema.mediaItems.id });
    this.count('mediaItems', MEDIA.length);

    // the first gallery opens with photographs kept in every width and format (decision 047), the rest is
    // art: a few only, each costs the seed some tenths of a second
    const photographed = MEDIA.find((item) => item.photos)?.key;
    const photos = MEDIA.flatMap((item, i) =>
      (item.photos ?? []).map((caption, n) => ({
        mediaId: itemAt(mediaIds, i).id,
        url:
          item.key === photographed && n < DEMO_PHOTOGRAPHS
            ? files.photograph(`${item.key}-${n + 1}`)
            : files.photo(`${item.key}-${n + 1}`),
        caption,
        sortOrder: n + 1,
      })),
    );
    await tx.insert(schema.mediaPhotos).values(photos);
    this.count('mediaPhotos', photos.length);
  }

  async places(customerId: number): Promise<void> {
    const { tx } = this;
    const countryIds: Ids = await tx
      .insert(schema.countries)
      .values(COUNTRIES.map(({ code, name }) => ({ code, name })))
      .returning({ id: schema.countries.id });
    this.count('countries', COUNTRIES.length);

    const cities = COUNTRIES.flatMap((country, i) =>
      country.cities.map((city) => ({ ...city, countryId: itemAt(countryIds, i).id })),
    );
    const cityIds: Ids = await tx
      .insert(schema.cities)
      .values(cities.map(({ countryId, name }) => ({ countryId, name })))
      .returning({ id: schema.cities.id });
    this.count('cities', cities.length);
    const cityByKey = new Map(cities.map((city, i) => [city.key, { id: itemAt(cityIds, i).id, name: city.name }]));

    const districts = cities.flatMap((city, i) =>
      (city.districts ?? []).map((name) => ({ cityKey: city.key, cityId: itemAt(cityIds, i).id, name })),
    );
    const districtIds: Ids = await tx
      .insert(schema.districts)
      .values(districts.map(({ cityId, name }) => ({ cityId, name })))
      .returning({ id: schema.districts.id });
    this.count('districts', districts.length);
    const districtByKey = new Map(
      districts.map((district, i) => [
        `${district.cityKey}/${district.name.en}`,
        { id: itemAt(districtIds, i).id, name: district.name },
      ]),
    );

    const riyadh = lookup(cityByKey, 'riyadh');
    const yasmin = lookup(districtByKey, 'riyadh/Al Yasmin');
    const olaya = lookup(districtByKey, 'riyadh/Al Olaya');
    const book = [
      {
        name: 'المنزل',
        district: yasmin,
        address: 'شارع الأمير محمد بن سعد، مبنى 4127، الرمز البريدي 13325',
        latitude: 24.8258,
        longitude: 46.6431,
        isDefault: true,
      },
      {
        name: 'العمل',
        district: olaya,
        address: 'طريق الملك فهد، برج الفيصل، الدور 14',
        latitude: 24.6907,
        longitude: 46.6852,
        isDefault: false,
      },
    ];
    const addressIds = (
      await tx
        .insert(schema.addresses)
        .values(
          book.map(({ district, ...entry }) => ({
            ...entry,
            userId: customerId,
            recipient: 'سارة القحطاني',
            telephone: '+966501234567',
            cityId: riyadh.id,
            districtId: district.id,
            createdAt: riyadhTime('2026-05-14', '18:30'),
          })),
        )
        .returning({ id: schema.addresses.id })
    ).map((row) => row.id);
    this.count('addresses', book.length);

    const home = itemAt(book, 0);
    this.address = {
      id: itemAt(addressIds, 0),
      name: home.name,
      recipient: 'سارة القحطاني',
      telephone: '+966501234567',
      country: { code: 'SA', name: itemAt(COUNTRIES, 0).name },
      city: riyadh,
      district: yasmin,
      address: home.address,
      latitude: home.latitude,
      longitude: home.longitude,
    };
  }

  async shop(users: Map<string, number>): Promise<void> {
    const { tx, files } = this;
    const topIds: Ids = await tx
      .insert(schema.categories)
      .values(
        CATEGORIES.map((category, i) => ({
          slug: category.slug,
          name: category.name,
          imageUrl: files.category(category.slug, category.shape),
          sortOrder: i + 1,
        })),
      )
      .returning({ id: schema.categories.id });
    const children = CATEGORIES.flatMap((category, i) =>
      category.children.map((child, n) => ({ ...child, parent: category.slug, parentId: itemAt(topIds, i).id, n })),
    );
    const childIds: Ids = await tx
      .insert(schema.categories)
      .values(
        children.map((child) => ({
          parentId: child.parentId,
          slug: child.slug,
          name: child.name,
          imageUrl: files.category(child.slug, child.shape),
          sortOrder: child.n + 1,
        })),
      )
      .returning({ id: schema.categories.id });
    this.count('categories', topIds.length + childIds.length);
    const categoryIds = keyed(
      [...CATEGORIES.map((c) => c.slug), ...children.map((c) => c.slug)],
      [...topIds, ...childIds],
    );

    const brandIds = keyed(
      BRANDS.map((brand) => brand.slug),
      await tx
        .insert(schema.brands)
        .values(
          BRANDS.map(({ monogram, exhibitor, ...brand }) => ({
            ...brand,
            logoUrl: files.logo('brands', brand.slug, monogram),
            exhibitorId: exhibitor ? idOf(this.exhibitorIds, exhibitor) : null,
          })),
        )
        .returning({ id: schema.brands.id }),
    );
    this.count('brands', BRANDS.length);

    const reviews = buildReviews();
    const firstOrdered = new Map<string, Date>();
    const unitsOrdered = new Map<string, number>();
    for (const order of ORDERS) {
      for (const item of order.items) {
        const seen = firstOrdered.get(item.product);
        if (!seen || order.createdAt < seen) firstOrdered.set(item.product, order.createdAt);
        unitsOrdered.set(item.product, (unitsOrdered.get(item.product) ?? 0) + item.quantity);
      }
    }
    const productIds = keyed(
      PRODUCTS.map((product) => product.slug),
      await tx
        .insert(schema.products)
        .values(
          PRODUCTS.map((product) => {
            const imageUrl = files.product(product.slug, product.shape);
            const published = reviews.filter((r) => r.product === product.slug && r.status === 'published');
            const ordered = firstOrdered.get(product.slug);
            return {
              slug: product.slug,
              sku: product.sku,
              name: product.name,
              description: product.description,
              categoryId: idOf(categoryIds, product.category),
              brandId: idOf(brandIds, product.brand),
              priceMinor: product.priceMinor,
              discountPercentage: product.discountPercentage,
              discountStartsAt: product.discountStartsAt,
              discountEndsAt: product.discountEndsAt,
              taxIncluded: product.taxIncluded,
              stock: product.stock,
              imageUrl,
              gallery: [
                imageUrl,
                files.product(`${product.slug}-2`, product.shape),
                files.product(`${product.slug}-3`, product.shape),
              ],
              salesCount: Math.max(product.salesCount, unitsOrdered.get(product.slug) ?? 0),
              ratingAverage: published.length ? published.reduce((sum, r) => sum + r.rating, 0) / published.length : 0,
              ratingCount: published.length,
              // a product was on sale before anyone ordered it
              createdAt: ordered && ordered < product.createdAt ? addDays(ordered, -30) : product.createdAt,
            };
          }),
        )
        .returning({ id: schema.products.id }),
    );
    this.count('products', PRODUCTS.length);

    const options = PRODUCTS.flatMap((product) =>
      product.options.map((option, n) => ({ product, option, n, productId: idOf(productIds, product.slug) })),
    );
    const optionIds: Ids = await tx
      .insert(schema.productOptions)
      .values(
        options.map(({ option, n, productId }) => ({
          productId,
          name: option.name,
          type: option.type,
          isRequired: option.isRequired,
          sortOrder: n + 1,
        })),
      )
      .returning({ id: schema.productOptions.id });
    this.count('productOptions', options.length);
    const values = options.flatMap(({ option, product, n }, i) =>
      option.values.map((value, v) => ({
        key: `${product.slug}/${n}/${v}`,
        optionId: itemAt(optionIds, i).id,
        value,
        v,
      })),
    );
    const valueIds = keyed(
      values.map((value) => value.key),
      await tx
        .insert(schema.productOptionValues)
        .values(
          values.map(({ optionId, value, v }) => ({
            optionId,
            name: value.name,
            priceDeltaMinor: value.priceDeltaRiyals * 100,
            sortOrder: v + 1,
          })),
        )
        .returning({ id: schema.productOptionValues.id }),
    );
    this.count('productOptionValues', values.length);
    const optionIdOf = new Map(options.map(({ product, n }, i) => [`${product.slug}/${n}`, itemAt(optionIds, i).id]));

    const withChildren = (slug: string) => [
      idOf(categoryIds, slug),
      ...children.filter((child) => child.parent === slug).map((child) => idOf(categoryIds, child.slug)),
    ];
    const couponRows = await tx
      .insert(schema.coupons)
      .values(
        COUPONS.map(({ categories, products, ...coupon }) => ({
          ...coupon,
          categoryIds: categories.flatMap(withChildren),
          productIds: products.map((slug) => idOf(productIds, slug)),
        })),
      )
      .returning();
    this.count('coupons', COUPONS.length);

    const shipmentIds = keyed(
      SHIPMENT_TYPES.map((type) => type.key),
      await tx
        .insert(schema.shipmentTypes)
        .values(SHIPMENT_TYPES.map(({ key: _key, ...type }) => type))
        .returning({ id: schema.shipmentTypes.id }),
    );
    this.count('shipmentTypes', SHIPMENT_TYPES.length);

    await tx.insert(schema.bankAccounts).values(
      BANK_ACCOUNTS.map(({ key, monogram, ...account }) => ({
        ...account,
        logoUrl: files.logo('banks', key, monogram),
      })),
    );
    this.count('bankAccounts', BANK_ACCOUNTS.length);

    const customerId = idOf(users, DEMO_CUSTOMER_KEY);
    const orderLines = ORDERS.map((order) =>
      order.items.map((item) => {
        const product = productBySlug(item.product);
        const chosen = (item.choices ?? []).map(([n, v]) => {
          const option = itemAt(product.options, n);
          const value = itemAt(option.values, v);
          return {
            optionId: lookup(optionIdOf, `${product.slug}/${n}`),
            valueId: idOf(valueIds, `${product.slug}/${n}/${v}`),
            name: { ar: `${option.name.ar}: ${value.name.ar}`, en: `${option.name.en}: ${value.name.en}` },
            deltaMinor: value.priceDeltaRiyals * 100,
          };
        });
        return {
          product,
          quantity: item.quantity,
          unitPriceMinor: priceAt(product, order.createdAt) + chosen.reduce((sum, c) => sum + c.deltaMinor, 0),
          options: chosen.map(({ deltaMinor: _delta, ...choice }) => choice),
        };
      }),
    );
    const orderIds = keyed(
      ORDERS.map((order) => order.number),
      await tx
        .insert(schema.orders)
        .values(
          ORDERS.map((order, i) => {
            const shipment = SHIPMENT_TYPES.find((type) => type.key === order.shipment);
            const coupon = couponRows.find((candidate) => candidate.code === order.couponCode);
            const { totals, minor } = computeTotals(
              itemAt(orderLines, i).map((line) => ({
                unitPriceMinor: line.unitPriceMinor,
                quantity: line.quantity,
                taxIncluded: line.product.taxIncluded,
                isCouponEligible:
                  !coupon ||
                  isCouponEligible(coupon, {
                    id: idOf(productIds, line.product.slug),
                    categoryId: idOf(categoryIds, line.product.category),
                    categoryParentId: null,
                  }),
              })),
              {
                vatRate: SETTINGS.site.vatRate,
                shippingMinor: shipment?.priceMinor ?? 0,
                coupon: coupon ? { kind: coupon.kind, value: coupon.value } : null,
              },
            );
            const totalMinor = minor.totalFinalPrice;
            return {
              number: order.number,
              userId: customerId,
              status: order.status,
              paymentMethod: order.paymentMethod,
              shipmentTypeId: idOf(shipmentIds, order.shipment),
              // an order collected at the forum keeps no address
              shippingAddress: shipment?.needsAddress === false ? null : this.address,
              couponCode: order.couponCode,
              totals,
              totalMinor,
              idempotencyKey: `demo-${order.number}`,
              createdAt: order.createdAt,
              paidAt: paidAtOf(order),
              cancelledAt: order.status === 'cancelled' ? addMinutes(order.createdAt, 95) : null,
              deliveredAt: order.deliveredAt,
            };
          }),
        )
        .returning({ id: schema.orders.id }),
    );
    this.count('orders', ORDERS.length);
    // each order's timeline starts with the status it was imported in (decision 035)
    await tx.insert(schema.orderEvents).values(
      ORDERS.map((order) => ({
        orderId: idOf(orderIds, order.number),
        action: 'import',
        toStatus: order.status,
        actorRole: 'system',
        createdAt: order.createdAt,
      })),
    );

    // the coupons of past orders count against their usage limits
    const redemptions = ORDERS.flatMap((order) => {
      const coupon = couponRows.find((candidate) => candidate.code === order.couponCode);
      return coupon
        ? [
            {
              couponId: coupon.id,
              userId: customerId,
              orderId: idOf(orderIds, order.number),
              createdAt: order.createdAt,
            },
          ]
        : [];
    });
    if (redemptions.length > 0) await tx.insert(schema.couponRedemptions).values(redemptions);
    this.count('couponRedemptions', redemptions.length);

    const items = ORDERS.flatMap((order, i) =>
      itemAt(orderLines, i).map((line) => ({
        orderId: idOf(orderIds, order.number),
        productId: idOf(productIds, line.product.slug),
        name: line.product.name,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        options: line.options,
      })),
    );
    await tx.insert(schema.orderItems).values(items);
    this.count('orderItems', items.length);

    await tx.insert(schema.reviews).values(
      reviews.map((review) => ({
        productId: idOf(productIds, review.product),
        userId: idOf(users, review.user),
        orderId: review.order ? idOf(orderIds, review.order) : null,
        rating: review.rating,
        body: review.body,
        status: review.status,
        createdAt: review.createdAt,
      })),
    );
    this.count('reviews', reviews.length);
  }
}

function keyed(keys: readonly string[], rows: Ids): Map<string, number> {
  if (keys.length !== rows.length) throw new Error(`Demo data: ${keys.length} keys for ${rows.length} rows`);
  return new Map(keys.map((key, i) => [key, itemAt(rows, i).id]));
}

function lookup<T>(map: Map<string, T>, key: string): T {
  const found = map.get(key);
  if (found === undefined) throw new Error(`Demo data: nothing seeded under "${key}"`);
  return found;
}

function idOf(map: Map<string, number>, key: string): number {
  return lookup(map, key);
}

/** When a demo order was paid: a card at once, a transfer some hours later, cash when it arrived. */
function paidAtOf(order: OrderSeed): Date | null {
  if (order.status === 'cancelled') return null;
  if (order.paymentMethod === 'card') return addMinutes(order.createdAt, 2);
  if (order.paymentMethod === 'bank_transfer') return addMinutes(order.createdAt, 6 * 60);
  return order.deliveredAt;
}
