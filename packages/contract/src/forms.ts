import { z } from 'zod';

/** An optional form field: the screens send '' for one left empty. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const ENQUIRY_MESSAGE_MIN_LENGTH = 10;
export const ENQUIRY_MESSAGE_MAX_LENGTH = 3000;

export const EnquiryMessageSchema = z.string().trim().min(ENQUIRY_MESSAGE_MIN_LENGTH).max(ENQUIRY_MESSAGE_MAX_LENGTH);

export const PersonNameSchema = z.string().trim().min(1).max(80);

/** The answer to a form that was stored and passed on to the forum. */
export const EnquirySentSchema = z.object({ id: z.number().int(), message: z.string() });
export type EnquirySent = z.infer<typeof EnquirySentSchema>;
