import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { ErrorScreen, Preloader } from './screens.tsx';

/** A part that has not loaded in 120 s counts as failed (docs/product/shell-and-languages.md). */
export const LAZY_PART_TIMEOUT_MS = 120_000;

export class LoadError extends Error {
  override name = 'LoadError';
}

/** A part's loader with that time-out: a slow or failed chunk becomes a LoadError. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = LAZY_PART_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadError('timed out')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new LoadError(error instanceof Error ? error.message : 'failed'));
      },
    );
  });
}

/** React.lazy whose loading fails after 120 s, for use inside a LazyPart. */
export function lazyWithTimeout<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = LAZY_PART_TIMEOUT_MS,
) {
  return lazy(() => loadWithTimeout(load, timeoutMs));
}

/** Shows the preloader while a lazy part loads and the generic error screen if it cannot. */
export function LazyPart({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <LoadBoundary
      fallback={<ErrorScreen title={t('errorTitle')} text={t('errorText')} action={t('reload')} isEmbedded />}
    >
      <Suspense fallback={<Preloader label={t('loading')} />}>{children}</Suspense>
    </LoadBoundary>
  );
}

class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
