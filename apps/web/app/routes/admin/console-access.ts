import { hasPermission } from '@forum/contract/permissions';
import type { SessionUser } from '@forum/contract/session';
import { matchPath } from 'react-router';
import type { MessageKey } from '~/i18n/en.ts';
import { type ConsolePart, consoleParts } from '~/routes/admin/admin-pages.ts';
import type { ConsolePage } from '~/routes/admin/console-page.ts';

/** What the check reads of the session's user: its kind and its group's permissions. */
type Staff = { userType: SessionUser['userType']; group: { permissions: Record<string, boolean> } } | null | undefined;

/** Whether the user may open a console page: staff whose group holds the page's permission (any staff if none). */
export function mayOpen(user: Staff, page: Pick<ConsolePage, 'permission'>): boolean {
  if (user?.userType !== 'staff') return false;
  return page.permission === undefined || hasPermission(user, page.permission);
}

/**
 * The console page an address (without its language) names, by the pages' list: '/admin' the dashboard,
 * '/admin/sessions/12' the page whose path is 'sessions/:id'. The most specific path wins (a fixed
 * segment before a parameter), as the router matches.
 */
export function consolePageAt(path: string, parts: readonly ConsolePart[] = consoleParts): ConsolePage | undefined {
  const below = path
    .replace(/\/+$/, '')
    .replace(/^\/admin/, '')
    .replace(/^\//, '');
  const matches = parts
    .flatMap((part) => part.pages)
    .filter((page) => matchPath({ path: `/${page.path}`, end: true }, `/${below}`) !== null);
  return matches.sort((a, b) => specificity(b.path) - specificity(a.path))[0];
}

/** Fixed segments count more than parameters. */
function specificity(path: string): number {
  return path
    .split('/')
    .filter(Boolean)
    .reduce((sum, segment) => sum + (segment.startsWith(':') ? 1 : 3), 0);
}

/** Why the console refuses the user a page: a guest must log in, anyone else is refused (403); null: open. */
export function consoleRefusal(user: Staff, page: ConsolePage | undefined): 'login' | 'forbidden' | null {
  if (!user || user.userType === 'guest') return 'login';
  if (user.userType !== 'staff') return 'forbidden';
  // an address under /admin that no page names is the router's 404, not this check's
  if (page && !mayOpen(user, page)) return 'forbidden';
  return null;
}

/** A navigation entry of the console: its path under /admin and its words. */
export type ConsoleNavEntry = { path: string; label: MessageKey };

/** The navigation, by part: the pages with an entry that the user may open; parts left empty are left out. */
export function consoleNavOf(
  user: Staff,
  parts: readonly ConsolePart[] = consoleParts,
): { part: string; label: ConsolePart['label']; entries: ConsoleNavEntry[] }[] {
  return parts
    .map((part) => ({
      part: part.part,
      label: part.label,
      entries: part.pages
        .filter((page) => page.nav && !page.path.includes(':') && mayOpen(user, page))
        .map((page) => ({ path: page.path, label: (page.nav as NonNullable<ConsolePage['nav']>).label })),
    }))
    .filter((part) => part.entries.length > 0);
}
