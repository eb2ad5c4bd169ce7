import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import type { ProblemScreen } from './problem-screen.tsx';

type Props = ComponentProps<typeof ProblemScreen>;

let loaded: ComponentType<Props> | undefined;
const load = () =>
  import('./problem-screen.tsx').then((module) => {
    loaded = module.default;
    return module;
  });
/**
 * The server has it before its first render (entry.server.tsx waits for this): a lazy part met for the
 * first time suspends, and React then sends its content after the page in a hidden block that only a
 * script puts in place, so the first 403 or 404 of a process showed nothing to a visitor without scripts.
 */
export const problemScreenOnServer = import.meta.env.SSR ? load() : null;
const LazyProblemScreen = lazy(load);

/**
 * The screen of a page that could not be shown (403, 404, 503 …): its code is fetched only by a browser
 * whose page failed; on the server it is always at hand, so the screen is in the page as sent.
 */
export function ProblemScreenPart(props: Props) {
  const Loaded = loaded;
  return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <LazyProblemScreen {...props} />}</Suspense>;
}
