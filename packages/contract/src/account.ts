import { z } from 'zod';
import {
  accountFamilies,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SOCIAL_URL_MAX,
  VERIFICATION_CODE_LENGTH,
} from './account-rules.ts';
import { locales } from './locale.ts';
import { UnreadCountsSchema } from './notifications.ts';
import { AuthorizationSchema, SessionUserSchema } from './session.ts';
import { isPhone } from './validators.ts';

// ---------------------------------------------------------------- rules shared by the API and the screens

/** The two account families with their own login, registration and recovery calls (docs/product/accounts.md). */
export const AccountFamilySchema = z.enum(accountFamilies);
export type AccountFamily = z.infer<typeof AccountFamilySchema>;

export const AccountKindSchema = z.enum(['individual', 'company', 'customs_clearance']);
export type AccountKind = z.infer<typeof AccountKindSchema>;

/** Messages are message keys of the API's catalogue, so that a failure is localized like every other. */
const messageKey = (key: string) => ({ params: { messageKey: key } });

/** The API's check of an email, once trimmed (zod's own): the OpenAPI document says it as a `pattern`. */
export const EMAIL_REGEX: RegExp = z.regexes.email;

export const EmailSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email({ pattern: EMAIL_REGEX }))
  .transform((email) => email.toLowerCase())
  .meta({ format: 'email' });

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), messageKey('weakPassword'))
  .meta({ pattern: '\\d', description: 'at least one letter and one digit' });

const name = z.string().trim().min(1).max(80);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const TelephoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .refine((value) => isPhone(value), messageKey('invalidPhone'))
  .meta({ description: 'a number valid for its country: international (+966 5…) or Saudi national (05…)' });

/** Saudi VAT numbers: 15 digits, beginning and ending with 3. */
export const VatNumberSchema = z
  .string()
  .trim()
  .refine((value) => /^3\d{13}3$/.test(value), messageKey('invalidVatNumber'))
  .meta({ pattern: '^\\s*3\\d{13}3\\s*$' });

/** Saudi commercial registration numbers: 10 digits. */
export const CommercialRegistrationSchema = z
  .string()
  .trim()
  .refine((value) => /^\d{10}$/.test(value), messageKey('invalidCommercialRegistration'))
  .meta({ pattern: '^\\s*\\d{10}\\s*$' });

export const VerificationCodeSchema = z
  .string()
  .trim()
  .refine((value) => new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value), messageKey('invalidCode'))
  .meta({ pattern: `^\\s*\\d{${VERIFICATION_CODE_LENGTH}}\\s*$` });

const LocaleSchema = z.enum(locales);

const id = z.coerce.number().int().min(1).max(2_147_483_647);

// ---------------------------------------------------------------- requests

/** POST /login, POST /exhibitors/login */
export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /**
   * The code emailed once the account has had too many wrong passwords (decision 043): asked for by
   * a 401 whose error key is `code` (loginCodeNeeded), then sent with the password.
   */
  code: VerificationCodeSchema.optional().meta({
    description: 'the emailed code, once a 401 with the error key `code` asked for it (decision 043)',
  }),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

const passwordPair = {
  password: PasswordSchema,
  confirmPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH).meta({ description: 'the same as password' }),
};

function passwordsMatch(body: { password: string; confirmPassword: string }, context: z.RefinementCtx) {
  if (body.password !== body.confirmPassword) {
    context.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: 'passwordsDiffer',
      ...messageKey('passwordsDiffer'),
    });
  }
}

function requireFields<T extends Record<string, unknown>>(
  body: T,
  keys: (keyof T & string)[],
  context: z.RefinementCtx,
) {
  for (const key of keys) {
    if (body[key] === undefined || body[key] === '' || body[key] === null) {
      context.addIssue({ code: 'custom', path: [key], message: 'required', ...messageKey('required') });
    }
  }
}

/**
 * The registration forms' terms box (issue 36): sent as false, it is refused beside the box with the other
 * fields' errors in one answer; an API client that shows the terms its own way leaves it out.
 */
const TermsSchema = z
  .boolean()
  .refine((accepted) => accepted, messageKey('mustAcceptTerms'))
  .optional()
  .meta({ description: "the registration form's terms box: false is refused (mustAcceptTerms)" });

/**
 * POST /register: individual and company customers (/register) and customs-clearance agents
 * (/customs-clearance-register). A company gives its name and VAT number; a customs-clearance agent
 * also its commercial registration and licence (an upload of the caller's own).
 */
