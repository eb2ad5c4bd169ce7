import type { ConsoleUserRow } from '@forum/contract/console/people';
import { userListTypes, userStates } from '@forum/contract/console/people-rules';
import { Link } from 'react-router';
import { defineList } from '~/features/console/list/list-spec.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay } from '~/utils/dates.ts';
import { nameOf, stateLabels, typeLabels, userPath } from './people-data.ts';

function EmailCell({ row }: { row: ConsoleUserRow }) {
  const to = useLocalePath();
  return <Link to={to(userPath(row.id))}>{row.email}</Link>;
}

function NameCell({ row }: { row: ConsoleUserRow }) {
  const { t } = useI18n();
  return <>{nameOf(row) || t('peopleNoName')}</>;
}

function TypeCell({ row }: { row: ConsoleUserRow }) {
  const { t } = useI18n();
  return <>{t(typeLabels[row.type])}</>;
}

function StateCell({ row }: { row: ConsoleUserRow }) {
  const { t } = useI18n();
  return (
    <span
      className={`people-badge${row.state === 'disabled' ? ' people-badge--off' : ''}`}
      data-testid="user-row-state"
    >
      {t(stateLabels[row.state])}
    </span>
  );
}

function CreatedCell({ row }: { row: ConsoleUserRow }) {
  const { locale } = useI18n();
  return <>{formatDay(row.createdAt, locale, useForumTimeZone())}</>;
}

/** The users list (decision 066): shared by its page's loader and its component. */
export const usersList = defineList<ConsoleUserRow>({
  key: 'users',
  rowId: (row) => row.id,
  exportEndpoint: 'people.usersCsv',
  columns: [
    { key: 'email', label: 'peopleColumnEmail', sortable: true, isCode: true, cell: (row) => <EmailCell row={row} /> },
    { key: 'name', label: 'peopleColumnName', sortable: true, cell: (row) => <NameCell row={row} /> },
    { key: 'type', label: 'peopleColumnType', cell: (row) => <TypeCell row={row} /> },
    { key: 'state', label: 'peopleColumnState', cell: (row) => <StateCell row={row} /> },
    { key: 'group', label: 'peopleColumnGroup', cell: (row) => row.group?.name ?? '' },
    { key: 'locale', label: 'peopleUserLocale', optional: true, isCode: true, cell: (row) => row.locale },
    { key: 'createdAt', label: 'peopleColumnCreated', sortable: true, cell: (row) => <CreatedCell row={row} /> },
  ],
  filters: [
    {
      name: 'type',
      label: 'peopleFilterType',
      kind: 'select',
      options: userListTypes.map((type) => ({ value: type, label: typeLabels[type] })),
    },
    {
      name: 'state',
      label: 'peopleFilterState',
      kind: 'select',
      options: userStates.map((state) => ({ value: state, label: stateLabels[state] })),
    },
  ],
  bulk: [
    { value: 'disable', label: 'peopleBulkDisable', isDestructive: true },
    { value: 'enable', label: 'peopleBulkEnable' },
  ],
});
