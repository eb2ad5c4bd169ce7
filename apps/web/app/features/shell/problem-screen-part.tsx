import type { ComponentProps } from 'react';
import { deferredPart } from '~/components/deferred-part.tsx';
import type { ProblemScreen } from './problem-screen.tsx';

/**
 * The screen of a page that could not be shown (403, 404, 503 …): its code is fetched only by a browser
 * whose page failed; on the server it is always at hand, so the screen is in the page as sent.
 */
export const ProblemScreenPart = deferredPart<ComponentProps<typeof ProblemScreen>>(() =>
  import('./problem-screen.tsx').then((module) => module.default),
);
