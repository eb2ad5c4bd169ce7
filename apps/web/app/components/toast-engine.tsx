import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Flash, Toast, Toaster, ToastKind, ToastLink, ToastPlacement } from './toasts.tsx';

// What the page's toasts do (decision 077): the provider (toasts.tsx) is on every page; this, the toasts' engine, is
// fetched when the first toast of a page is raised, or with the page when the server left it one (a form's message).

/** Toasts close after 6 s (docs/product/shell-and-languages.md); server errors follow one another 200 ms apart. */
export const TOAST_DURATION_MS = 6000;
export const ERROR_STAGGER_MS = 200;
/** At most this many on screen: more would cover the page (a third of a phone with three). */
export const MAX_VISIBLE_TOASTS = 2;

// the server-rendered flash toast; the page's own toasts count up from 1
const FLASH_TOAST_ID = 0;

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
 * The toasts of the page, inside the provider's live region. `flash` is the message a form left for this page
 * (root loader): it is in the server's HTML, so it shows without scripts, and a new one arriving after a form is
 * shown too. A toast belongs to the page that raised it: going to another page closes it. The toaster it makes is
 * handed to the provider (`onReady`), which passes on the calls made before it came.
 */
export function ToastEngine({
  flash,
  lastControl,
  onPlacement,
  onReady,
}: {
  flash: Flash | null;
  /** The control the visitor last used (the provider follows it from the page's start). */
  lastControl: RefObject<Element | null>;
  onPlacement: (placement: ToastPlacement) => void;
  onReady: (toaster: Toaster | null) => void;
}) {
  const { pathname } = useLocation();
  // read by show(), which effects of the new page may call before this component's effects run
  const currentPath = useRef(pathname);
  currentPath.current = pathname;
  const serverFlash = useRef(flash);
  const [shown, setShown] = useState<Toast[]>(() =>
    flash ? [{ id: FLASH_TOAST_ID, kind: flash.kind, message: flash.text, path: pathname }] : [],
  );
  const state = useRef<{ shown: Toast[]; waiting: Toast[] }>({ shown, waiting: [] });
  const nextId = useRef(0);
  const closers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

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
        onPlacement(placementFor(box, window.innerHeight));
      }
    },
    [commit, closeLater, lastControl, onPlacement],
  );

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
  }, [pathname, commit, lastControl]);

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

  useEffect(() => {
    onReady(toaster);
    return () => onReady(null);
  }, [toaster, onReady]);

  return <ToastList toasts={shown} onDismiss={dismiss} />;
}

function ToastList({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useI18n();
  return (
    <>
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
          <button type="button" className="toast__close" onClick={() => onDismiss(toast.id)} aria-label={t('dismiss')}>
            ×
          </button>
        </div>
      ))}
    </>
  );
}
