import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Content stored in both languages; served in the request's language, falling back to the other. */
export type Localized = { ar: string; en: string };

const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
const optionalLocalized = (name: string) => jsonb(name).$type<Localized>();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

// ---------------------------------------------------------------- settings

/** One row per setting; the value is any JSON. Read through the settings service cache. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- accounts

export const userType = pgEnum('user_type', ['guest', 'customer', 'exhibitor', 'staff']);
export const accountKind = pgEnum('account_kind', ['individual', 'company', 'customs_clearance']);

export const userGroups = pgTable('user_groups', {
  id: serial('id').primaryKey(),
  /** Stable name for code: 'customers' and 'exhibitors' receive new accounts; staff groups have their own. */
  key: text('key').notNull().unique(),
  name: localized('name'),
  /** name -> boolean; a permission holds only when truthy. */
  permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull().default({}),
});

// 12 random bytes as 16 URL-safe characters, made by the database: every insert gets one, and the
// migration that added the column gave one to every row that was already there
const randomPublicId = sql`translate(encode(substring(decode(md5(gen_random_uuid()::text), 'hex') from 1 for 12), 'base64'), '+/', '-_')`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The address of a public profile (/profiles/{publicId}): never the row id, which counts accounts. */
    publicId: text('public_id').notNull().unique().default(randomPublicId),
    type: userType('type').notNull().default('guest'),
    accountKind: accountKind('account_kind'),
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    telephone: text('telephone'),
    companyName: text('company_name'),
    taxNumber: text('tax_number'),
    commercialRegistration: text('commercial_registration'),
    country: text('country'),
    city: text('city'),
    district: text('district'),
    address: text('address'),
    avatarUrl: text('avatar_url'),
    locale: text('locale').notNull().default('ar'),
    notifications: jsonb('notifications')
      .$type<{ orders: boolean; agenda: boolean; news: boolean }>()
      .notNull()
      .default({ orders: true, agenda: true, news: false }),
    currency: text('currency').notNull().default('SAR'),
    groupId: integer('group_id').references(() => userGroups.id),
    emailVerifiedAt: at('email_verified_at'),
    /** A customer shows a public profile only when they choose to (decision 027). */
    showProfile: boolean('show_profile').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: at('deleted_at'),
    /** Set by the staff console: a disabled account cannot sign in and its sessions end (decision 061). */
    disabledAt: at('disabled_at'),
    /**
     * A customs-clearance account's review of its licence by the forum (decision 064): waiting while both
     * are null (once its email is confirmed); approved with reviewed_at alone; rejected with both, the
     * message emailed in the account's language.
     */
    customsReviewedAt: at('customs_reviewed_at'),
    customsRejectedAt: at('customs_rejected_at'),
    customsReviewMessage: text('customs_review_message'),
  },
  (t) => [
    uniqueIndex('users_email_type_key').on(sql`lower(${t.email})`, t.type),
    // the console's people list: filtered by type, newest first
    index('users_type_created_idx').on(t.type, t.createdAt),
    // its search (`q`, an ILIKE '%…%' over the email and the full name, people-queries.ts): trigram indexes
    // on exactly those expressions (decision 062); a term shorter than three characters still reads the table
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
  ],
);

