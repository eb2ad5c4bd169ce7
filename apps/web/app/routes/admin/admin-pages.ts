// Imported by app/routes.ts (read outside the app by the build and the browser tests' list of addresses):
// plain data and relative imports only.
import type { MessageKey } from '../../i18n/en.ts';
import type { ConsolePage } from './console-page.ts';
import { contentPages } from './content/content-pages.ts';
import { exhibitionPages } from './exhibition/exhibition-pages.ts';
import { framePages } from './frame/frame-pages.ts';
import { peoplePages } from './people/people-pages.ts';
import { programmePages } from './programme/programme-pages.ts';
import { settingsPages } from './settings/settings-pages.ts';

/** A part of the console: its heading in the navigation and its pages, in the navigation's order. */
export type ConsolePart = { part: string; label: MessageKey; pages: readonly ConsolePage[] };

/**
 * The console's parts (decision 061), each listing its own pages in routes/admin/<part>/<part>-pages.ts:
 * app/routes.ts declares every page as a child of the console's layout, the layout checks the matched
 * page's permission, and the navigation shows, grouped by part, the pages the staff member may open.
 */
export const consoleParts: readonly ConsolePart[] = [
  { part: 'frame', label: 'consoleFrameNavPart', pages: framePages },
  { part: 'people', label: 'consoleFrameNavPeople', pages: peoplePages },
  { part: 'programme', label: 'consoleFrameNavProgramme', pages: programmePages },
  { part: 'exhibition', label: 'consoleFrameNavExhibition', pages: exhibitionPages },
  { part: 'content', label: 'consoleFrameNavContent', pages: contentPages },
  { part: 'settings', label: 'consoleFrameNavSettings', pages: settingsPages },
];

/** Every page of the console, the dashboard ('') first. */
export const adminPages: readonly ConsolePage[] = consoleParts.flatMap((part) => part.pages);
