import type { ReactNode } from 'react';
import { RouteStyles } from '~/components/route-styles.tsx';
import { ConsoleAddLink } from '~/features/console/frame/console-frame.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import peopleCss from './people.css?inline';

/**
 * A people or settings page of the console that is not a list of its own (decision 066): the part's
 * styles, its heading and lead, the way to add one (`add`: a path under the console and its label),
 * then the page (`children`). Its test id is `console-<name>`.
 */
export function PeoplePage({
  name,
  title,
  lead,
  add,
  children,
}: {
  name: string;
  title: MessageKey;
  lead: MessageKey;
  add?: { path: string; label: MessageKey };
  children: ReactNode;
}) {
  const { t } = useI18n();
  const titleId = `${name}-title`;
  return (
    <section className="console-page people-page" aria-labelledby={titleId} data-testid={`console-${name}`}>
      <RouteStyles name="console-people" sheet={peopleCss} />
      <header className="people-page__header">
        <div>
          <h1 id={titleId} className="people-page__title">
            {t(title)}
          </h1>
          <p className="people-page__lead">{t(lead)}</p>
        </div>
        {add ? <ConsoleAddLink {...add} /> : null}
      </header>
      {children}
    </section>
  );
}
