// Zod-free: the settings page reads the same words and limits the API's schema takes (decision 066).

/** The social networks the footer links to, one field each in the settings form (empty: no link). */
export const socialNetworks = ['x', 'instagram', 'youtube', 'linkedin', 'facebook', 'tiktok', 'snapchat'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export type SocialField = `social${Capitalize<SocialNetwork>}`;

/** The form's field of a network's link: `socialX`, `socialInstagram` … */
export function socialField<N extends SocialNetwork>(network: N): `social${Capitalize<N>}` {
  return `social${network.charAt(0).toUpperCase()}${network.slice(1)}` as `social${Capitalize<N>}`;
}

/** The longest return window the settings take, in days; 0 takes no return at all. */
export const RETURN_WINDOW_MAX_DAYS = 365;

/**
 * The pages of the website that answer during maintenance (decision 066): the console, and the login and
 * logout a staff member needs to reach it. The API lets through their calls by the session (a staff
 * member's) and the login and logout calls themselves; every other page shows the maintenance screen.
 */
export function isPageOpenDuringMaintenance(pathname: string): boolean {
  const path = pathname.replace(/^\/(ar|en)(?=\/|$)/, '') || '/';
  return path === '/admin' || path.startsWith('/admin/') || path === '/login/customer' || path === '/logout';
}