export const RegisterBodySchema = z
  .object({
    accountKind: z.enum(['individual', 'company', 'customs_clearance']).default('individual'),
    firstName: name,
    lastName: name,
    email: EmailSchema,
    telephone: TelephoneSchema,
    ...passwordPair,
    country: z.string().trim().min(1).max(80),
    city: z.string().trim().min(1).max(80),
    district: optionalText(80),
    address: optionalText(200),
    companyName: optionalText(120),
    taxNumber: VatNumberSchema.optional(),
    commercialRegistration: CommercialRegistrationSchema.optional(),
    licenceUpload: id.optional().meta({ description: 'id of an upload (POST /uploads) made in this session' }),
    locale: LocaleSchema.optional(),
    terms: TermsSchema,
  })
  .superRefine((body, context) => {
    passwordsMatch(body, context);
    if (body.accountKind === 'company') requireFields(body, ['companyName', 'taxNumber'], context);
    if (body.accountKind === 'customs_clearance') {
      requireFields(body, ['companyName', 'taxNumber', 'commercialRegistration'], context);
      if (body.licenceUpload === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['licenceUpload'],
          message: 'licenceRequired',
          ...messageKey('licenceRequired'),
        });
      }
    }
  });
export type RegisterBody = z.input<typeof RegisterBodySchema>;

/** POST /exhibitors/register: the company and the person who runs its account. */
export const ExhibitorRegisterBodySchema = z
  .object({
    companyName: z.string().trim().min(1).max(120),
    category: id,
    firstName: name,
    lastName: name,
    email: EmailSchema,
    telephone: TelephoneSchema,
    ...passwordPair,
    country: z.string().trim().min(1).max(80),
    city: z.string().trim().min(1).max(80),
    website: optionalText(300),
    taxNumber: VatNumberSchema.optional(),
    commercialRegistration: CommercialRegistrationSchema.optional(),
    locale: LocaleSchema.optional(),
    terms: TermsSchema,
  })
  .superRefine(passwordsMatch);
export type ExhibitorRegisterBody = z.input<typeof ExhibitorRegisterBodySchema>;

/** POST /forgot-password/email (and under /exhibitors) */
export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });

/** POST /forgot-password/reset/email (and under /exhibitors) */
export const ResetPasswordBodySchema = z
  .object({ email: EmailSchema, code: VerificationCodeSchema, ...passwordPair })
  .superRefine(passwordsMatch);
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

/** The path parameters of the verify and resend calls: /register/email/verify/{email}/{code}. */
export const EmailCodeParamsSchema = z.object({ email: EmailSchema, code: VerificationCodeSchema });
export const EmailParamsSchema = z.object({ email: EmailSchema });

