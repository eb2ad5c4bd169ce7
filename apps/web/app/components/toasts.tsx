import type { ErrorItem } from '@forum/contract/envelope';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { deferredPart } from './deferred-part.tsx';

/** A way forward a toast may offer (log in and come back). */
export type ToastLink = { href: string; label: string };
export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; message: string; link?: ToastLink | undefined; path: string };
/** Where the toasts sit: away from the control the visitor just used. */
export type ToastPlacement = 'top' | 'bottom';
/** The message a form left for the page it led to (the root's loader). */
export type Flash = { kind: 'success' | 'error'; text: string };

export type Toaster = {
  success: (message: string) => void;
  error: (message: string, link?: ToastLink) => void;
  /** Each error of an answer as a red toast, one after another. */
  errors: (errors: ErrorItem[]) => void;
};

const ToastContext = createContext<Toaster | null>(null);

// what is shown, what waits and when each closes: 1 KB that every page carried, fetched now when a page's first
// toast is raised, or with the page when the server left it one (decision 077)
const ToastEngine = deferredPart(() => import('./toast-engine.tsx').then((module) => module.ToastEngine));

/**
 * The page's toasts (docs/product/shell-and-languages.md): their live region, always there so that a screen
 * reader hears the first one too, and the toaster every component reaches through `useToast`. A call made
 * before the engine has come waits for it and is then shown, in order.
 */
export function ToastProvider({ children, flash }: { children: ReactNode; flash?: Flash | null }) {
  const { t } = useI18n();
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  // once wanted (a toast raised, or a form's message), the engine stays: it closes the toasts of a page left
  const [isWanted, setWanted] = useState(Boolean(flash));
  if (flash && !isWanted) setWanted(true);
  const engine = useRef<Toaster | null>(null);
  const waiting = useRef<((toaster: Toaster) => void)[]>([]);
  const lastControl = useRef<Element | null>(null);

  // the control the visitor last used: a tap or a click (a button may not keep the focus), or the keyboard's focus
  useEffect(() => {
    const remember = (event: Event) => {
      if (event.target instanceof Element) lastControl.current = event.target;
      // the visitor acts: the toasts' engine is fetched now, so that the toast an action raises shows without a wait
      void ToastEngine.preload().catch(() => {});
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('focusin', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('focusin', remember, true);
    };
  }, []);

  const toaster = useMemo<Toaster>(() => {
    const send = (call: (ready: Toaster) => void) => {
      if (engine.current) call(engine.current);
      else {
        waiting.current.push(call);
        // shown once its code has come, at once, rather than through a Suspense boundary that React reveals late
        void ToastEngine.preload().finally(() => setWanted(true));
      }
    };
    return {
      success: (message) => send((ready) => ready.success(message)),
      error: (message, link) => send((ready) => ready.error(message, link)),
      errors: (errors) => send((ready) => ready.errors(errors)),
    };
  }, []);

  const onReady = useCallback((ready: Toaster | null) => {
    engine.current = ready;
    if (ready) for (const call of waiting.current.splice(0)) call(ready);
  }, []);

  return (
    <ToastContext value={toaster}>
      {children}
      <section className="toasts" data-placement={placement} aria-label={t('notifications')}>
        <div role="status" aria-live="polite" className="toasts__list">
          {isWanted ? (
            <ToastEngine flash={flash ?? null} lastControl={lastControl} onPlacement={setPlacement} onReady={onReady} />
          ) : null}
        </div>
      </section>
    </ToastContext>
  );
}

export function useToast(): Toaster {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast outside ToastProvider');
  return value;
}
