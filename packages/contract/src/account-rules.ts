// The account rules shared by the API and the screens, kept apart from the zod schemas so that a
// page can show them (password length, code length, resend countdown) without loading zod.

import type { UploadPurpose } from './account.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;
/** A new code may be asked for once a minute: the screen's resend countdown shows the same rule. */
export const RESEND_INTERVAL_SECONDS = 60;
export const CODE_LIFETIME_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The types the API takes for each purpose of an upload (it checks the content, not the name): photos
 * and logos are images; a customs licence, a conversation's attachment and a return's photo may be a PDF.
 * A form's file field offers the same (`FileField`).
 */
export const UPLOAD_TYPES = {
  avatar: ['image/png', 'image/jpeg', 'image/webp'],
  logo: ['image/png', 'image/jpeg', 'image/webp'],
  licence: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
  chat: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
  evidence: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
} as const satisfies Record<UploadPurpose, readonly string[]>;

/** What a new account is sent by email until its owner chooses otherwise. */
export const DEFAULT_NOTIFICATION_PREFERENCES = { orders: true, agenda: true, news: false };

/** The account families with their own login, registration and recovery calls (docs/product/accounts.md). */
export const accountFamilies = ['customer', 'exhibitor'] as const;

export function isAccountFamily(value: unknown): value is (typeof accountFamilies)[number] {
  return value === 'customer' || value === 'exhibitor';
}

/** The longest address of a social link (`SocialLinkSchema`). */
export const SOCIAL_URL_MAX = 300;
