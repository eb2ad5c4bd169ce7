import { RouteStyles } from '~/components/route-styles.tsx';
import { ConsoleAddLink } from '~/features/console/frame/console-frame.tsx';
import { ConsoleList } from '~/features/console/list/console-list.tsx';
import type { ListData, ListSpec } from '~/features/console/list/list-spec.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import css from './programme.css?inline';

/** A programme list page (decision 063): its title, the way to add one, and the console's list. */
export function ProgrammeListPage<Row>({
  title,
  spec,
  list,
  add,
  testId,
}: {
  title: MessageKey;
  spec: ListSpec<Row>;
  list: ListData<Row>;
  add?: { path: string; label: MessageKey };
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <section className="programme-page" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <RouteStyles name="admin-programme" sheet={css} />
      <header className="programme-page__header">
        <h1 id={`${testId}-title`} className="programme-page__title">
          {t(title)}
        </h1>
        {add ? <ConsoleAddLink {...add} /> : null}
      </header>
      <ConsoleList spec={spec} list={list} title={`${testId}-title`} />
    </section>
  );
}
