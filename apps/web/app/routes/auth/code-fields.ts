/** The fields of a code screen's form, and the value of its resend button (shared by page and action). */
export const CODE_FIELDS = ['email', 'code'];
export const RESEND_INTENT = 'resend';
