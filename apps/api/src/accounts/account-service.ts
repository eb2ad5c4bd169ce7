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
import type { z } from 'zod';
import { type AccessRule, requireAccess } from '../auth/access.ts';
import { checkCode, issueCode, spendCodeAttempt } from '../auth/codes.ts';
import { type LoginAttempt, reserveLoginAttempt } from '../auth/login-limits.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createSession, revokeSession, revokeUserSessions, type Session, sessionLifetime } from '../auth/sessions.ts';
import { countAttempt, limits, throttle } from '../auth/throttle.ts';
import { adoptGuestCart } from '../cart/cart-service.ts';
import type { Db } from '../db/client.ts';
import type { exhibitors, users } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
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
  deleteGuest,
  deletePersonalRowsOf,
  deleteSavedOf,
  deleteUploadsOf,
  detachExhibitor,
  emptyUser,
  findAccount,
  findExhibitorOf,
  findOwnUpload,
  findUserWithPermissions,
  giveUpload,
  groupIdOf,
  insertExhibitor,
  insertUser,
  loadProfile,
  markEmailVerified,
  moveGuestWishlist,
  moveUploads,
  setPasswordByCode,
  skipNewAccountIds,
  type UserRow,
  updateExhibitor,
  updateUser,
} from './account-queries.ts';

/** Who is calling: for limits per address, the session to adopt on login, and the answer's language. */
export type Caller = { ip: string; userAgent: string | undefined; locale: Locale; session: Session | null };

type RegisterInput = z.output<typeof RegisterBodySchema>;
type ExhibitorRegisterInput = z.output<typeof ExhibitorRegisterBodySchema>;
type ProfileUpdateBody = z.output<typeof ProfileUpdateBodySchema>;
type ExhibitorProfileUpdateBody = z.output<typeof ExhibitorProfileUpdateBodySchema>;
type ChangePasswordBody = z.output<typeof ChangePasswordBodySchema>;
type ResetPasswordBody = z.output<typeof ResetPasswordBodySchema>;
type LoginBody = { email: string; password: string; code?: string };

export type AccountServiceOptions = {
  db: Db;
  mailer: Mailer;
  settings: SettingsService;
  /** Links in emails: the configured public address, never the request's Host header. */
  siteUrl: string;
  /** Where uploads are kept: a deleted account's files go with it. */
  fileStore: FileStore;
};

/** What every function below works with: the options, and the decoy hash made once. */
type Deps = AccountServiceOptions & { decoy: { hash?: Promise<string> } };

const fieldError = (key: string, messageKey: FieldError['messageKey']) =>
  new AppError('validation', { fields: [{ key, messageKey }] });

/** Who may change a profile or delete an account of a family: the other family is told which pages are theirs. */
const familyMember = (family: AccountFamily): AccessRule => ({
  as: family === 'exhibitor' ? 'exhibitor' : ['customer', 'staff'],
  otherwise: 'otherFamily',
});