/** Bearer and cookie sessions. Only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const codePurpose = pgEnum('code_purpose', ['verify_email', 'reset_password', 'login']);

/** Emailed one-time codes. Only a hash is stored; a code expires and allows a few attempts. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** Fixed-window counters of the rate limits that must hold across processes (login, codes, forms). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
});

/** Every email the site sends, kept as the development outbox and as a record of delivery. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  transport: text('transport').notNull(),
  error: text('error'),
  createdAt: createdAt(),
});

/** Files people upload (photos, logos, licences); checked by content, kept in the file store (decision 028). */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  purpose: text('purpose').notNull(),
  /** The file store's key (`public/…` or `private/…`); rows from before the store hold an absolute path. */
  path: text('path').notNull(),
  /** Where it is served; null for private files (licences). */
  url: text('url'),
  originalName: text('original_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/**
 * The variants of a large picture, made right after its upload by whichever process takes the job
 * (decision 067): the upload answers once its largest fallback is kept, which is served in every width
 * until the variants exist.
 */
export const pictureJobs = pgTable(
  'picture_jobs',
  {
    id: serial('id').primaryKey(),
    /** The file store's key of the picture's fallback at its largest width (`public/u/<name>-<w>x<h>.jpg`). */
    key: text('key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A process that took the job holds it until then; after that another may take it again. */
    lockedUntil: at('locked_until'),
    finishedAt: at('finished_at'),
    /** Why the last attempt failed, for the logs; after five attempts the job is left failed. */
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('picture_jobs_waiting_idx').on(t.id).where(sql`${t.finishedAt} is null`)],
);

// ---------------------------------------------------------------- conference

export const sessionType = pgEnum('conference_session_type', [
  'keynote',
  'panel',
  'talk',
  'screening',
  'masterclass',
  'fireside',
]);
export const contentLanguage = pgEnum('content_language', ['ar', 'en', 'both']);

export const conferenceHalls = pgTable('conference_halls', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  capacity: integer('capacity').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const tracks = pgTable('tracks', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  description: optionalLocalized('description'),
  color: text('color').notNull(),
});

export const speakers = pgTable('speakers', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  title: localized('title'),
  organization: localized('organization'),
  bio: localized('bio'),
  photoUrl: text('photo_url').notNull(),
  country: text('country').notNull(),
  links: jsonb('links').$type<{ network: string; url: string }[]>().notNull().default([]),
  isFeatured: boolean('is_featured').notNull().default(false),
  /** The exhibiting company the speaker works for: their sessions show on its page in the directory. */
  exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'set null' }),
});

export const conferenceSessions = pgTable(
  'conference_sessions',
  {
    id: serial('id').primaryKey(),
    title: localized('title'),
    abstract: localized('abstract'),
    type: sessionType('type').notNull(),
    language: contentLanguage('language').notNull(),
    /** No hall and no times while unscheduled (decision 071): never shown outside the console then. */
    hallId: integer('hall_id').references(() => conferenceHalls.id),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    isFeatured: boolean('is_featured').notNull().default(false),
  },
  (t) => [
    index('conference_sessions_starts_idx').on(t.startsAt),
    check(
      'conference_sessions_slot_whole',
      sql`(${t.hallId} IS NULL) = (${t.startsAt} IS NULL) AND (${t.startsAt} IS NULL) = (${t.endsAt} IS NULL)`,
    ),
  ],
);

export const conferenceSessionSpeakers = pgTable(
  'conference_session_speakers',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => conferenceSessions.id, { onDelete: 'cascade' }),
    speakerId: integer('speaker_id')
      .notNull()
      .references(() => speakers.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('speaker'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.speakerId] })],
);

// ---------------------------------------------------------------- workshops

export const workshopLevel = pgEnum('workshop_level', ['beginner', 'intermediate', 'advanced']);
export const registrationStatus = pgEnum('registration_status', ['registered', 'waitlisted', 'cancelled']);

export const workshops = pgTable('workshops', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  description: localized('description'),
  instructorId: integer('instructor_id')
    .notNull()
    .references(() => speakers.id),
  level: workshopLevel('level').notNull(),
  language: contentLanguage('language').notNull(),
  hallId: integer('hall_id')
    .notNull()
    .references(() => conferenceHalls.id),
  capacity: integer('capacity').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  imageUrl: text('image_url').notNull(),
});

