import type { ErrorItem } from '@forum/contract/envelope';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';

/** Toasts close after 6 s (docs/product/shell-and-languages.md); server errors follow one another 200 ms apart. */
export const TOAST_DURATION_MS = 6000;
export const ERROR_STAGGER_MS = 200;
/** At most this many on screen: more would cover the page (a third of a phone with three). */
export const MAX_VISIBLE_TOASTS = 2;

// the server-rendered flash toast; the page's own toasts count up from 1
const FLASH_TOAST_ID = 0;

/** A way forward a toast may offer (log in and come back). */
export type ToastLink = { href: string; label: string };
type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; message: string; link?: ToastLink | undefined; path: string };
/** Where the toasts sit: away from the control the visitor just used. */
export type ToastPlacement = 'top' | 'bottom';

type Toaster = {
  success: (message: string) => void;
  error: (message: string, link?: ToastLink) => void;
  /** Each error of an answer as a red toast, one after another. */
  errors: (errors: ErrorItem[]) => void;
};

const ToastContext = createContext<Toaster | null>(null);

/**
 * What is on screen and what waits once `toast` is raised: an identical toast (same kind and words) is
 * replaced by the newest; beyond the limit the oldest toast that is not an error gives way, and when
 * every one shown is an error the new one waits for a place (no error is lost unseen).
 */
export function addToast(
  state: { shown: readonly Toast[]; waiting: readonly Toast[] },
  toast: Toast,
  limit = MAX_VISIBLE_TOASTS,
): { shown: Toast[]; waiting: Toast[]; dropped: Toast[] } {
  const isSame = (other: Toast) => other.kind === toast.kind && other.message === toast.message;
  const dropped = state.shown.filter(isSame);
  const shown = state.shown.filter((other) => !isSame(other));
  const waiting = state.waiting.filter((other) => !isSame(other));
  if (shown.length < limit) return { shown: [...shown, toast], waiting, dropped };
  const yielding = shown.find((other) => other.kind !== 'error');
  if (yielding) {
    return { shown: [...shown.filter((other) => other !== yielding), toast], waiting, dropped: [...dropped, yielding] };
  }
  return { shown, waiting: [...waiting, toast], dropped };
}

/**
 * Where toasts go so they cover no control the visitor just used: above when that control is in the
 * lower half of the screen (a heart on a product card, a form's button), below otherwise.
 */
export function placementFor(control: { top: number; bottom: number } | null, viewportHeight: number): ToastPlacement {
  if (!control) return 'bottom';
  return (control.top + control.bottom) / 2 > viewportHeight / 2 ? 'top' : 'bottom';
}

/**
 * The toasts of the page. `flash` is the message a form left for this page (root loader): it is in
 * the server's HTML, so it shows without scripts, and a new one arriving after a form is shown too.
 * A toast belongs to the page that raised it: going to another page closes it.
 */
