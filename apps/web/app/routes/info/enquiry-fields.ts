import type { ContactMessageType } from '@forum/contract/info';

// Copies of the contract's form constants (packages/contract forms.ts and info.ts): those modules build
// zod schemas when they load, and importing a value from them would ship zod to the browser (about 26 KB
// compressed, and its eval probe breaks the page's CSP). enquiry-fields.test.ts keeps the copies equal.

/** The fewest and most characters of a message (ENQUIRY_MESSAGE_MIN_LENGTH / _MAX_LENGTH). */
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 3000;

/** The kinds of message of the contact form, in the order the form offers them (contactMessageTypes). */
export const CONTACT_MESSAGE_TYPES = [
  'general',
  'media',
  'sponsorship',
  'exhibition',
  'technical',
] as const satisfies readonly ContactMessageType[];

export function isContactMessageType(value: string | null): value is ContactMessageType {
  return CONTACT_MESSAGE_TYPES.includes(value as ContactMessageType);
}