export const workshopRegistrations = pgTable(
  'workshop_registrations',
  {
    id: serial('id').primaryKey(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: registrationStatus('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('workshop_registrations_workshop_idx').on(t.workshopId, t.status, t.createdAt),
    // one live place per person and workshop; cancelled ones stay as history beside it
    uniqueIndex('workshop_registrations_live_key').on(t.workshopId, t.userId).where(sql`${t.status} <> 'cancelled'`),
  ],
);

// ---------------------------------------------------------------- exhibition

export const exhibitorCategories = pgTable('exhibitor_categories', {
  id: serial('id').primaryKey(),
  name: localized('name'),
});

export const exhibitionHalls = pgTable('exhibition_halls', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  code: text('code').notNull(),
  /** The hall's outline in floor-plan units (1 unit = 1 metre). */
  x: doublePrecision('x').notNull(),
  y: doublePrecision('y').notNull(),
  width: doublePrecision('width').notNull(),
  height: doublePrecision('height').notNull(),
});

export const exhibitors = pgTable('exhibitors', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: localized('name'),
  description: localized('description'),
  logoUrl: text('logo_url').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => exhibitorCategories.id),
  country: text('country').notNull(),
  website: text('website'),
  email: text('email'),
  telephone: text('telephone'),
  social: jsonb('social').$type<{ network: string; url: string }[]>().notNull().default([]),
  /** A company that registers itself waits for the forum's review before the directory shows it. */
  isPublished: boolean('is_published').notNull().default(true),
  /** The forum's review (decision 061): waiting until a staff member approves (publishes) or rejects it. */
  reviewedAt: at('reviewed_at'),
  /** Set when the review rejected the company; the message was emailed in the owner's language. */
  rejectedAt: at('rejected_at'),
  reviewMessage: text('review_message'),
});

export const booths = pgTable(
  'booths',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => exhibitionHalls.id),
    code: text('code').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('booths_code_key').on(t.code)],
);

// ---------------------------------------------------------------- events, media

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  description: localized('description'),
  venue: localized('venue'),
  address: localized('address'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  imageUrl: text('image_url').notNull(),
});

export const mediaType = pgEnum('media_type', ['news', 'gallery', 'video', 'press']);

export const mediaItems = pgTable(
  'media_items',
  {
    id: serial('id').primaryKey(),
    type: mediaType('type').notNull(),
    title: localized('title'),
    summary: localized('summary'),
    body: localized('body'),
    coverUrl: text('cover_url').notNull(),
    videoUrl: text('video_url'),
    captionsUrl: text('captions_url'),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [index('media_items_type_published_idx').on(t.type, t.publishedAt)],
);

export const mediaPhotos = pgTable('media_photos', {
  id: serial('id').primaryKey(),
  mediaId: integer('media_id')
    .notNull()
    .references(() => mediaItems.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  caption: localized('caption'),
  sortOrder: integer('sort_order').notNull().default(0),
});

// ---------------------------------------------------------------- sponsorship

/** Sponsorship packages; the API calls them subscriptions (GET /subscriptions, docs/product/information-pages.md). */
export const sponsorshipPackages = pgTable('sponsorship_packages', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  description: localized('description'),
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull().default('SAR'),
  benefits: jsonb('benefits').$type<Localized[]>().notNull(),
  slots: integer('slots').notNull(),
  color: text('color').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isFeatured: boolean('is_featured').notNull().default(false),
});

export const sponsorshipRequests = pgTable('sponsorship_requests', {
  id: serial('id').primaryKey(),
  packageId: integer('package_id').references(() => sponsorshipPackages.id),
  companyName: text('company_name').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  telephone: text('telephone'),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** Set in the console once someone has taken care of the enquiry (decision 065). */
  handledAt: at('handled_at'),
});

// ---------------------------------------------------------------- information pages

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title'),
  body: localized('body'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  category: localized('category'),
  question: localized('question'),
  answer: localized('answer'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  telephone: text('telephone'),
  subject: text('subject').notNull(),
  messageType: text('message_type').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** The console's answer (decision 061): sent by email, then the message is closed. */
  answeredAt: at('answered_at'),
  closedAt: at('closed_at'),
  /** The language the sender wrote in, which the console's answer is emailed in (decision 065). */
  locale: text('locale').notNull().default('ar'),
  /** The staff's answer as it was emailed. */
  answer: text('answer'),
});

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  summary: localized('summary'),
  body: localized('body'),
  icon: text('icon').notNull(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  address: localized('address'),
  telephone: text('telephone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  openingHours: localized('opening_hours'),
});

// ---------------------------------------------------------------- places (addresses)

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: localized('name'),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  name: localized('name'),
});

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  name: localized('name'),
});

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** What the customer calls the address (Home, Work). */
  name: text('name').notNull(),
  /** Who receives the parcel there. */
  recipient: text('recipient').notNull().default(''),
  telephone: text('telephone').notNull(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  districtId: integer('district_id').references(() => districts.id),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- shop catalogue

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  slug: text('slug').notNull().unique(),
  name: localized('name'),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name'),
  description: optionalLocalized('description'),
  logoUrl: text('logo_url').notNull(),
  /** The exhibiting company that makes the brand: its products show on the company's page in the directory. */
  exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'set null' }),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    name: localized('name'),
    description: localized('description'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    /** The listed price in halalas; includes VAT when taxIncluded. */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('SAR'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    discountStartsAt: at('discount_starts_at'),
    discountEndsAt: at('discount_ends_at'),
    taxIncluded: boolean('tax_included').notNull().default(true),
    stock: integer('stock').notNull(),
    imageUrl: text('image_url').notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    salesCount: integer('sales_count').notNull().default(0),
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('products_category_idx').on(t.categoryId), index('products_brand_idx').on(t.brandId)],
);

