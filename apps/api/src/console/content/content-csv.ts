import type {
  ConsoleBranch,
  ConsoleContact,
  ConsoleEnquiry,
  ConsoleEvent,
  ConsoleFaq,
  ConsoleMedia,
  ConsolePackage,
  ConsolePage,
  ConsoleReview,
  ConsoleService,
} from '@forum/contract/console/content-schemas';
import { inLocale, type ListCsvColumn } from '../list-csv.ts';

// The columns of the content lists' CSV files (issue 33), by the keys of the web lists' columns
// (features/console/content/content-lists.tsx); a text kept in both languages is written in the caller's.

export const eventCsvColumns: readonly ListCsvColumn<ConsoleEvent>[] = [
  { key: 'title', heading: 'csvTitle', value: (row, locale) => inLocale(locale, row.titleAr, row.titleEn) },
  { key: 'startsAt', heading: 'csvStarts', value: (row) => row.startsAt },
  { key: 'venue', heading: 'csvVenue', value: (row, locale) => inLocale(locale, row.venueAr, row.venueEn) },
];

export const mediaCsvColumns: readonly ListCsvColumn<ConsoleMedia>[] = [
  { key: 'title', heading: 'csvTitle', value: (row, locale) => inLocale(locale, row.titleAr, row.titleEn) },
  { key: 'type', heading: 'peopleCsvType', value: (row) => row.type },
  { key: 'photoCount', heading: 'csvPhotos', value: (row) => row.photoCount },
  { key: 'publishedAt', heading: 'csvPublished', value: (row) => row.publishedAt },
];

export const packageCsvColumns: readonly ListCsvColumn<ConsolePackage>[] = [
  { key: 'name', heading: 'csvPackage', value: (row, locale) => inLocale(locale, row.nameAr, row.nameEn) },
  { key: 'price', heading: 'csvPrice', value: (row) => row.price },
  { key: 'slots', heading: 'csvSlots', value: (row) => row.slots },
  { key: 'sortOrder', heading: 'csvSortOrder', value: (row) => row.sortOrder },
];

export const enquiryCsvColumns: readonly ListCsvColumn<ConsoleEnquiry>[] = [
  { key: 'companyName', heading: 'csvCompany', value: (row) => row.companyName },
  { key: 'name', heading: 'csvFrom', value: (row) => row.name },
  { key: 'email', heading: 'peopleCsvEmail', value: (row) => row.email },
  { key: 'package', heading: 'csvPackage', value: (row) => row.packageName },
  { key: 'message', heading: 'csvMessage', value: (row) => row.message },
  { key: 'createdAt', heading: 'csvReceived', value: (row) => row.createdAt },
  { key: 'status', heading: 'csvStatus', value: (row) => row.status },
];

export const pageCsvColumns: readonly ListCsvColumn<ConsolePage>[] = [
  { key: 'title', heading: 'csvTitle', value: (row, locale) => inLocale(locale, row.titleAr, row.titleEn) },
  { key: 'slug', heading: 'csvSlug', value: (row) => `/${row.slug}` },
  { key: 'updatedAt', heading: 'csvUpdated', value: (row) => row.updatedAt },
];

export const faqCsvColumns: readonly ListCsvColumn<ConsoleFaq>[] = [
  { key: 'question', heading: 'csvQuestion', value: (row, locale) => inLocale(locale, row.questionAr, row.questionEn) },
  { key: 'category', heading: 'csvCategory', value: (row, locale) => inLocale(locale, row.categoryAr, row.categoryEn) },
  { key: 'sortOrder', heading: 'csvSortOrder', value: (row) => row.sortOrder },
];

export const serviceCsvColumns: readonly ListCsvColumn<ConsoleService>[] = [
  { key: 'title', heading: 'csvTitle', value: (row, locale) => inLocale(locale, row.titleAr, row.titleEn) },
  { key: 'icon', heading: 'csvIcon', value: (row) => row.icon },
  { key: 'sortOrder', heading: 'csvSortOrder', value: (row) => row.sortOrder },
];

export const branchCsvColumns: readonly ListCsvColumn<ConsoleBranch>[] = [
  { key: 'name', heading: 'csvBranch', value: (row, locale) => inLocale(locale, row.nameAr, row.nameEn) },
  { key: 'telephone', heading: 'csvTelephone', value: (row) => row.telephone },
  { key: 'address', heading: 'csvAddress', value: (row, locale) => inLocale(locale, row.addressAr, row.addressEn) },
];

export const contactCsvColumns: readonly ListCsvColumn<ConsoleContact>[] = [
  { key: 'subject', heading: 'csvSubject', value: (row) => row.subject },
  { key: 'name', heading: 'csvFrom', value: (row) => row.name },
  { key: 'email', heading: 'peopleCsvEmail', value: (row) => row.email },
  { key: 'createdAt', heading: 'csvReceived', value: (row) => row.createdAt },
  { key: 'status', heading: 'csvStatus', value: (row) => row.status },
];

export const reviewCsvColumns: readonly ListCsvColumn<ConsoleReview>[] = [
  { key: 'product', heading: 'csvProduct', value: (row) => row.product.name },
  { key: 'rating', heading: 'csvRating', value: (row) => row.rating },
  { key: 'body', heading: 'csvReview', value: (row) => row.body },
  { key: 'author', heading: 'csvAuthor', value: (row) => row.author.name },
  { key: 'createdAt', heading: 'csvReceived', value: (row) => row.createdAt },
  { key: 'status', heading: 'csvStatus', value: (row) => row.status },
];
