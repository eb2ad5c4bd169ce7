import type { ReactNode } from 'react';

/** A page's header: its title, the line that introduces it, and what else the page puts there (links). */
export function PageHeader({
  title,
  lead,
  className,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={className ? `page-header ${className}` : 'page-header'}>
      <h1 className="page-header__title">{title}</h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
      {children}
    </header>
  );
}