export const optionType = pgEnum('product_option_type', ['checkbox', 'radio']);

export const productOptions = pgTable('product_options', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  name: localized('name'),
  type: optionType('type').notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const productOptionValues = pgTable('product_option_values', {
  id: serial('id').primaryKey(),
  optionId: integer('option_id')
    .notNull()
    .references(() => productOptions.id, { onDelete: 'cascade' }),
  name: localized('name'),
  priceDeltaMinor: integer('price_delta_minor').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conferenceSessionId: integer('conference_session_id').references(() => conferenceSessions.id, {
      onDelete: 'cascade',
    }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_user_session_key').on(t.userId, t.conferenceSessionId),
    uniqueIndex('wishlist_user_product_key').on(t.userId, t.productId),
  ],
);

/**
 * The private address of a user's agenda as a calendar feed: the token is shown once and stored
 * hashed; making a new one replaces the row, which revokes the old address.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  lastFetchedAt: at('last_fetched_at'),
});

export const couponKind = pgEnum('coupon_kind', ['percentage', 'fixed']);

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  kind: couponKind('kind').notNull(),
  /** Percent (0-100) for percentage coupons, halalas for fixed ones. */
  value: integer('value').notNull(),
  minSubtotalMinor: integer('min_subtotal_minor').notNull().default(0),
  startsAt: at('starts_at'),
  expiresAt: at('expires_at'),
  usageLimit: integer('usage_limit'),
  perCustomerLimit: integer('per_customer_limit'),
  productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
  categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
});

export const shipmentTypes = pgTable('shipment_types', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  description: localized('description'),
  priceMinor: integer('price_minor').notNull(),
  daysMin: integer('days_min').notNull(),
  daysMax: integer('days_max').notNull(),
  /** False for collecting the order in person: no address is asked for. */
  needsAddress: boolean('needs_address').notNull().default(true),
});

export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  bankName: localized('bank_name'),
  accountName: localized('account_name'),
  accountNumber: text('account_number').notNull(),
  iban: text('iban').notNull(),
  logoUrl: text('logo_url').notNull(),
});

// ---------------------------------------------------------------- orders, reviews

export const orderStatus = pgEnum('order_status', [
  'pending',
  'awaiting_payment',
  'awaiting_confirmation',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
]);
export const paymentMethod = pgEnum('payment_method', ['card', 'bank_transfer', 'cash_on_delivery', 'wallet']);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: orderStatus('status').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    shipmentTypeId: integer('shipment_type_id').references(() => shipmentTypes.id),
    /** The address as it was when ordered: later edits to the address book do not change it. */
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    couponCode: text('coupon_code'),
    /** The totals as computed at order time, in the cart's name/value form (riyals). */
    totals: jsonb('totals').$type<{ name: string; value: number }[]>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull().default('SAR'),
    idempotencyKey: text('idempotency_key'),
    /** What the key's first request asked (a hash): the key again with another request is refused (decision 042). */
    requestHash: text('request_hash'),
    /** What the customer asked of the delivery, as typed at checkout. */
    notes: text('notes'),
    /** What the wallet paid of totalMinor (decision 035); the rest is due by paymentMethod. */
    walletMinor: integer('wallet_minor').notNull().default(0),
    /** What was given back so far (wallet or card): never more than was paid. */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
  ],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  name: localized('name'),
  quantity: integer('quantity').notNull(),
  unitPriceMinor: integer('unit_price_minor').notNull(),
  options: jsonb('options').$type<{ optionId: number; valueId: number; name: Localized }[]>().notNull().default([]),
});