/** The account calls (docs/product/accounts.md), bound to their dependencies. */
export function createAccountService(options: AccountServiceOptions) {
  // verified against when no account matches, so that a wrong email takes as long as a wrong password
  const deps: Deps = { ...options, decoy: {} };
  return {
    login: (family: AccountFamily, body: LoginBody, caller: Caller) => login(deps, family, body, caller),
    register: (body: RegisterInput, caller: Caller) => register(deps, body, caller),
    registerExhibitor: (body: ExhibitorRegisterInput, caller: Caller) => registerExhibitor(deps, body, caller),
    verifyEmail: (family: AccountFamily, email: string, code: string, caller: Caller) =>
      verifyEmail(deps, family, email, code, caller),
    resendVerification: (family: AccountFamily, email: string, caller: Caller) =>
      resendVerification(deps, family, email, caller),
    forgotPassword: (family: AccountFamily, email: string, caller: Caller) =>
      forgotPassword(deps, family, email, caller),
    checkResetCode: (family: AccountFamily, email: string, code: string, caller: Caller) =>
      checkResetCode(deps, family, email, code, caller),
    resetPassword: (family: AccountFamily, body: ResetPasswordBody, caller: Caller) =>
      resetPassword(deps, family, body, caller),
    logout: async (session: Session | null) => {
      if (session) await revokeSession(deps.db, session.id);
    },
    profile: (session: Session | null, locale: Locale) => profile(deps, session, locale),
    updateProfile: (session: Session | null, body: ProfileUpdateBody, locale: Locale) =>
      updateProfile(deps, session, body, locale),
    updateExhibitorProfile: (session: Session | null, body: ExhibitorProfileUpdateBody, locale: Locale) =>
      updateExhibitorProfile(deps, session, body, locale),
    changePassword: (session: Session | null, body: ChangePasswordBody, caller: Caller) =>
      changePassword(deps, session, body, caller),
    deleteAccount: (session: Session | null, family: AccountFamily, password: string, locale: Locale) =>
      deleteAccount(deps, session, family, password, locale),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

// ---------------------------------------------------------------- logging in

async function login(deps: Deps, family: AccountFamily, body: LoginBody, caller: Caller) {
  const { db } = deps;
  // the check is reserved before the password is looked at, so that no burst gets past the limits
  const attempt = await reserveLoginAttempt(db, { family, email: body.email, address: caller.ip });
  const user = await findAccount(db, family, body.email);
  if (attempt.needsCode) {
    const owner = await passCodeAndPassword(deps, family, body, user, caller, attempt);
    await attempt.succeeded();
    return startSession(deps, owner, caller);
  }
  deps.decoy.hash ??= hashPassword('not a password of anyone');
  const isRight = await verifyPassword(user?.passwordHash ?? (await deps.decoy.hash), body.password);
  // An unconfirmed account answers as a wrong password: whoever registers an address with a
  // password of their own would otherwise learn, by logging in, whether it had an account (decision 027).
  if (!user?.passwordHash || !isRight || !user.emailVerifiedAt) throw new AppError('invalidCredentials');
  await attempt.succeeded();
  return startSession(deps, user, caller);
}

/**
 * A login to an account past its checks of the day (decision 043): without a code, the owner is
 * emailed one (one a minute) and the answer asks for it; with one, the password is looked at only
 * once the code is right. An unknown, unconfirmed or password-less account goes the same way with
 * nobody emailed, and every wrong code is answered alike, so nothing tells whether it exists.
 */
async function passCodeAndPassword(
  deps: Deps,
  family: AccountFamily,
  body: LoginBody,
  user: UserRow | null,
  caller: Caller,
  attempt: LoginAttempt,
): Promise<UserRow> {
  const { db } = deps;
  const owner = user?.passwordHash && user.emailVerifiedAt ? user : null;
  if (body.code === undefined) {
    const sent = await countAttempt(
      db,
      `code-send:login:${family}:${body.email.toLowerCase()}`,
      RESEND_INTERVAL_SECONDS,
    );
    if (owner && sent.count === 1) await sendLoginCode(deps, owner, family, caller.locale);
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

async function startSession(deps: Deps, user: UserRow, caller: Caller) {
  // every way in (a password, a login code, a confirmed email) ends here, after the proof: a disabled
  // account is told so only once it has shown it is its owner (decision 066)
  if (user.disabledAt) throw new AppError('accountDisabled');
  // during maintenance only the staff may log in: they keep working in the console (decision 066)
  if (user.type !== 'staff' && (await deps.settings.isMaintenance())) throw new AppError('maintenance');
  await adoptGuest(deps.db, caller.session, user.id);
  const session = await createSession(deps.db, user.id, {
    lifetimeMs: sessionLifetime.user,
    ...(caller.userAgent ? { userAgent: caller.userAgent } : {}),
  });
  const authUser = await findUserWithPermissions(deps.db, user.id);
  if (!authUser) throw new AppError('unauthenticated');
  return { session, user: authUser };
}

/**
 * A guest's saved things follow them into their account (decision 011): the agenda and uploads move
 * over (what the account already has wins), the cart merges into the account's (decision 020),
 * then the guest session and its user go away.
 */
async function adoptGuest(db: Db, session: Session | null, userId: number) {
  if (session?.user.type !== 'guest' || session.user.id === userId) return;
  const guestId = session.user.id;
  await inTransaction(db, async (tx) => {
    await moveGuestWishlist(tx, guestId, userId);
    await moveUploads(tx, guestId, userId);
    await adoptGuestCart(tx, guestId, userId);
    await deleteGuest(tx, guestId);
  });
}

// ---------------------------------------------------------------- codes by email

/** What sending an account's email needs. */
type MailDeps = Pick<AccountServiceOptions, 'db' | 'mailer' | 'settings' | 'siteUrl'>;

async function mailContext(deps: MailDeps, locale: Locale): Promise<MailContext> {
  const stored = await deps.settings.get();
  return { locale, siteName: stored.site.name[locale] || stored.site.name.ar, siteUrl: deps.siteUrl };
}

function localeOfUser(user: UserRow, fallback: Locale): Locale {
  return user.locale === 'en' || user.locale === 'ar' ? user.locale : fallback;
}

async function sendCode(
  deps: MailDeps,
  user: UserRow,
  family: AccountFamily,
  purpose: 'verify_email' | 'reset_password',
  locale: Locale,
) {
  const code = await issueCode(deps.db, user.id, purpose);
  const context = await mailContext(deps, localeOfUser(user, locale));
  const input = { name: user.firstName ?? '', email: user.email ?? '', code, family };
  const mail = purpose === 'verify_email' ? verifyEmailMail(context, input) : resetPasswordMail(context, input);
  await deps.mailer.send({ to: user.email ?? '', ...mail });
}

async function sendLoginCode(deps: Deps, user: UserRow, family: AccountFamily, locale: Locale) {
  const code = await issueCode(deps.db, user.id, 'login');
  const context = await mailContext(deps, localeOfUser(user, locale));
  await deps.mailer.send({
    to: user.email ?? '',
    ...loginCodeMail(context, { name: user.firstName ?? '', code, family }),
  });
}

/** The same answer whether or not the address has an account (no enumeration). */
function codeSent(email: string, locale: Locale) {
  return { message: translate(locale, 'codeSent', { email }), email, resendAfter: RESEND_INTERVAL_SECONDS };
}

/** One code a minute per address and family, whether or not it has an account. */
async function throttleCodeSend(db: Db, family: AccountFamily, purpose: string, email: string, caller: Caller) {
  await throttle(db, `code-send:ip:${caller.ip}`, limits.codeSendPerIp);
  await throttle(db, `code-send:${purpose}:${family}:${email}`, limits.codeSendPerEmail);
}

async function verifyEmail(deps: Deps, family: AccountFamily, email: string, code: string, caller: Caller) {
  const { db } = deps;
  await throttle(db, `code-check:ip:${caller.ip}`, limits.codePerIp);
  const user = await findAccount(db, family, email);
  // an address already confirmed has no code to check: answered like a wrong code
  await checkCode(db, user && !user.emailVerifiedAt ? user.id : null, 'verify_email', code, { consume: true });
  if (!user) throw fieldError('code', 'invalidCode');
  await markEmailVerified(db, user.id);
  const context = await mailContext(deps, localeOfUser(user, caller.locale));
  await deps.mailer.send({ to: email, ...welcomeMail(context, { name: user.firstName ?? '', family }) });
  return startSession(deps, user, caller);
}

async function resendVerification(deps: Deps, family: AccountFamily, email: string, caller: Caller) {
  await throttleCodeSend(deps.db, family, 'verify_email', email, caller);
  const user = await findAccount(deps.db, family, email);
  if (user && !user.emailVerifiedAt) await sendCode(deps, user, family, 'verify_email', caller.locale);
  return codeSent(email, caller.locale);
}

/**
 * The forgotten-password email, sent by the forum's staff (the console's "reset password" and a new staff
 * member's invitation, decision 066): the same code and link as when the owner asks, in the owner's language.
 */
export async function emailPasswordReset(deps: MailDeps, user: UserRow): Promise<void> {
  const family: AccountFamily = user.type === 'exhibitor' ? 'exhibitor' : 'customer';
  await sendCode(deps, user, family, 'reset_password', localeOfUser(user, 'ar'));
}

async function forgotPassword(deps: Deps, family: AccountFamily, email: string, caller: Caller) {
  await throttleCodeSend(deps.db, family, 'reset_password', email, caller);
  const user = await findAccount(deps.db, family, email);
  if (user) await sendCode(deps, user, family, 'reset_password', caller.locale);
  return codeSent(email, caller.locale);
}

async function checkResetCode(deps: Deps, family: AccountFamily, email: string, code: string, caller: Caller) {
  const { db } = deps;
  await throttle(db, `code-check:ip:${caller.ip}`, limits.codePerIp);
  const user = await findAccount(db, family, email);
  await checkCode(db, user?.id ?? null, 'reset_password', code, { consume: false });
  return { valid: true as const, message: translate(caller.locale, 'codeValid') };
}

async function resetPassword(deps: Deps, family: AccountFamily, body: ResetPasswordBody, caller: Caller) {
  const { db } = deps;
  await throttle(db, `code-check:ip:${caller.ip}`, limits.codePerIp);
  const user = await findAccount(db, family, body.email);
  await checkCode(db, user?.id ?? null, 'reset_password', body.code, { consume: true });
  if (!user) throw fieldError('code', 'invalidCode');
  // the code came by email: that proves the address too
  await setPasswordByCode(db, user.id, await hashPassword(body.password));
  await revokeUserSessions(db, user.id);
  return { message: translate(caller.locale, 'passwordReset') };
}

// ---------------------------------------------------------------- registering

async function registerUser(
  deps: Deps,
  family: AccountFamily,
  values: Partial<typeof users.$inferInsert> & { email: string; firstName: string; password: string },
  caller: Caller,
  afterInsert?: (tx: Db, userId: number) => Promise<void>,
) {
  const { db } = deps;
  await throttle(db, `register:ip:${caller.ip}`, limits.registerPerIp);
  await throttleCodeSend(db, family, 'verify_email', values.email, caller);
  const existing = await findAccount(db, family, values.email);
  if (existing) {
    await answerKnownAddress(deps, family, existing, values, caller);
    return codeSent(values.email, caller.locale);
  }
  const { password, ...fields } = values;
  const passwordHash = await hashPassword(password);
  const groupId = await groupIdOf(db, family === 'exhibitor' ? 'exhibitors' : 'customers');
  const user = await inTransaction(db, async (tx) => {
    const row = await insertUser(tx, {
      ...fields,
      type: family,
      passwordHash,
      groupId,
      locale: fields.locale ?? caller.locale,
    });
    await afterInsert?.(tx, row.id);
    return row;
  });
  await sendCode(deps, user, family, 'verify_email', caller.locale);
  return codeSent(values.email, caller.locale);
}

/**
 * A registration with an address that has an account answers as if one were made (decision 027): the
 * time of hashing its password, and the ids it would have used up (a guest's id, answered by POST
 * /login/guests, would show the step). The address's owner hears about it; the caller learns nothing
 * they could not already know.
 */
async function answerKnownAddress(
  deps: Deps,
  family: AccountFamily,
  existing: UserRow,
  sent: { email: string; password: string },
  caller: Caller,
) {
  await Promise.all([hashPassword(sent.password), skipNewAccountIds(deps.db, family)]);
  if (!existing.emailVerifiedAt) return sendCode(deps, existing, family, 'verify_email', caller.locale);
  const context = await mailContext(deps, localeOfUser(existing, caller.locale));
  await deps.mailer.send({
    to: existing.email ?? sent.email,
    ...alreadyRegisteredMail(context, { name: existing.firstName ?? '', family }),
  });
}

function register(deps: Deps, body: RegisterInput, caller: Caller) {
  const isCompany = body.accountKind !== 'individual';
  return registerUser(
    deps,
    'customer',
    {
      accountKind: body.accountKind,
      ...personOf(body),
      district: body.district ?? null,
      address: body.address ?? null,
      companyName: isCompany ? (body.companyName ?? null) : null,
      taxNumber: isCompany ? (body.taxNumber ?? null) : null,
      commercialRegistration: body.accountKind === 'customs_clearance' ? (body.commercialRegistration ?? null) : null,
    },
    caller,
    async (tx, userId) => {
      if (body.licenceUpload === undefined) return;
      // the licence was uploaded in this browser's session before the account existed
      const owner = caller.session?.user.id;
      const upload = owner ? await findOwnUpload(tx, body.licenceUpload, owner) : null;
      if (upload?.purpose !== 'licence') throw fieldError('licenceUpload', 'invalidUpload');
      await giveUpload(tx, upload.id, userId);
    },
  );
}

function registerExhibitor(deps: Deps, body: ExhibitorRegisterInput, caller: Caller) {
  return registerUser(
    deps,
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
      await insertExhibitor(tx, {
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
}

// ---------------------------------------------------------------- the profile

/** The current user (any session, a guest's too) and, for an account, its profile. */
function profile(deps: Deps, session: Session | null, locale: Locale) {
  return loadProfile(deps.db, requireAccess(session, { as: 'session' }), locale);
}

async function updateProfile(deps: Deps, session: Session | null, body: ProfileUpdateBody, locale: Locale) {
  const user = requireAccess(session, familyMember('customer'));
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
    changes.avatarUrl = await imageUrlOf(deps.db, body.avatarUpload, user.id, 'avatarUpload');
  if (Object.keys(changes).length) await updateUser(deps.db, user.id, changes);
  return reload(deps.db, user.id, locale);
}

async function updateExhibitorProfile(
  deps: Deps,
  session: Session | null,
  body: ExhibitorProfileUpdateBody,
  locale: Locale,
) {
  const user = requireAccess(session, familyMember('exhibitor'));
  const { db } = deps;
  const personal = personalChanges(body);
  const company = await findExhibitorOf(db, user.id);
  const companyChanges = company ? await companyChangesOf(db, company, body, user.id) : {};
  if (body.companyNameAr !== undefined) personal.companyName = body.companyNameAr;
  await inTransaction(db, async (tx) => {
    if (Object.keys(personal).length) await updateUser(tx, user.id, personal);
    if (company && Object.keys(companyChanges).length) await updateExhibitor(tx, company.id, companyChanges);
  });
  return reload(db, user.id, locale);
}

/** The company's fields an exhibitor's profile update sent; the others stay as they are. */
async function companyChangesOf(
  db: Db,
  company: NonNullable<Awaited<ReturnType<typeof findExhibitorOf>>>,
  body: ExhibitorProfileUpdateBody,
  userId: number,
) {
  const changes: Partial<typeof exhibitors.$inferInsert> = {};
  if (body.companyNameAr !== undefined || body.companyNameEn !== undefined) {
    changes.name = { ar: body.companyNameAr ?? company.name.ar, en: body.companyNameEn ?? company.name.en };
  }
  if (body.descriptionAr !== undefined || body.descriptionEn !== undefined) {
    changes.description = {
      ar: body.descriptionAr ?? company.description.ar,
      en: body.descriptionEn ?? company.description.en,
    };
  }
  if (body.category !== undefined) changes.categoryId = body.category;
  if (body.country !== undefined) changes.country = body.country;
  if (body.website !== undefined) changes.website = body.website ? normalizeLink(body.website, 'website') : null;
  if (body.contactEmail !== undefined) changes.email = body.contactEmail || null;
  if (body.telephone !== undefined) changes.telephone = body.telephone;
  if (body.social !== undefined) {
    changes.social = body.social.map((link, index) => ({
      network: link.network,
      url: normalizeLink(link.url, `social.${index}.url`),
    }));
  }
  if (body.logoUpload !== undefined) changes.logoUrl = await imageUrlOf(db, body.logoUpload, userId, 'logoUpload');
  return changes;
}

async function imageUrlOf(db: Db, uploadId: number, ownerId: number, key: string) {
  const upload = await findOwnUpload(db, uploadId, ownerId);
  if (!upload?.url || !upload.mime.startsWith('image/')) throw fieldError(key, 'invalidUpload');
  return upload.url;
}

async function reload(db: Db, userId: number, locale: Locale) {
  const user = await findUserWithPermissions(db, userId);
  if (!user) throw new AppError('unauthenticated');
  return loadProfile(db, user, locale);
}

// ---------------------------------------------------------------- the password and the account's end

async function assertPassword(db: Db, user: UserRow, password: string, key: string) {
  await throttle(db, `password:${user.id}`, limits.passwordPerAccount);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password)))
    throw fieldError(key, 'wrongPassword');
}

async function changePassword(deps: Deps, session: Session | null, body: ChangePasswordBody, caller: Caller) {
  const user = requireAccess(session, { as: ['customer', 'staff', 'exhibitor'], otherwise: 'otherFamily' });
  await assertPassword(deps.db, user, body.currentPassword, 'currentPassword');
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(body.password) });
  // every other device is logged out; this one continues with a new token
  await revokeUserSessions(deps.db, user.id);
  return startSession(deps, user, { ...caller, session: null });
}

async function deleteAccount(
  deps: Deps,
  session: Session | null,
  family: AccountFamily,
  password: string,
  locale: Locale,
) {
  const user = requireAccess(session, familyMember(family));
  await assertPassword(deps.db, user, password, 'password');
  await eraseAccount(deps, user);
  return { message: translate(locale, 'accountDeleted') };
}

/**
 * An account's end (docs/product/accounts.md), whoever asks for it: its owner, or the forum's staff in
 * the console, who follow the same rules (decision 066). `first` runs at the start of the same
 * transaction (the console's checks and its audit entry), so that they are kept or lost with it.
 */
export async function eraseAccount(
  deps: Pick<AccountServiceOptions, 'db' | 'mailer' | 'settings' | 'siteUrl' | 'fileStore'>,
  user: Pick<UserRow, 'id' | 'email'>,
  first?: (tx: Db) => Promise<void>,
): Promise<void> {
  const { db, fileStore } = deps;
  const { files, promoted } = await inTransaction(db, async (tx) => {
    await first?.(tx);
    const paths = await deleteUploadsOf(tx, user.id);
    await deleteSavedOf(tx, user.id);
    // the seats they held go to the people waiting for them, as when they cancel one
    const seatsGiven = await releaseWorkshopPlaces(tx, user.id);
    await deletePersonalRowsOf(tx, user.id, user.email);
    // the company's listing is the forum's record of who exhibited; it leaves the directory and the person
    await detachExhibitor(tx, user.id);
    // orders and reviews stay for the accounts and the product ratings, tied to an empty account
    await emptyUser(tx, user.id);
    return { files: paths, promoted: seatsGiven };
  });
  await revokeUserSessions(db, user.id);
  await announceSeats(deps, promoted);
  await Promise.all(files.map((key) => removeStoredFile(fileStore, key).catch(() => undefined)));
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
