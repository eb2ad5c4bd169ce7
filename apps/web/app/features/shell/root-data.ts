import type { ErrorItem } from '@forum/contract/envelope';
import type { Locale } from '@forum/contract/locale';
import type { UnreadCounts } from '@forum/contract/notifications';
import type { SessionUser } from '@forum/contract/session';
import type { SettingsResponse } from '@forum/contract/settings';
import { useRouteLoaderData } from 'react-router';
import type { Flash } from '~/features/forms/flash.ts';
import type { PageMessages } from '~/i18n/i18n.tsx';

/**
 * What the root loader gives every page. Written out here, not inferred from root.tsx, so that no
 * module imports root.tsx (scripts/check-structure.mjs): the root's loader `satisfies` it.
 */
export type RootData = {
  locale: Locale;
  messages: PageMessages;
  /** The site's address as links name it (decision 006). */
  origin: string;
  /** The settings; null when the API could not be read (then `failure` says why). */
  site: SettingsResponse | null;
  flash: Flash | null;
  failure: { status: number; errors: ErrorItem[] } | null;
  /**
   * Who the header names, read by the server on a personal page only (decision 073); null on public
   * pages, which are the same for everyone (decision 006) and learn it after hydration.
   */
  visitor: Visitor | null;
};

/** The header's account and counts as a personal page's server read them (`readVisitor`). */
export type Visitor = {
  user: SessionUser;
  unread: UnreadCounts;
  cartCount: number;
  /** How many sessions the agenda holds; null for who keeps none (a guest, an exhibitor). */
  savedSessions: number | null;
};

/** The root's data, or undefined where the root loader did not run (an error thrown before it answered). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

/** The zone the forum's times are shown in (the settings say; Riyadh when they cannot be read). */
export function useForumTimeZone(): string {
  return useRootData()?.site?.settings.timeZone ?? 'Asia/Riyadh';
}
