import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

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
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    });
    return loading;
  };
  if (import.meta.env.SSR) loadingOnServer.push(loadOnce());
  const Lazy = lazy(loadOnce) as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at its module's top level, as lazy() is
  function DeferredPart(props: P) {
    // what this instance starts with, for its whole life: the part itself when its code is at hand (the server, or a
    // part preloaded before it is shown), else the lazy one. Switching from one to the other once the code had come
    // would be another element in that place, and React would make the part anew, losing its state.
    const [Loaded] = useState(() => loaded);
    // nothing in its place while a page reached by a link waits for the part's code (a fraction of a second)
    return (
      <NothingIfUnloaded>
        <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
      </NothingIfUnloaded>
    );
  }
  /** Fetches the part's code ahead, so that an instance made after it has come shows at once. */
  DeferredPart.preload = loadOnce;
  return DeferredPart;
}

/** A part whose code could not be fetched (the network gone) leaves its place empty, not the whole page broken. */
class NothingIfUnloaded extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

/** Resolves once the server holds every deferred part's code (entry.server.tsx, before each render). */
export function deferredPartsOnServer(): Promise<unknown> {
  return Promise.all(loadingOnServer);
}
