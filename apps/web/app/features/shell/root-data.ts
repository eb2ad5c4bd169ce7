import type { ErrorItem } from '@forum/contract/envelope';
import type { Locale } from '@forum/contract/locale';
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
};

/** The root's data, or undefined where the root loader did not run (an error thrown before it answered). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

/** The zone the forum's times are shown in (the settings say; Riyadh when they cannot be read). */
export function useForumTimeZone(): string {
  return useRootData()?.site?.settings.timeZone ?? 'Asia/Riyadh';
}