export const paymentStatus = pgEnum('payment_status', ['pending', 'paid', 'failed']);

/**
 * One attempt to pay an order by card at a gateway (decision 025: behind an adapter; the sandbox here).
 * The gateway's reference is unique, so a callback told twice finds the same row and changes nothing.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    reference: text('reference').notNull().unique(),
    status: paymentStatus('status').notNull().default('pending'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('SAR'),
    failureReason: text('failure_reason'),
    /** Where the browser pays this attempt: answered again to a repeat of its idempotency key. */
    redirectUrl: text('redirect_url'),
    /** The client's key of this attempt: the same key again answers this attempt instead of opening another. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_order_idempotency_key').on(t.orderId, t.idempotencyKey),
  ],
);

export const reviewStatus = pgEnum('review_status', ['published', 'pending', 'rejected']);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    status: reviewStatus('status').notNull().default('published'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reviews_product_user_key').on(t.productId, t.userId)],
);

// ---------------------------------------------------------------- cart

export const cartType = pgEnum('cart_type', ['products']);

/** One cart per person and type; a guest has one too (guests are users), merged into the account at login. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: cartType('type').notNull().default('products'),
    /** The coupon applied; its rules are checked again on every read of the cart. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_type_key').on(t.userId, t.type)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The chosen option value ids, ascending. */
    optionValueIds: jsonb('option_value_ids').$type<number[]>().notNull().default([]),
    /** The same ids joined by commas: one line per product and choice of options. */
    optionsKey: text('options_key').notNull().default(''),
    notes: text('notes'),
    /** The unit price (with the options) and the stock when the line was last added: for GET /cart/changes. */
    unitPriceMinorAtAdd: integer('unit_price_minor_at_add').notNull(),
    stockAtAdd: integer('stock_at_add').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_line_key').on(t.cartId, t.productId, t.optionsKey)],
);

/** One use of a coupon, recorded with the order that used it: the usage limits count these. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
  ],
);

// ---------------------------------------------------------------- notifications, chat, live stream (decision 037)

export const notificationEmail = pgEnum('notification_email', ['none', 'pending', 'sending', 'sent', 'failed']);

/** What happened that a user should know (kinds: notifications/notify.ts); written in the event's own transaction. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Ids and the few words the list shows (an order's number, a workshop's title); never a copy of a row. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: at('read_at'),
    /** 'pending' when the user's settings ask for an email; one process claims it ('sending') after commit. */
    email: notificationEmail('email').notNull().default('none'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_email_idx').on(t.id).where(sql`${t.email} = 'pending'`),
  ],
);

/**
 * What a user's live streams carry, numbered per user in commit order (the counter row is locked until the
 * writing transaction ends), so Last-Event-ID replays exactly what a stream missed.
 */
export const userEvents = pgTable(
  'user_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** notification | message | order */
    type: text('type').notNull(),
    refId: integer('ref_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] })],
);

export const userEventCounters = pgTable('user_event_counters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull().default(0),
});

/** Open GET /stream connections of every process, for the per-user limit; a row not seen lately is gone. */
export const openStreams = pgTable(
  'open_streams',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: at('seen_at').notNull().defaultNow(),
  },
  (t) => [index('open_streams_user_idx').on(t.userId, t.seenAt)],
);

export const conversationKind = pgEnum('conversation_kind', ['order', 'exhibitor', 'forum']);

/** A customer and the other side: the forum (about an order, or in general) or an exhibitor. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    kind: conversationKind('kind').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The last message each side has read (0: none). */
    customerReadId: integer('customer_read_id').notNull().default(0),
    otherReadId: integer('other_read_id').notNull().default(0),
    blockedByCustomerAt: at('blocked_by_customer_at'),
    blockedByOtherAt: at('blocked_by_other_at'),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_customer_idx').on(t.customerId, t.lastMessageAt),
    uniqueIndex('conversations_order_key').on(t.orderId),
    uniqueIndex('conversations_exhibitor_key').on(t.customerId, t.exhibitorId).where(sql`${t.kind} = 'exhibitor'`),
    uniqueIndex('conversations_forum_key').on(t.customerId).where(sql`${t.kind} = 'forum'`),
  ],
);

