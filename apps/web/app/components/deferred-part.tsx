import { type ComponentType, lazy, Suspense } from 'react';

// every deferred part's loading on the server, started when its module is evaluated (at the server's start)
const loadingOnServer: Promise<unknown>[] = [];

/**
 * A part of a page whose code the browser fetches apart from the page's own (decision 077): a form that only
 * some orders show, a conversation's attachment, an address's map. The page is sent whole with it, so it
 * reads and works as plain HTML before and without scripts; the browser hydrates the rest of the page first
 * and this part once its code has come (React keeps the server's HTML in place meanwhile). The server has
 * every such part at hand before it renders (entry.server.tsx waits for `deferredPartsOnServer`): a lazy
 * part met for the first time would suspend, and its content would be sent after the page in a hidden block
 * that only a script puts in place.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  if (import.meta.env.SSR) loadingOnServer.push(loadOnce());
  const Lazy = lazy(loadOnce) as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at its module's top level, as lazy() is
  return function DeferredPart(props: P) {
    const Loaded = loaded;
    // nothing in its place while a page reached by a link waits for the part's code (a fraction of a second)
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  };
}

/** Resolves once the server holds every deferred part's code (entry.server.tsx, before each render). */
export function deferredPartsOnServer(): Promise<unknown> {
  return Promise.all(loadingOnServer);
}
