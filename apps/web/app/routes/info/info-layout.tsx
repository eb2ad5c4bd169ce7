import type { ReactNode } from 'react';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { formatDay, formatHijriDay } from '~/utils/dates.ts';
import infoCss from './info.css?inline';
import { textBlocks } from './text-blocks.ts';

/** The head of an info page: its trail (from the route's handle), its one h1 and a lead. */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="info-header">
      <RouteStyles name="info" sheet={infoCss} />
      <div className="container">
        <Breadcrumbs />
        <h1 className="info-header__title">{title}</h1>
        {lead ? <p className="info-header__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}

/**
 * An info page's body: its text and, when the page has one, the aside beside it (an `aside` of `null`
 * still keeps the aside's column, for a page whose aside waits on the settings).
 */
export function InfoBody({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={`container info-body${aside === undefined ? '' : ' info-body--with-aside'}`}>
      {children}
      {aside}
    </div>
  );
}

/** A managed page's text in its card, or nothing while the forum has not written it. */
export function ManagedText({ page, testId }: { page: { body: string } | null | undefined; testId?: string }) {
  return page ? (
    <article className="info-card" data-testid={testId}>
      <RichText body={page.body} />
    </article>
  ) : null;
}

/** The box beside an info page's text: its own second-level title, then what the page puts there. */
export function InfoAside({
  headingId,
  title,
  className,
  testId,
  children,
}: {
  headingId: string;
  title: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <aside
      className={className ? `info-aside ${className}` : 'info-aside'}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <h2 id={headingId} className="info-aside__title">
        {title}
      </h2>
      {children}
    </aside>
  );
}

/** A managed text as headings, lists and paragraphs: React escapes every character, no stored HTML is rendered. */
export function RichText({ body, className }: { body: string; className?: string }) {
  return (
    <div className={`prose${className ? ` ${className}` : ''}`}>
      {textBlocks(body).map((block, index) => {
        // the blocks of a text never move, so their position is a stable key
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          return block.level === 2 ? <h2 key={key}>{block.text}</h2> : <h3 key={key}>{block.text}</h3>;
        }
        if (block.kind === 'list') {
          return (
            <ul key={key}>
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: list items of a stored text keep their order
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key}>
            {block.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a paragraph keep their order
              <span key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}

/** "Last updated", Gregorian with the Hijri date beside it, in the forum's time zone. */
export function UpdatedDate({ iso }: { iso: string }) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  return (
    <p className="info-updated">
      {t('infoUpdated')}: <time dateTime={iso}>{formatDay(iso, locale, timeZone)}</time>
      <span className="info-updated__hijri"> ({formatHijriDay(iso, locale, timeZone)})</span>
    </p>
  );
}

/** A calm message where a list has nothing to show. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="info-empty empty-note" data-testid="empty-state">
      <p className="info-empty__title">{title}</p>
      {children}
    </div>
  );
}
