import type { CustomsRow, ExhibitorReviewRow } from '@forum/contract/console/exhibition';
import type { ListCsvColumn } from '../list-csv.ts';

// The columns of the review lists' CSV files (issue 33), by the keys of the web lists' columns
// (features/console/exhibition/review-lists.tsx).

// the list's "account" column (its owner's name and email) is two columns of the file, both under its key
export const exhibitorCsvColumns: readonly ListCsvColumn<ExhibitorReviewRow>[] = [
  { key: 'name', heading: 'csvCompany', value: (row) => row.name },
  { key: 'owner', heading: 'csvAccount', value: (row) => row.owner?.name ?? '' },
  { key: 'owner', heading: 'peopleCsvEmail', value: (row) => row.owner?.email ?? '' },
  { key: 'category', heading: 'csvCategory', value: (row) => row.category },
  { key: 'country', heading: 'csvCountry', value: (row) => row.country },
  { key: 'status', heading: 'csvStatus', value: (row) => row.status },
  { key: 'reviewedAt', heading: 'csvReviewed', value: (row) => row.reviewedAt },
];

export const customsCsvColumns: readonly ListCsvColumn<CustomsRow>[] = [
  { key: 'company', heading: 'csvCompany', value: (row) => row.companyName || row.name },
  { key: 'name', heading: 'csvAccount', value: (row) => row.name },
  { key: 'email', heading: 'peopleCsvEmail', value: (row) => row.email },
  { key: 'registration', heading: 'csvRegistration', value: (row) => row.commercialRegistration },
  { key: 'status', heading: 'csvStatus', value: (row) => row.status },
  { key: 'createdAt', heading: 'csvRegistered', value: (row) => row.createdAt },
];
