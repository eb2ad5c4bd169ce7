import type { ErrorItem } from '@forum/contract/envelope';
import type { ReactNode } from 'react';
import { LogoMark } from './logo.tsx';

type Texts = {
  title: string;
  text?: string;
  action?: string;
  /** A screen is the whole page (h1 in main); the design-system page shows it inside another page. */
  isEmbedded?: boolean;
};

function Screen({
  title,
  children,
  testId,
  isEmbedded,
}: Pick<Texts, 'title' | 'isEmbedded'> & { children: ReactNode; testId: string }) {
  const Wrapper = isEmbedded ? 'div' : 'main';
  const Heading = isEmbedded ? 'h3' : 'h1';
  return (
    <Wrapper {...(isEmbedded ? {} : { id: 'main' })} className="screen" data-testid={testId}>
      <div className="screen__box">
        <LogoMark size={72} />
        <Heading className="screen__title">{title}</Heading>
        {children}
      </div>
    </Wrapper>
  );
}

/** Shown when the API answers 503 (docs/product/shell-and-languages.md). */
export function MaintenanceScreen({ title, text, isEmbedded }: Texts) {
  return (
    <Screen title={title} testId="maintenance-screen" isEmbedded={isEmbedded}>
      {text && <p>{text}</p>}
    </Screen>
  );
}

/** The generic error screen: a heading, the error messages and a button that reloads the page. */
export function ErrorScreen({ title, text, action, errors = [], isEmbedded }: Texts & { errors?: ErrorItem[] }) {
  return (
    <Screen title={title} testId="error-screen" isEmbedded={isEmbedded}>
      {text && <p>{text}</p>}
      {errors.length > 0 && (
        <ul className="screen__errors">
          {errors.map((error) => (
            <li key={`${error.key}:${error.value}`}>{error.value}</li>
          ))}
        </ul>
      )}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {action}
      </button>
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
