import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import consoleCss from './console.css?inline';

/** The navigation the layout's loader drew from the pages' lists (`consoleNavOf` in routes/admin/console-access.ts). */
export type ConsoleNav = { part: string; label: MessageKey; entries: { path: string; label: MessageKey }[] }[];

/**
 * The console's frame (decision 061), inside the site's (its header stays): the navigation of the pages
 * the staff member may open, grouped by part, beside the page. On a phone the navigation folds into a
 * disclosure (<details>, no script needed); on a desktop it stands open at the side.
 */
export function ConsoleFrame({ nav, children }: { nav: ConsoleNav; children: ReactNode }) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <div className="container console" data-testid="console">
      <RouteStyles name="console" sheet={consoleCss} />
      <nav className="console-nav" aria-label={t('consoleFrameNavigation')} data-testid="console-nav">
        <details className="console-nav__fold">
          <summary className="console-nav__title">{t('consoleFrameTitle')}</summary>
          {nav.map((part) => (
            <div key={part.part} className="console-nav__part">
              <p className="console-nav__part-title" id={`console-nav-${part.part}`}>
                {t(part.label)}
              </p>
              <ul className="console-nav__list" aria-labelledby={`console-nav-${part.part}`}>
                {part.entries.map((entry) => (
                  <li key={entry.path}>
                    <NavLink
                      to={to(entry.path ? `/admin/${entry.path}` : '/admin')}
                      end={entry.path === ''}
                      className="console-nav__link"
                    >
                      {t(entry.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      </nav>
      <div className="console__content">
        <Breadcrumbs />
        {children}
      </div>
    </div>
  );
}

/** A console page's way to add a record (`path` under the console, in the page's language): a button beside its heading. */
export function ConsoleAddLink({ path, label }: { path: string; label: MessageKey }) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <Link to={to(path)} className="button">
      {t(label)}
    </Link>
  );
}
