import type { CustomsRow, ExhibitorReviewRow } from '@forum/contract/console/exhibition';
import { Link } from 'react-router';
import { defineList, type ListColumn, type ListFilter } from '~/features/console/list/list-spec.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay } from '~/utils/dates.ts';

/** The console's review lists (decision 064): shared by their pages' loaders and components. */

function ReviewLink({ path, children }: { path: string; children: string }) {
  const to = useLocalePath();
  return <Link to={to(path)}>{children}</Link>;
}

function Day({ iso }: { iso: string | null }) {
  const { locale } = useI18n();
  const timeZone = useForumTimeZone();
  return iso ? <time dateTime={iso}>{formatDay(iso, locale, timeZone)}</time> : null;
}

/** A row's review status in words (`label`), coloured by the status. */
function Status({ status, label }: { status: string; label: MessageKey }) {
  const { t } = useI18n();
  return <span className={`ex-admin__status ex-admin__status--${status}`}>{t(label)}</span>;
}

/** The status column and its filter: the review's statuses, each named by `label`. */
function statusOf<S extends string, Row extends { status: S }>(
  statuses: readonly S[],
  label: (status: S) => MessageKey,
): { column: ListColumn<Row>; filter: ListFilter } {
  return {
    column: {
      key: 'status',
      label: 'exhibitionAdminColStatus',
      cell: (row) => <Status status={row.status} label={label(row.status)} />,
    },
    filter: {
      name: 'status',
      label: 'exhibitionAdminStatusFilter',
      kind: 'select',
      options: statuses.map((status) => ({ value: status, label: label(status) })),
    },
  };
}

/** A day of the review (registered, reviewed), in the forum's time zone; sorted by it. */
function dayColumn<K extends string, Row extends Record<K, string | null>>(key: K, label: MessageKey): ListColumn<Row> {
  return { key, label, sortable: true, cell: (row) => <Day iso={row[key]} /> };
}

const exhibitorStatus = statusOf<ExhibitorReviewRow['status'], ExhibitorReviewRow>(
  ['waiting', 'published', 'rejected'],
  (status) => `exhibitionAdminStatus_${status}`,
);
const customsStatus = statusOf<CustomsRow['status'], CustomsRow>(
  ['waiting', 'approved', 'rejected'],
  (status) => `exhibitionAdminCustomsStatus_${status}`,
);

function Owner({ owner }: { owner: ExhibitorReviewRow['owner'] }) {
  const { t } = useI18n();
  if (!owner) return <>{t('exhibitionAdminNoOwner')}</>;
  return (
    <>
      {owner.name}
      <br />
      <bdi dir="ltr">{owner.email}</bdi>
    </>
  );
}

export const exhibitorReviewList = defineList<ExhibitorReviewRow>({
  key: 'exhibitors',
  exportEndpoint: 'consoleExhibition.exhibitorsCsv',
  rowId: (row) => row.id,
  columns: [
    {
      key: 'name',
      label: 'exhibitionAdminColCompany',
      sortable: true,
      cell: (row) => <ReviewLink path={`/admin/exhibitors/${row.id}`}>{row.name}</ReviewLink>,
    },
    { key: 'owner', label: 'exhibitionAdminColAccount', cell: (row) => <Owner owner={row.owner} /> },
    { key: 'category', label: 'exhibitionAdminColCategory', cell: (row) => row.category },
    { key: 'country', label: 'exhibitionAdminCountry', optional: true, isCode: true, cell: (row) => row.country },
    exhibitorStatus.column,
    dayColumn('reviewedAt', 'exhibitionAdminColReviewed'),
  ],
  filters: [exhibitorStatus.filter],
});

export const customsReviewList = defineList<CustomsRow>({
  key: 'customsAccounts',
  exportEndpoint: 'consoleExhibition.customsAccountsCsv',
  rowId: (row) => row.id,
  columns: [
    {
      key: 'company',
      label: 'exhibitionAdminColCompany',
      sortable: true,
      cell: (row) => <ReviewLink path={`/admin/customs-accounts/${row.id}`}>{row.companyName || row.name}</ReviewLink>,
    },
    { key: 'name', label: 'exhibitionAdminColAccount', cell: (row) => row.name },
    { key: 'email', label: 'exhibitionAdminEmail', sortable: true, isCode: true, cell: (row) => row.email },
    {
      key: 'registration',
      label: 'exhibitionAdminRegistration',
      isCode: true,
      cell: (row) => row.commercialRegistration,
    },
    customsStatus.column,
    dayColumn('createdAt', 'exhibitionAdminColRegistered'),
  ],
  filters: [customsStatus.filter],
});
