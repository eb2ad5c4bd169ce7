// The website's session cookies (DESIGN.md §4); kept free of zod so the browser can read them cheaply.

/** httpOnly: the session token, never visible to page scripts. */
export const SESSION_COOKIE = 'forum_session';
/** Readable by the page, which sends it back as the X-XSRF-TOKEN header (SPEC.md §9). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
