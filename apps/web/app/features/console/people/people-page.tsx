import type { ReactNode } from 'react';
import { RouteStyles } from '~/components/route-styles.tsx';
import peopleCss from './people.css?inline';

/**
 * A people or settings page of the console with its header: the title (`<id>-title`, the section's
 * label), the lead under it, and beside them what the page offers to add (`action`, a link), then the page.
 *
 *   <PeoplePage id="groups" testId="console-groups" title={t('peopleGroupsTitle')} lead={t('peopleGroupsLead')}
 *     action={<Link …>{t('peopleGroupNew')}</Link>}>…</PeoplePage>
 */
export function PeoplePage({
  id,
  testId,
  title,
  lead,
  action,
  children,
}: {
  id: string;
  testId: string;
  title: string;
  lead: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section className="console-page people-page" aria-labelledby={titleId} data-testid={testId}>
      <RouteStyles name="console-people" sheet={peopleCss} />
      <header className="people-page__header">
        <div>
          <h1 id={titleId} className="people-page__title">
            {title}
          </h1>
          <p className="people-page__lead">{lead}</p>
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
