import type { ErrorItem } from '@forum/contract/envelope';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';

/** Toasts close after 6 s (docs/product/shell-and-languages.md); server errors follow one another 200 ms apart. */
export const TOAST_DURATION_MS = 6000;
export const ERROR_STAGGER_MS = 200;

// the server-rendered flash toast; the page's own toasts count up from 1
const FLASH_TOAST_ID = 0;

type Toast = { id: number; kind: 'success' | 'error' | 'info'; message: string };
type Toaster = {
  success: (message: string) => void;
  error: (message: string) => void;
  /** Each error of an answer as a red toast, one after another. */
  errors: (errors: ErrorItem[]) => void;
};

const ToastContext = createContext<Toaster | null>(null);

/**
 * The toasts of the page. `flash` is the message a form left for this page (root loader): it is in
 * the server's HTML, so it shows without scripts, and a new one arriving after a form is shown too.
 */
export function ToastProvider({
  children,
  flash,
}: {
  children: ReactNode;
  flash?: { kind: 'success' | 'error'; text: string } | null;
}) {
  const serverFlash = useRef(flash);
  const [toasts, setToasts] = useState<Toast[]>(() =>
    flash ? [{ id: FLASH_TOAST_ID, kind: flash.kind, message: flash.text }] : [],
  );
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);

  const show = useCallback(
    (kind: Toast['kind'], message: string) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((all) => [...all, { id, kind, message }]);
      later(TOAST_DURATION_MS, () => dismiss(id));
    },
    [dismiss, later],
  );

  useEffect(() => {
    if (serverFlash.current) later(TOAST_DURATION_MS, () => dismiss(FLASH_TOAST_ID));
  }, [later, dismiss]);

  useEffect(() => {
    if (!flash || flash === serverFlash.current) return;
    serverFlash.current = flash;
    show(flash.kind, flash.text);
  }, [flash, show]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
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
      <ToastList toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

function ToastList({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useI18n();
  return (
    <section className="toasts" aria-label={t('notifications')}>
      <div role="status" aria-live="polite" className="toasts__list">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.kind}`} data-testid="toast" data-kind={toast.kind}>
            <span className="toast__message">{toast.message}</span>
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