export const NotificationPreferencesSchema = z.object({
  orders: z.boolean(),
  agenda: z.boolean(),
  news: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** The person's fields both profile updates accept, each optional: only the fields sent change. */
const personalUpdate = {
  firstName: name.optional(),
  lastName: name.optional(),
  telephone: TelephoneSchema.optional(),
  country: z.string().trim().min(1).max(80).optional(),
  city: z.string().trim().min(1).max(80).optional(),
  locale: LocaleSchema.optional(),
  notifications: NotificationPreferencesSchema.optional(),
};

/** POST /profile: the settings screen sends two fields, the edit screen the rest. */
export const ProfileUpdateBodySchema = z.object({
  ...personalUpdate,
  district: optionalText(80),
  address: optionalText(200),
  companyName: optionalText(120),
  taxNumber: VatNumberSchema.or(z.literal('')).optional(),
  avatarUpload: id.nullable().optional().meta({ description: 'an upload of the caller; null removes the photo' }),
  showProfile: z.boolean().optional().meta({ description: 'show a public profile at /profiles/{publicId}' }),
});
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBodySchema>;

export const SocialLinkSchema = z.object({
  network: z.enum(['website', 'x', 'instagram', 'linkedin', 'youtube', 'facebook', 'tiktok', 'snapchat', 'vimeo']),
  url: z.string().trim().min(1).max(SOCIAL_URL_MAX),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** POST /exhibitors/profile: the contact person and the company as the directory shows it, in both languages. */
export const ExhibitorProfileUpdateBodySchema = z.object({
  ...personalUpdate,
  companyNameAr: z.string().trim().min(1).max(120).optional(),
  companyNameEn: z.string().trim().min(1).max(120).optional(),
  descriptionAr: optionalText(2000),
  descriptionEn: optionalText(2000),
  category: id.optional(),
  website: optionalText(300).meta({ description: 'https:// is prepended when no protocol is given' }),
  contactEmail: z.union([EmailSchema, z.literal('')]).optional(),
  social: z.array(SocialLinkSchema).max(10).optional(),
  logoUpload: id.optional(),
});
export type ExhibitorProfileUpdateBody = z.input<typeof ExhibitorProfileUpdateBodySchema>;

/** POST /profile/password */
export const ChangePasswordBodySchema = z
  .object({ currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH), ...passwordPair })
  .superRefine(passwordsMatch);
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

/** DELETE /profile, DELETE /exhibitors/profile: the password confirms the deletion. */
export const DeleteAccountBodySchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });

// ---------------------------------------------------------------- answers

/** Login, verification and password change: the authorization and the user merged (decision 011). */
export const LoginResponseSchema = z.object({
  authorization: AuthorizationSchema,
  record: SessionUserSchema,
  user: SessionUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * Registration, resend and forgot-password answer the same whether or not the email has an account:
 * the message to show and when a new code may be asked for.
 */
export const CodeSentResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  resendAfter: z.number().int().meta({ description: 'seconds before another code may be asked for' }),
});
export type CodeSentResponse = z.infer<typeof CodeSentResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** GET /forgot-password/verify/email/{email}/{code}: the code is right; the reset form may follow. */
export const CodeCheckResponseSchema = z.object({ valid: z.literal(true), message: z.string() });

export const BoothSchema = z.object({ id: z.number().int(), code: z.string(), hall: z.string() });

export const ExhibitorCompanySchema = z.object({
  id: z.number().int(),
  companyNameAr: z.string(),
  companyNameEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  logoUrl: z.string(),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  social: z.array(SocialLinkSchema),
  booths: z.array(BoothSchema),
  isPublished: z.boolean(),
});
export type ExhibitorCompany = z.infer<typeof ExhibitorCompanySchema>;

/** Everything the account screens show and edit. */
export const ProfileSchema = z
  .object({
    id: z.number().int(),
    userType: z.enum(['customer', 'exhibitor', 'staff']),
    accountKind: AccountKindSchema.nullable(),
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    telephone: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    district: z.string().nullable(),
    address: z.string().nullable(),
    companyName: z.string().nullable(),
    taxNumber: z.string().nullable(),
    commercialRegistration: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    locale: LocaleSchema,
    notifications: NotificationPreferencesSchema,
    createdAt: z.string(),
    exhibitor: ExhibitorCompanySchema.nullable(),
    /** The address of the public profile, /profiles/{publicId}, whether or not it is shown. */
    publicId: z.string(),
    /** A customer's choice to show a public profile; an exhibitor's is its published company. */
    showProfile: z.boolean(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * GET /profile, POST /profile, POST /exhibitors/profile: the user (refreshing the client) and the
 * profile; a guest session has a user and no profile.
 */
export const ProfileResponseSchema = z.object({
  user: SessionUserSchema,
  profile: ProfileSchema.nullable(),
  /** For the header's bell and messages (decision 037); zeros for a guest. */
  unread: UnreadCountsSchema,
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** A public profile's address: random, so that profiles can be neither counted nor listed. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;
export const PublicIdParamsSchema = z.object({ id: z.string().regex(PUBLIC_ID_PATTERN) });

/**
 * GET /profiles/{publicId}: what anyone may see of an account that shows itself: an exhibitor's
 * published company, or a customer who chose to show a profile (first name and initial only).
 */
export const PublicProfileSchema = z.object({
  id: z.string(),
  userType: z.enum(['customer', 'exhibitor']),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
  memberSince: z.string(),
  reviewCount: z.number().int(),
  exhibitor: z
    .object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      logoUrl: z.string(),
      category: z.string(),
      website: z.string().nullable(),
      social: z.array(SocialLinkSchema),
      booths: z.array(BoothSchema),
    })
    .nullable(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
export const PublicProfileResponseSchema = z.object({ profile: PublicProfileSchema });
export type PublicProfileResponse = z.infer<typeof PublicProfileResponseSchema>;

/** POST /uploads (multipart, field `file`, optional field `purpose`). */
export const UploadPurposeSchema = z.enum(['avatar', 'logo', 'licence', 'chat', 'evidence']);
export type UploadPurpose = z.infer<typeof UploadPurposeSchema>;
export const UploadSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  name: z.string(),
});
export type Upload = z.infer<typeof UploadSchema>;
export const UploadResponseSchema = z.object({ upload: UploadSchema });

/** GET /exhibitor-categories: the choices of the exhibitor registration and profile forms. */
export const ExhibitorCategoryListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ExhibitorCategoryList = z.infer<typeof ExhibitorCategoryListSchema>;

/** GET /branches */
export const BranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  telephone: z.string(),
  openingHours: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
});
export type Branch = z.infer<typeof BranchSchema>;
export const BranchListSchema = z.object({ items: z.array(BranchSchema) });
export type BranchList = z.infer<typeof BranchListSchema>;
