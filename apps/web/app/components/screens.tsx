import type { ErrorItem } from '@forum/contract/envelope';
import type { ReactNode } from 'react';
import { LogoMark } from './logo.tsx';

type Texts = {
  title: string;
  text?: string;
  action?: string;
  /** A screen is the page's content (h1); the design-system page shows it inside another page (h3). */
  isEmbedded?: boolean;
};

/**
 * A screen that stands for a page that could not be shown: a heading, a few words and the ways on
 * (`children`). It goes inside the site's frame, in its <main>; the root's last resort wraps it itself.
 */
export function Screen({
  title,
  text,
  code,
  errors = [],
  children,
  testId,
  isEmbedded,
}: Pick<Texts, 'title' | 'text' | 'isEmbedded'> & {
  /** The status, shown small above the heading (404, 403). */
  code?: number;
  errors?: ErrorItem[];
  children?: ReactNode;
  testId: string;
}) {
  const Heading = isEmbedded ? 'h3' : 'h1';
  return (
    <div className="screen" data-testid={testId}>
      <div className="screen__box">
        {code ? (
          <p className="screen__code" aria-hidden="true">
            {code}
          </p>
        ) : (
          <LogoMark size={72} />
        )}
        <Heading className="screen__title">{title}</Heading>
        {text && <p className="screen__text">{text}</p>}
        {errors.length > 0 && (
          <ul className="screen__errors">
            {errors.map((error) => (
              <li key={`${error.key}:${error.value}`}>{error.value}</li>
            ))}
          </ul>
        )}
        {children && <div className="screen__actions">{children}</div>}
      </div>
    </div>
  );
}

/** Shown when the API answers 503 (docs/product/shell-and-languages.md); `children` are its ways on. */
export function MaintenanceScreen({ title, text, isEmbedded, children }: Texts & { children?: ReactNode }) {
  return (
    <Screen title={title} text={text} testId="maintenance-screen" isEmbedded={isEmbedded}>
      {children}
    </Screen>
  );
}

/**
 * The generic error screen: a heading, the error messages and a button that reloads the page (or the
 * ways on its caller gives as `children`).
 */
export function ErrorScreen({
  title,
  text,
  action,
  errors = [],
  isEmbedded,
  children,
}: Texts & { errors?: ErrorItem[]; children?: ReactNode }) {
  return (
    <Screen title={title} text={text} errors={errors} testId="error-screen" isEmbedded={isEmbedded}>
      {children ?? (
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {action}
        </button>
      )}
    </Screen>
  );
}

/** A spinner with its words for assistive technology, for data that is loading. */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <span className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Shown while a lazy part of the site loads. */
export function Preloader({ label }: { label: string }) {
  return (
    <div className="preloader" data-testid="preloader">
      <LoadingIndicator label={label} />
    </div>
  );
}