export function ToastProvider({
  children,
  flash,
}: {
  children: ReactNode;
  flash?: { kind: 'success' | 'error'; text: string } | null;
}) {
  const { pathname } = useLocation();
  // read by show(), which effects of the new page may call before this component's effects run
  const currentPath = useRef(pathname);
  currentPath.current = pathname;
  const serverFlash = useRef(flash);
  const [shown, setShown] = useState<Toast[]>(() =>
    flash ? [{ id: FLASH_TOAST_ID, kind: flash.kind, message: flash.text, path: pathname }] : [],
  );
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  const state = useRef<{ shown: Toast[]; waiting: Toast[] }>({ shown, waiting: [] });
  const nextId = useRef(0);
  const closers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const lastControl = useRef<Element | null>(null);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const commit = useCallback((next: { shown: Toast[]; waiting: Toast[] }, dropped: readonly Toast[] = []) => {
    for (const toast of dropped) {
      clearTimeout(closers.current.get(toast.id));
      closers.current.delete(toast.id);
    }
    state.current = next;
    setShown(next.shown);
  }, []);

  // closing a toast may open a waiting one, whose own close is then planned: the two refer to each other
  const dismissRef = useRef<(id: number) => void>(() => {});
  const closeLater = useCallback((id: number) => {
    closers.current.set(
      id,
      setTimeout(() => dismissRef.current(id), TOAST_DURATION_MS),
    );
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      const { shown: current, waiting } = state.current;
      const gone = current.filter((toast) => toast.id === id);
      if (!gone.length) return;
      const [promoted, ...rest] = waiting;
      commit(
        { shown: [...current.filter((toast) => toast.id !== id), ...(promoted ? [promoted] : [])], waiting: rest },
        gone,
      );
      if (promoted) closeLater(promoted.id);
    },
    [commit, closeLater],
  );
  dismissRef.current = dismiss;

  const show = useCallback(
    (kind: ToastKind, message: string, link?: ToastLink) => {
      nextId.current += 1;
      const toast: Toast = { id: nextId.current, kind, message, link, path: currentPath.current };
      const next = addToast(state.current, toast);
      commit({ shown: next.shown, waiting: next.waiting }, next.dropped);
      if (next.shown.includes(toast)) closeLater(toast.id);
      if (typeof window !== 'undefined') {
        const control = lastControl.current ?? document.activeElement;
        const box = control && control !== document.body ? control.getBoundingClientRect() : null;
        setPlacement(placementFor(box, window.innerHeight));
      }
    },
    [commit, closeLater],
  );

  // the control the visitor last used: a tap or a click (a button may not keep the focus), or the keyboard's focus
  useEffect(() => {
    const remember = (event: Event) => {
      if (event.target instanceof Element) lastControl.current = event.target;
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('focusin', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('focusin', remember, true);
    };
  }, []);

  // a toast belongs to its page: another page closes the ones raised before it
  useEffect(() => {
    const { shown: current, waiting } = state.current;
    const stale = current.filter((toast) => toast.path !== pathname);
    // errors of the page left, still to come one after another, stay with it
    if (stale.length) {
      for (const timer of timers.current) clearTimeout(timer);
      timers.current.clear();
    }
    if (!stale.length && waiting.every((toast) => toast.path === pathname)) return;
    lastControl.current = null;
    commit(
      {
        shown: current.filter((toast) => toast.path === pathname),
        waiting: waiting.filter((toast) => toast.path === pathname),
      },
      stale,
    );
  }, [pathname, commit]);

  useEffect(() => {
    if (serverFlash.current) closeLater(FLASH_TOAST_ID);
  }, [closeLater]);

  useEffect(() => {
    if (!flash || flash === serverFlash.current) return;
    serverFlash.current = flash;
    show(flash.kind, flash.text);
  }, [flash, show]);

  useEffect(() => {
    const pending = timers.current;
    const closing = closers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      for (const timer of closing.values()) clearTimeout(timer);
    };
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      success: (message) => show('success', message),
      error: (message, link) => show('error', message, link),
      errors: (errors) => {
        errors.forEach((item, index) => {
          if (index === 0) show('error', item.value);
          else later(index * ERROR_STAGGER_MS, () => show('error', item.value));
        });
      },
    }),
    [show, later],
  );

  return (
    <ToastContext value={toaster}>
      {children}
      <ToastList toasts={shown} placement={placement} onDismiss={dismiss} />
    </ToastContext>
  );
}

function ToastList({
  toasts,
  placement,
  onDismiss,
}: {
  toasts: Toast[];
  placement: ToastPlacement;
  onDismiss: (id: number) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="toasts" data-placement={placement} aria-label={t('notifications')}>
      <div role="status" aria-live="polite" className="toasts__list">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.kind}`} data-testid="toast" data-kind={toast.kind}>
            <span className="toast__message">
              {toast.message}
              {toast.link ? (
                <>
                  {' '}
                  <Link className="toast__link" to={toast.link.href} data-testid="toast-link">
                    {toast.link.label}
                  </Link>
                </>
              ) : null}
            </span>
            <button
              type="button"
              className="toast__close"
              onClick={() => onDismiss(toast.id)}
              aria-label={t('dismiss')}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}

export function useToast(): Toaster {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast outside ToastProvider');
  return value;
}
