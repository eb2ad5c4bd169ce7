/** A message for the next page a form leads to (a toast, or the code screen's resend wait). */
export type Flash = {
  kind: 'success' | 'error';
  text: string;
  /** The server's wait before another code, when the message says that a code was sent. */
  resendAfter?: number;
};

export const FLASH_COOKIE = 'forum_flash';
