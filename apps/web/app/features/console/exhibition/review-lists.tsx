import type { CustomsRow, ExhibitorReviewRow } from '@forum/contract/console/exhibition';
import { Link } from 'react-router';
import { defineList } from '~/features/console/list/list-spec.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
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

function ExhibitorStatus({ status }: { status: ExhibitorReviewRow['status'] }) {
  const { t } = useI18n();
  return <span className={`ex-admin__status ex-admin__status--${status}`}>{t(`exhibitionAdminStatus_${status}`)}</span>;
}

function CustomsStatus({ status }: { status: CustomsRow['status'] }) {
  const { t } = useI18n();
  return (
    <span className={`ex-admin__status ex-admin__status--${status}`}>
      {t(`exhibitionAdminCustomsStatus_${status}`)}
    </span>
  );
}

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
    { key: 'status', label: 'exhibitionAdminColStatus', cell: (row) => <ExhibitorStatus status={row.status} /> },
    {
      key: 'reviewedAt',
      label: 'exhibitionAdminColReviewed',
      sortable: true,
      cell: (row) => <Day iso={row.reviewedAt} />,
    },
  ],
  filters: [
    {
      name: 'status',
      label: 'exhibitionAdminStatusFilter',
      kind: 'select',
      options: [
        { value: 'waiting', label: 'exhibitionAdminStatus_waiting' },
        { value: 'published', label: 'exhibitionAdminStatus_published' },
        { value: 'rejected', label: 'exhibitionAdminStatus_rejected' },
      ],
    },
  ],
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
    { key: 'status', label: 'exhibitionAdminColStatus', cell: (row) => <CustomsStatus status={row.status} /> },
    {
      key: 'createdAt',
      label: 'exhibitionAdminColRegistered',
      sortable: true,
      cell: (row) => <Day iso={row.createdAt} />,
    },
  ],
  filters: [
    {
      name: 'status',
      label: 'exhibitionAdminStatusFilter',
      kind: 'select',
      options: [
        { value: 'waiting', label: 'exhibitionAdminCustomsStatus_waiting' },
        { value: 'approved', label: 'exhibitionAdminCustomsStatus_approved' },
        { value: 'rejected', label: 'exhibitionAdminCustomsStatus_rejected' },
      ],
    },
  ],
});
