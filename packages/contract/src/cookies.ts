// The website's session cookies (decision 003); kept free of zod so the browser can read them cheaply.

/** httpOnly: the session token, never visible to page scripts. */
export const SESSION_COOKIE = 'forum_session';
/** Readable by the page, which sends it back as the X-XSRF-TOKEN header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