export const chatSide = pgEnum('chat_side', ['customer', 'other']);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    side: chatSide('side').notNull(),
    /** Who wrote it (a staff member answering as the forum is recorded, never shown to the customer). */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    attachmentId: integer('attachment_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

// ---------------------------------------------------------------- after the order (decision 035)

/**
 * An order's history: one row per change, written in the transaction that makes the change, so the
 * timeline's last status is always the order's status. `action` names the move of the contract's
 * table (order-rules.ts); a move that keeps the status (cash received) has from = to.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    /** Who: the customer, a staff member; null for the gateway or the system. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** A customer's wallet balance, in halalas: never below zero, by this constraint and a row lock. */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceMinor: integer('balance_minor').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('wallet_accounts_balance_not_negative', sql`${t.balanceMinor} >= 0`)],
);

export const walletReason = pgEnum('wallet_reason', [
  'order_payment',
  'order_refund',
  'return_refund',
  'staff_adjustment',
]);

/** The wallet's ledger, append-only: one row per movement, one movement per idempotency key. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed: a credit is positive, a spend negative. */
    amountMinor: integer('amount_minor').notNull(),
    balanceAfterMinor: integer('balance_after_minor').notNull(),
    reason: walletReason('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    returnId: integer('return_id'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A staff member's key: what its first request asked (a hash), so it cannot credit someone else (decision 042). */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.id),
    check('wallet_entries_amount_not_zero', sql`${t.amountMinor} <> 0`),
    check('wallet_entries_balance_not_negative', sql`${t.balanceAfterMinor} >= 0`),
  ],
);

export const proofStatus = pgEnum('transfer_proof_status', ['pending', 'accepted', 'rejected']);

/** A bank-transfer receipt a customer sent for an order: kept privately in the file store. */
export const transferProofs = pgTable(
  'transfer_proofs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    status: proofStatus('status').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('transfer_proofs_order_idx').on(t.orderId, t.id)],
);

export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'credit_note']);

/** The last number given of each kind: the row lock makes numbers gap-free under concurrency. */
export const invoiceCounters = pgTable('invoice_counters', {
  kind: invoiceKind('kind').primaryKey(),
  last: integer('last').notNull().default(0),
});

/** Simplified tax invoices (one per paid order) and credit notes (one per refund), as issued. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: invoiceKind('kind').notNull(),
    number: integer('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A credit note's invoice. */
    invoiceId: integer('invoice_id'),
    refundId: integer('refund_id').unique(),
    totalMinor: integer('total_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    lines: jsonb('lines')
      .$type<
        {
          name: Localized;
          quantity: number;
          unitMinor: number;
          netMinor: number;
          vatMinor: number;
          totalMinor: number;
        }[]
      >()
      .notNull(),
    /** Seller's name, address and VAT number as they were when issued. */
    seller: jsonb('seller').$type<{ name: Localized; address: Localized; vatNumber: string }>().notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_kind_number_key').on(t.kind, t.number),
    uniqueIndex('invoices_one_per_order').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
  ],
);

export const refundDestination = pgEnum('refund_destination', ['wallet', 'card']);

/** Money given back for an order, once per idempotency key (a return's refund, a cancelled paid order). */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  returnId: integer('return_id'),
  amountMinor: integer('amount_minor').notNull(),
  destination: refundDestination('destination').notNull(),
  /** The gateway's id of a card refund. */
  gatewayReference: text('gateway_reference'),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});

export const returnStatus = pgEnum('return_status', ['requested', 'approved', 'rejected', 'received', 'refunded']);

