import { useEffect, useRef } from 'react';

/** What replaces a form once the API stored it: the answer's message, focused so that it is read out. */
export function SentMessage({
  title,
  message,
  again,
  onAgain,
  titleId,
}: {
  title: string;
  titleId?: string;
  message: string;
  again: string;
  onAgain: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="info-card info-sent" role="status" data-testid="form-sent">
      <span className="info-sent__icon" aria-hidden="true">
        ✓
      </span>
      <h2 ref={headingRef} id={titleId} className="info-card__title" tabIndex={-1}>
        {title}
      </h2>
      <p>{message}</p>
      <button type="button" className="button button--ghost" onClick={onAgain}>
        {again}
      </button>
    </section>
  );
}
