import type {
  AccountFamily,
  ChangePasswordBodySchema,
  ExhibitorProfileUpdateBodySchema,
  ExhibitorRegisterBodySchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from '@forum/contract/account';
import { RESEND_INTERVAL_SECONDS } from '@forum/contract/account-rules';
import { withProtocol } from '@forum/contract/links';
import type { Locale } from '@forum/contract/locale';
import { isUrl } from '@forum/contract/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { checkCode, issueCode, spendCodeAttempt } from '../auth/codes.ts';
import { type LoginAttempt, reserveLoginAttempt } from '../auth/login-limits.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createSession, revokeSession, revokeUserSessions, type Session, sessionLifetime } from '../auth/sessions.ts';
import { countAttempt, limits, throttle } from '../auth/throttle.ts';
import { adoptGuestCart } from '../cart/cart-service.ts';
import type { Db } from '../db/client.ts';
import {
  addresses,
  calendarFeeds,
  exhibitors,
  mailOutbox,
  uploads,
  users,
  verificationCodes,
  wishlistItems,
  workshopRegistrations,
} from '../db/schema.ts';
import { AppError, type FieldError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  alreadyRegisteredMail,
  loginCodeMail,
  type MailContext,
  resetPasswordMail,
  verifyEmailMail,
  welcomeMail,
} from '../mail/templates.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import type { FileStore } from '../storage/file-store.ts';
import { removeStoredFile } from '../uploads/picture-variants.ts';
import { announceSeats, releaseWorkshopPlaces } from '../workshops/workshop-service.ts';
import {
  findAccount,
  findExhibitorOf,
  findOwnUpload,
  findUserWithPermissions,
  groupIdOf,
  loadProfile,
  skipNewAccountIds,
  type UserRow,
} from './account-queries.ts';

/** Who is calling: for limits per address, the session to adopt on login, and the answer's language. */
export type Caller = { ip: string; userAgent: string | undefined; locale: Locale; session: Session | null };

type RegisterInput = z.output<typeof RegisterBodySchema>;
type ExhibitorRegisterInput = z.output<typeof ExhibitorRegisterBodySchema>;
type ProfileUpdateBody = z.output<typeof ProfileUpdateBodySchema>;
type ExhibitorProfileUpdateBody = z.output<typeof ExhibitorProfileUpdateBodySchema>;
type ChangePasswordBody = z.output<typeof ChangePasswordBodySchema>;
type ResetPasswordBody = z.output<typeof ResetPasswordBodySchema>;

export type AccountServiceOptions = {
  db: Db;
  mailer: Mailer;
  settings: SettingsService;
  /** Links in emails: the configured public address, never the request's Host header. */
  siteUrl: string;
  /** Where uploads are kept: a deleted account's files go with it. */
  fileStore: FileStore;
};

const fieldError = (key: string, messageKey: FieldError['messageKey']) =>
  new AppError('validation', { fields: [{ key, messageKey }] });

export function createAccountService({ db, mailer, settings, siteUrl, fileStore }: AccountServiceOptions) {
  // verified against when no account matches, so that a wrong email takes as long as a wrong password
  let decoyHash: Promise<string> | undefined;

  async function mailContext(locale: Locale): Promise<MailContext> {
    const stored = await settings.get();
    return { locale, siteName: stored.site.name[locale] || stored.site.name.ar, siteUrl };
  }

  function localeOfUser(user: UserRow, fallback: Locale): Locale {
    return user.locale === 'en' || user.locale === 'ar' ? user.locale : fallback;
  }

  async function startSession(user: UserRow, caller: Caller) {
    await adoptGuest(caller.session, user.id);
    const session = await createSession(db, user.id, {
      lifetimeMs: sessionLifetime.user,
      ...(caller.userAgent ? { userAgent: caller.userAgent } : {}),
    });
    const authUser = await findUserWithPermissions(db, user.id);
    if (!authUser) throw new AppError('unauthenticated');
    return { session, user: authUser };
  }

  /**
   * A guest's saved things follow them into their account (decision 011): the agenda and uploads move
   * over (what the account already has wins), the cart merges into the account's (decision 020),
   * then the guest session and its user go away.
   */
  async function adoptGuest(session: Session | null, userId: number) {
    if (session?.user.type !== 'guest' || session.user.id === userId) return;
    const guestId = session.user.id;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update ${wishlistItems} as moved set user_id = ${userId}
        where moved.user_id = ${guestId} and not exists (
          select 1 from ${wishlistItems} as kept
          where kept.user_id = ${userId}
            and kept.conference_session_id is not distinct from moved.conference_session_id
            and kept.product_id is not distinct from moved.product_id)`);
      await tx.update(uploads).set({ userId }).where(eq(uploads.userId, guestId));
      await adoptGuestCart(tx, guestId, userId);
      await tx.delete(users).where(and(eq(users.id, guestId), eq(users.type, 'guest')));
    });
  }

  async function sendCode(
    user: UserRow,
    family: AccountFamily,
    purpose: 'verify_email' | 'reset_password',
    locale: Locale,
  ) {
    const code = await issueCode(db, user.id, purpose);
    const context = await mailContext(localeOfUser(user, locale));
    const input = { name: user.firstName ?? '', email: user.email ?? '', code, family };
    const mail = purpose === 'verify_email' ? verifyEmailMail(context, input) : resetPasswordMail(context, input);
    await mailer.send({ to: user.email ?? '', ...mail });
  }

  /** The same answer whether or not the address has an account (no enumeration). */
  function codeSent(email: string, locale: Locale) {
    return { message: translate(locale, 'codeSent', { email }), email, resendAfter: RESEND_INTERVAL_SECONDS };
  }

  /** One code a minute per address and family, whether or not it has an account. */
  async function throttleCodeSend(family: AccountFamily, purpose: string, email: string, caller: Caller) {
    await throttle(db, `code-send:ip:${caller.ip}`, limits.codeSendPerIp);
    await throttle(db, `code-send:${purpose}:${family}:${email}`, limits.codeSendPerEmail);
  }

  async function assertPassword(user: UserRow, password: string, key: string) {
    await throttle(db, `password:${user.id}`, limits.passwordPerAccount);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password)))
      throw fieldError(key, 'wrongPassword');
  }

  /**
   * A login to an account past its checks of the day (decision 043): without a code, the owner is
   * emailed one (one a minute) and the answer asks for it; with one, the password is looked at only
   * once the code is right. An unknown, unconfirmed or password-less account goes the same way with
   * nobody emailed, and every wrong code is answered alike, so nothing tells whether it exists.
   */
  async function passCodeAndPassword(
    family: AccountFamily,
    body: { email: string; password: string; code?: string },
    user: UserRow | null,
    caller: Caller,
    attempt: LoginAttempt,
  ): Promise<UserRow> {
    const owner = user?.passwordHash && user.emailVerifiedAt ? user : null;
    if (body.code === undefined) {
      const sent = await countAttempt(
        db,
        `code-send:login:${family}:${body.email.toLowerCase()}`,
        RESEND_INTERVAL_SECONDS,
      );
      if (owner && sent.count === 1) await sendLoginCode(owner, family, caller.locale);
      await attempt.noPasswordChecked();
      throw new AppError('loginCodeNeeded', { fields: [{ key: 'code', messageKey: 'loginCodeNeeded' }] });
    }
    const wrongCode = fieldError('code', 'loginCodeWrong');
    await checkCode(db, owner?.id ?? null, 'login', body.code, { consume: false }).catch(async (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      // counted against the code's 5 tries, not against the address
      await attempt.noPasswordChecked();
      throw wrongCode;
    });
    if (!owner?.passwordHash || !(await verifyPassword(owner.passwordHash, body.password))) {
      // a right code with a wrong password uses up one of the code's attempts too
      if (owner) await spendCodeAttempt(db, owner.id, 'login');
      throw new AppError('invalidCredentials');
    }
    await checkCode(db, owner.id, 'login', body.code, { consume: true }).catch(() => {
      throw wrongCode;
    });
    return owner;
  }

  async function sendLoginCode(user: UserRow, family: AccountFamily, locale: Locale) {
    const code = await issueCode(db, user.id, 'login');
    const context = await mailContext(localeOfUser(user, locale));
    await mailer.send({
      to: user.email ?? '',
      ...loginCodeMail(context, { name: user.firstName ?? '', code, family }),
    });
  }

  async function registerUser(
    family: AccountFamily,
    values: Partial<typeof users.$inferInsert> & { email: string; firstName: string; password: string },
    caller: Caller,
    afterInsert?: (tx: Db, userId: number) => Promise<void>,
  ) {
    await throttle(db, `register:ip:${caller.ip}`, limits.registerPerIp);
    await throttleCodeSend(family, 'verify_email', values.email, caller);
    const existing = await findAccount(db, family, values.email);
    if (existing) {
      // as if an account were made (decision 027): the time of hashing its password, and the ids
      // it would have used up (a guest's id, answered by POST /login/guests, would show the step)
      await Promise.all([hashPassword(values.password), skipNewAccountIds(db, family)]);
      // the address's owner hears about it; the caller learns nothing they could not already know
      if (existing.emailVerifiedAt) {
        const context = await mailContext(localeOfUser(existing, caller.locale));
        await mailer.send({
          to: existing.email ?? values.email,
          ...alreadyRegisteredMail(context, { name: existing.firstName ?? '', family }),
        });
      } else {
        await sendCode(existing, family, 'verify_email', caller.locale);
      }
      return codeSent(values.email, caller.locale);
    }
    const { password, ...fields } = values;
    const passwordHash = await hashPassword(password);
    const groupId = await groupIdOf(db, family === 'exhibitor' ? 'exhibitors' : 'customers');
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...fields, type: family, passwordHash, groupId, locale: fields.locale ?? caller.locale })
        .returning();
      if (!row) throw new Error('user insert returned no row');
      await afterInsert?.(tx, row.id);
      return row;
    });
    await sendCode(user, family, 'verify_email', caller.locale);
    return codeSent(values.email, caller.locale);
  }

  return {
    async login(family: AccountFamily, body: { email: string; password: string; code?: string }, caller: Caller) {
      // the check is reserved before the password is looked at, so that no burst gets past the limits
      const attempt = await reserveLoginAttempt(db, { family, email: body.email, address: caller.ip });
      const user = await findAccount(db, family, body.email);
      if (attempt.needsCode) {
        const owner = await passCodeAndPassword(family, body, user, caller, attempt);
        await attempt.succeeded();
        return startSession(owner, caller);
      }
      decoyHash ??= hashPassword('not a password of anyone');
      const isRight = await verifyPassword(user?.passwordHash ?? (await decoyHash), body.password);
      // An unconfirmed account answers as a wrong password: whoever registers an address with a
      // password of their own would otherwise learn, by logging in, whether it had an account (decision 027).
      if (!user?.passwordHash || !isRight || !user.emailVerifiedAt) throw new AppError('invalidCredentials');
      await attempt.succeeded();
      return startSession(user, caller);
    },

    register(body: RegisterInput, caller: Caller) {
      const isCompany = body.accountKind !== 'individual';
      return registerUser(
        'customer',
        {
          accountKind: body.accountKind,
          ...personOf(body),
          district: body.district ?? null,
          address: body.address ?? null,
          companyName: isCompany ? (body.companyName ?? null) : null,
          taxNumber: isCompany ? (body.taxNumber ?? null) : null,
          commercialRegistration:
            body.accountKind === 'customs_clearance' ? (body.commercialRegistration ?? null) : null,
        },
        caller,
        async (tx, userId) => {
          if (body.licenceUpload === undefined) return;
          // the licence was uploaded in this browser's session before the account existed
          const owner = caller.session?.user.id;
          const upload = owner ? await findOwnUpload(tx, body.licenceUpload, owner) : null;
          if (upload?.purpose !== 'licence') throw fieldError('licenceUpload', 'invalidUpload');
          await tx.update(uploads).set({ userId }).where(eq(uploads.id, upload.id));
        },
      );
    },

    registerExhibitor(body: ExhibitorRegisterInput, caller: Caller) {
      return registerUser(
        'exhibitor',
        {
          accountKind: 'company',
          ...personOf(body),
          companyName: body.companyName,
          taxNumber: body.taxNumber ?? null,
          commercialRegistration: body.commercialRegistration ?? null,
        },
        caller,
        async (tx, userId) => {
          const website = body.website ? normalizeLink(body.website, 'website') : null;
          await tx.insert(exhibitors).values({
            userId,
            name: { ar: body.companyName, en: body.companyName },
            description: { ar: '', en: '' },
            logoUrl: '',
            categoryId: body.category,
            country: body.country,
            website,
            email: body.email,
            telephone: body.telephone,
            isPublished: false,
          });
        },
      );
    },

    async verifyEmail(family: AccountFamily, email: string, code: string, caller: Caller) {
      await throttle(db, `code-check:ip:${caller.ip}`, limits.codePerIp);
      const user = await findAccount(db, family, email);
      // an address already confirmed has no code to check: answered like a wrong code
      await checkCode(db, user && !user.emailVerifiedAt ? user.id : null, 'verify_email', code, { consume: true });
      if (!user) throw fieldError('code', 'invalidCode');
      await db.update(users).set({ emailVerifiedAt: sql`now()` }).where(eq(users.id, user.id));
      const context = await mailContext(localeOfUser(user, caller.locale));
      await mailer.send({ to: email, ...welcomeMail(context, { name: user.firstName ?? '', family }) });
      return startSession(user, caller);
    },

    async resendVerification(family: AccountFamily, email: string, caller: Caller) {
      await throttleCodeSend(family, 'verify_email', email, caller);
      const user = await findAccount(db, family, email);
      if (user && !user.emailVerifiedAt) await sendCode(user, family, 'verify_email', caller.locale);
      return codeSent(email, caller.locale);
    },

    async forgotPassword(family: AccountFamily, email: string, caller: Caller) {
      await throttleCodeSend(family, 'reset_password', email, caller);
      const user = await findAccount(db, family, email);
      if (user) await sendCode(user, family, 'reset_password', caller.locale);
      return codeSent(email, caller.locale);
    },

    async checkResetCode(family: AccountFamily, email: string, code: string, caller: Caller) {
      await throttle(db, `code-check:ip:${caller.ip}`, limits.codePerIp);
      const user = await findAccount(db, family, email);
      await checkCode(db, user?.id ?? null, 'reset_password', code, { consume: false });
      return { valid: true as const, message: translate(caller.locale, 'codeValid') };
    },

    async resetPassword(family: AccountFamily, body: ResetPasswordBody, caller: Caller) {
      await throttle(db, `code-check:ip:${caller.ip}`, limits.codePerIp);
      const user = await findAccount(db, family, body.email);
      await checkCode(db, user?.id ?? null, 'reset_password', body.code, { consume: true });
      if (!user) throw fieldError('code', 'invalidCode');
      const passwordHash = await hashPassword(body.password);
      // the code came by email: that proves the address too
      await db
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, user.id));
      await revokeUserSessions(db, user.id);
      return { message: translate(caller.locale, 'passwordReset') };
    },

    async logout(session: Session | null) {
      if (session) await revokeSession(db, session.id);
    },

    profile(session: Session, locale: Locale) {
      return loadProfile(db, session.user, locale);
    },

    async updateProfile(session: Session, body: ProfileUpdateBody, locale: Locale) {
      const user = requireAccount(session, ['customer', 'staff']);
      const changes = personalChanges(body);
      for (const key of ['district', 'address'] as const) {
        if (body[key] !== undefined) changes[key] = body[key] || null;
      }
      if (user.accountKind !== 'individual') {
        if (body.companyName !== undefined) changes.companyName = body.companyName || null;
        if (body.taxNumber !== undefined) changes.taxNumber = body.taxNumber || null;
      }
      // staff accounts are never public, whatever they send
      if (body.showProfile !== undefined && user.type === 'customer') changes.showProfile = body.showProfile;
      if (body.avatarUpload === null) changes.avatarUrl = null;
      else if (body.avatarUpload !== undefined)
        changes.avatarUrl = await imageUrlOf(body.avatarUpload, user.id, 'avatarUpload');
      if (Object.keys(changes).length) await db.update(users).set(changes).where(eq(users.id, user.id));
      return reload(user.id, locale);
    },

    async updateExhibitorProfile(session: Session, body: ExhibitorProfileUpdateBody, locale: Locale) {
      const user = requireAccount(session, ['exhibitor']);
      const personal = personalChanges(body);
      const company = await findExhibitorOf(db, user.id);
      const companyChanges: Partial<typeof exhibitors.$inferInsert> = {};
      if (company) {
        if (body.companyNameAr !== undefined || body.companyNameEn !== undefined) {
          companyChanges.name = {
            ar: body.companyNameAr ?? company.name.ar,
            en: body.companyNameEn ?? company.name.en,
          };
        }
        if (body.descriptionAr !== undefined || body.descriptionEn !== undefined) {
          companyChanges.description = {
            ar: body.descriptionAr ?? company.description.ar,
            en: body.descriptionEn ?? company.description.en,
          };
        }
        if (body.category !== undefined) companyChanges.categoryId = body.category;
        if (body.country !== undefined) companyChanges.country = body.country;
        if (body.website !== undefined)
          companyChanges.website = body.website ? normalizeLink(body.website, 'website') : null;
        if (body.contactEmail !== undefined) companyChanges.email = body.contactEmail || null;
        if (body.telephone !== undefined) companyChanges.telephone = body.telephone;
        if (body.social !== undefined) {
          companyChanges.social = body.social.map((link, index) => ({
            network: link.network,
            url: normalizeLink(link.url, `social.${index}.url`),
          }));
        }
        if (body.logoUpload !== undefined)
          companyChanges.logoUrl = await imageUrlOf(body.logoUpload, user.id, 'logoUpload');
      }
      if (body.companyNameAr !== undefined) personal.companyName = body.companyNameAr;
      await db.transaction(async (tx) => {
        if (Object.keys(personal).length) await tx.update(users).set(personal).where(eq(users.id, user.id));
        if (company && Object.keys(companyChanges).length) {
          await tx.update(exhibitors).set(companyChanges).where(eq(exhibitors.id, company.id));
        }
      });
      return reload(user.id, locale);
    },

    async changePassword(session: Session, body: ChangePasswordBody, caller: Caller) {
      const user = requireAccount(session, ['customer', 'staff', 'exhibitor']);
      await assertPassword(user, body.currentPassword, 'currentPassword');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password) })
        .where(eq(users.id, user.id));
      // every other device is logged out; this one continues with a new token
      await revokeUserSessions(db, user.id);
      return startSession(user, { ...caller, session: null });
    },

    async deleteAccount(session: Session, family: AccountFamily, password: string, locale: Locale) {
      const user = requireAccount(session, family === 'exhibitor' ? ['exhibitor'] : ['customer', 'staff']);
      await assertPassword(user, password, 'password');
      const { files, promoted } = await db.transaction(async (tx) => {
        const owned = await tx.select({ path: uploads.path }).from(uploads).where(eq(uploads.userId, user.id));
        await tx.delete(uploads).where(eq(uploads.userId, user.id));
        await tx.delete(wishlistItems).where(eq(wishlistItems.userId, user.id));
        await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
        // the seats they held go to the people waiting for them, as when they cancel one
        const seatsGiven = await releaseWorkshopPlaces(tx, user.id);
        await tx.delete(workshopRegistrations).where(eq(workshopRegistrations.userId, user.id));
        await tx.delete(addresses).where(eq(addresses.userId, user.id));
        await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
        if (user.email) await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${user.email.toLowerCase()}`);
        // the company's listing is the forum's record of who exhibited; it leaves the directory and the person
        await tx.update(exhibitors).set({ userId: null, isPublished: false }).where(eq(exhibitors.userId, user.id));
        // orders and reviews stay for the accounts and the product ratings, tied to an empty account
        await tx
          .update(users)
          .set({
            email: null,
            passwordHash: null,
            firstName: null,
            lastName: null,
            telephone: null,
            companyName: null,
            taxNumber: null,
            commercialRegistration: null,
            country: null,
            city: null,
            district: null,
            address: null,
            avatarUrl: null,
            deletedAt: sql`now()`,
          })
          .where(eq(users.id, user.id));
        return { files: owned.map((row) => row.path), promoted: seatsGiven };
      });
      await revokeUserSessions(db, user.id);
      await announceSeats({ db, mailer, settings, siteUrl }, promoted);
      await Promise.all(files.map((key) => removeStoredFile(fileStore, key).catch(() => undefined)));
      return { message: translate(locale, 'accountDeleted') };
    },
  };

  function requireAccount(session: Session, types: UserRow['type'][]) {
    if (session.user.type === 'guest') throw new AppError('unauthenticated');
    if (!types.includes(session.user.type)) {
      throw new AppError('forbidden', {
        fields: [{ key: 'error', messageKey: session.user.type === 'exhibitor' ? 'customersOnly' : 'exhibitorsOnly' }],
      });
    }
    return session.user;
  }

  async function imageUrlOf(uploadId: number, ownerId: number, key: string) {
    const upload = await findOwnUpload(db, uploadId, ownerId);
    if (!upload?.url || !upload.mime.startsWith('image/')) throw fieldError(key, 'invalidUpload');
    return upload.url;
  }

  async function reload(userId: number, locale: Locale) {
    const user = await findUserWithPermissions(db, userId);
    if (!user) throw new AppError('unauthenticated');
    return loadProfile(db, user, locale);
  }
}

/** Who registers, as every registration form gives it. */
function personOf(body: RegisterInput | ExhibitorRegisterInput) {
  const { email, password, firstName, lastName, telephone, country, city, locale } = body;
  return { email, password, firstName, lastName, telephone, country, city, ...(locale ? { locale } : {}) };
}

/** The personal fields a profile update sent; the others stay as they are. */
function personalChanges(body: ProfileUpdateBody | ExhibitorProfileUpdateBody): Partial<typeof users.$inferInsert> {
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const key of ['firstName', 'lastName', 'telephone', 'country', 'city', 'locale', 'notifications'] as const) {
    if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
  }
  return changes;
}

/** Links typed without a protocol get https:// (docs/product/accounts.md); anything but a web address is refused. */
function normalizeLink(value: string, key: string): string {
  const link = withProtocol(value);
  if (!/^https?:\/\//i.test(link) || !isUrl(link)) throw fieldError(key, 'invalidUrl');
  return link;
}

export type AccountService = ReturnType<typeof createAccountService>;