/** A customer's request to send back delivered lines of an order. */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: returnStatus('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    /** Private uploads (purpose evidence) of the customer's. */
    photoUploadIds: jsonb('photo_upload_ids').$type<number[]>().notNull().default([]),
    refundTo: refundDestination('refund_to').notNull().default('wallet'),
    /** Worked out from the lines when requested: their price as charged. */
    amountMinor: integer('amount_minor').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** What the key's first request asked (a hash): the key again with another request is refused (decision 042). */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('returns_user_idx').on(t.userId, t.id),
    uniqueIndex('returns_user_idempotency_key').on(t.userId, t.idempotencyKey),
  ],
);

export const returnItems = pgTable('return_items', {
  id: serial('id').primaryKey(),
  returnId: integer('return_id')
    .notNull()
    .references(() => returns.id, { onDelete: 'cascade' }),
  orderItemId: integer('order_item_id')
    .notNull()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  /** Marked by the staff on receipt: a damaged unit does not go back to stock. */
  damagedQuantity: integer('damaged_quantity').notNull().default(0),
});

export const returnEvents = pgTable(
  'return_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    fromStatus: returnStatus('from_status'),
    toStatus: returnStatus('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.id)],
);

export const specialOrderStatus = pgEnum('special_order_status', ['requested', 'quoted', 'declined']);

/** Something not in the catalogue a customer asks the forum for; the staff quote or decline it. */
export const specialOrders = pgTable(
  'special_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    details: text('details'),
    quantity: integer('quantity').notNull(),
    uploadId: integer('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: specialOrderStatus('status').notNull().default('requested'),
    quoteMinor: integer('quote_minor'),
    staffNote: text('staff_note'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('special_orders_user_idx').on(t.userId, t.id)],
);

// ---------------------------------------------------------------- search index (decision 046)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The normalised text of every searchable record (decision 013), kept by triggers on the tables it is
 * read from (migration 0011: products, sessions and their speakers, workshops, events, media items,
 * exhibitors), so that a search is a lookup in the trigram and stem indexes below instead of a
 * normalisation of every row. `kind` is the search group; `id` the record's id in its own table.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    /** normalize_search of the title in both languages: what suggestions and "matched by its title" read. */
    title: text('title').notNull(),
    /** normalize_search of everything searched: title, body and the group's more (SKU, speakers, venue …). */
    document: text('document').notNull(),
    /** The English stems of the title: "matched by its title" is read for every match, so it is kept too. */
    titleStems: tsvector('title_stems').notNull().generatedAlwaysAs(sql`to_tsvector('english'::regconfig, title)`),
    /** The English stems of the document, for the stemmed match and its rank. */
    stems: tsvector('stems').notNull().generatedAlwaysAs(sql`to_tsvector('english'::regconfig, document)`),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('search_documents_document_trgm_idx').using('gin', t.document.op('gin_trgm_ops')),
    index('search_documents_title_trgm_idx').using('gin', sql`(' ' || ${t.title}) gin_trgm_ops`),
    index('search_documents_stems_idx').using('gin', t.stems),
  ],
);

// ---------------------------------------------------------------- the staff console (decision 061)

/**
 * Every change a staff member makes, written in the same transaction as the change (admin/audit.ts):
 * who, when, what (entity and id), the action, and the fields that changed, before and after. The
 * application has no call that updates or deletes a row of it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept with the entry so that it still says who after the account is gone. */
    actorEmail: text('actor_email').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    // the audit log's search (`q` over who, what, which and the action, audit-queries.ts): one trigram index
    // per column, so that the OR of the four ILIKEs is a union of index lookups (decision 062)
    index('audit_log_actor_email_trgm_idx').using('gin', t.actorEmail.op('gin_trgm_ops')),
    index('audit_log_entity_trgm_idx').using('gin', t.entity.op('gin_trgm_ops')),
    index('audit_log_entity_id_trgm_idx').using('gin', t.entityId.op('gin_trgm_ops')),
    index('audit_log_action_trgm_idx').using('gin', t.action.op('gin_trgm_ops')),
  ],
);

/** A console list's filter kept under a name, by its owner, optionally shared with the whole team. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The list it belongs to (its key in the console, e.g. 'users'). */
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** The list's query string: search, filters, sort and columns, as the address holds them. */
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_views_owner_list_name_key').on(t.ownerId, t.list, t.name)],
);
