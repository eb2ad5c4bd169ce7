import type { ReactNode } from 'react';

/** A page's header: its title, the line that introduces it, and what else the page puts there (links). */
export function PageHeader({
  title,
  lead,
  className,
  action,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
  /** The way on beside the title (another view of the same list), below it on a phone. */
  action?: ReactNode;
  children?: ReactNode;
}) {
  const text = (
    <>
      <h1 className="page-header__title">{title}</h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
      {children}
    </>
  );
  const classes = ['page-header', action ? 'page-header--with-action' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <header className={classes}>
      {action ? (
        <>
          <div>{text}</div>
          {action}
        </>
      ) : (
        text
      )}
    </header>
  );
}
