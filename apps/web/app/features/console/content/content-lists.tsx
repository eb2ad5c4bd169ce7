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
import type { ReactNode } from 'react';
import { defineList, type ListColumn, type ListFilter } from '~/features/console/list/list-spec.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { ContentWhen, InLanguage, MediaTypeName, RecordLink } from './content-parts.tsx';
import { ContentStatus } from './content-status.tsx';

// The console's content lists (decision 065): each shared by its page's loader (`openList`) and its
// component (`ConsoleList`); a column's key is the API's sort name. The shapes the lists repeat (the
// record's link, a bilingual pair, a moment, a status, a select filter) are made by the helpers below, so
// each list reads as its table of columns.

/** A row whose `key` names a text, or an Arabic and English pair (`titleAr`, `titleEn` for `title`). */
type Named<K extends string> = { id: number } & (Record<`${K}Ar` | `${K}En`, string> | Record<K, string>);

/** The record's name, a link to its page (`events/12`), sorted by it: the first column of a list. */
function recordColumn<K extends string, Row extends Named<K>>(
  key: K,
  label: MessageKey,
  path: string,
  testId: string,
): ListColumn<Row> {
  return {
    key,
    label,
    sortable: true,
    cell: (row) => (
      <RecordLink path={`${path}/${row.id}`} testId={testId}>
        {nameOf(row, key)}
      </RecordLink>
    ),
  };
}

/** An Arabic and English pair of the row (`venue`: `venueAr`, `venueEn`), shown in the page's language. */
function bilingualColumn<K extends string, Row extends Named<K>>(key: K, label: MessageKey): ListColumn<Row> {
  return { key, label, cell: (row) => nameOf(row, key) };
}

/** `Named` checked the key at the call: the pair in the page's language, or the one text. */
function nameOf(row: object, key: string): ReactNode {
  const texts = row as Record<string, string>;
  const ar = texts[`${key}Ar`];
  return ar === undefined ? <bdi>{texts[key]}</bdi> : <InLanguage ar={ar} en={texts[`${key}En`] ?? ''} />;
}

/** A moment of the record (received, starts, updated), in the forum's time zone; sorted by it. */
function whenColumn<K extends string, Row extends Record<K, string | null>>(
  key: K,
  label: MessageKey,
): ListColumn<Row> {
  return { key, label, sortable: true, cell: (row) => <ContentWhen iso={row[key]} /> };
}

/** A plain column: a text of the row in its own direction (`<bdi>`), or a figure read left to right. */
function textColumn<Row>(
  key: string,
  label: MessageKey,
  cell: (row: Row) => ReactNode,
  options: Omit<ListColumn<Row>, 'key' | 'label' | 'cell'> = {},
): ListColumn<Row> {
  return { key, label, ...options, cell: options.isCode ? cell : (row) => <bdi>{cell(row)}</bdi> };
}

/** A select filter of the list's address: its name, its label and its choices (value → label). */
function selectFilter(name: string, label: MessageKey, options: Record<string, MessageKey>): ListFilter {
  return {
    name,
    label,
    kind: 'select',
    options: Object.entries(options).map(([value, text]) => ({ value, label: text })),
  };
}

const statusColumn = <Row extends { status: string }>(): ListColumn<Row> => ({
  key: 'status',
  label: 'contentStatus',
  cell: (row) => <ContentStatus status={row.status} />,
});

const sortOrderColumn = <Row extends { sortOrder: number }>(): ListColumn<Row> =>
  textColumn('sortOrder', 'contentSortOrder', (row) => row.sortOrder, { sortable: true, isCode: true });

export const contactList = defineList<ConsoleContact>({
  key: 'contactMessages',
  exportEndpoint: 'admin.contactMessagesCsv',
  rowId: (message) => message.id,
  columns: [
    recordColumn('subject', 'contentContactSubject', 'contact-messages', 'contact-open'),
    textColumn('name', 'contentContactFrom', (message) => message.name),
    textColumn('email', 'contentContactEmail', (message) => message.email, { isCode: true, optional: true }),
    whenColumn('createdAt', 'contentReceived'),
    statusColumn(),
  ],
  filters: [
    selectFilter('status', 'contentStatus', {
      open: 'contentStatusOpen',
      answered: 'contentStatusAnswered',
      closed: 'contentStatusClosed',
    }),
  ],
  bulk: [{ value: 'close', label: 'contentContactClose', isDestructive: true }],
});

export const reviewList = defineList<ConsoleReview>({
  key: 'reviews',
  exportEndpoint: 'admin.reviewsCsv',
  rowId: (review) => review.id,
  columns: [
    textColumn('product', 'contentReviewProduct', (review) => review.product.name),
    textColumn('rating', 'contentReviewRating', (review) => `${review.rating}/5`, { sortable: true, isCode: true }),
    { key: 'body', label: 'contentReviewBody', cell: (review) => <bdi data-testid="review-body">{review.body}</bdi> },
    textColumn('author', 'contentReviewAuthor', (review) => review.author.name),
    whenColumn('createdAt', 'contentReceived'),
    statusColumn(),
  ],
  filters: [
    selectFilter('status', 'contentStatus', {
      pending: 'contentStatusPending',
      published: 'contentStatusPublished',
      rejected: 'contentStatusRejected',
    }),
  ],
  bulk: [
    { value: 'publish', label: 'contentReviewPublish' },
    { value: 'reject', label: 'contentReviewReject', isDestructive: true },
  ],
});

export const eventList = defineList<ConsoleEvent>({
  key: 'events',
  exportEndpoint: 'admin.eventsCsv',
  rowId: (event) => event.id,
  columns: [
    recordColumn('title', 'contentTitle', 'events', 'event-open'),
    whenColumn('startsAt', 'contentEventStarts'),
    bilingualColumn('venue', 'contentEventVenue'),
  ],
  filters: [selectFilter('when', 'contentEventPeriod', { upcoming: 'contentEventUpcoming', past: 'contentEventPast' })],
});

export const pageList = defineList<ConsolePage>({
  key: 'pages',
  exportEndpoint: 'admin.pagesCsv',
  rowId: (page) => page.id,
  columns: [
    recordColumn('title', 'contentTitle', 'pages', 'page-open'),
    textColumn('slug', 'contentPageSlug', (page) => `/${page.slug}`, { sortable: true, isCode: true }),
    whenColumn('updatedAt', 'contentUpdated'),
  ],
});

export const faqList = defineList<ConsoleFaq>({
  key: 'faqs',
  exportEndpoint: 'admin.faqsCsv',
  rowId: (faq) => faq.id,
  columns: [
    recordColumn('question', 'contentFaqQuestion', 'faqs', 'faq-open'),
    bilingualColumn('category', 'contentFaqCategory'),
    sortOrderColumn(),
  ],
});

export const enquiryList = defineList<ConsoleEnquiry>({
  key: 'sponsorshipRequests',
  exportEndpoint: 'admin.enquiriesCsv',
  rowId: (enquiry) => enquiry.id,
  columns: [
    textColumn('companyName', 'contentEnquiryCompany', (enquiry) => enquiry.companyName, { sortable: true }),
    textColumn('name', 'contentContactFrom', (enquiry) => enquiry.name),
    textColumn('email', 'contentContactEmail', (enquiry) => enquiry.email, { isCode: true }),
    textColumn('package', 'contentEnquiryPackage', (enquiry) => enquiry.packageName),
    textColumn('message', 'contentContactMessage', (enquiry) => enquiry.message, { optional: true }),
    whenColumn('createdAt', 'contentReceived'),
    statusColumn(),
  ],
  filters: [selectFilter('status', 'contentStatus', { open: 'contentStatusOpen', handled: 'contentStatusHandled' })],
  bulk: [{ value: 'handled', label: 'contentEnquiryHandle' }],
});

export const mediaList = defineList<ConsoleMedia>({
  key: 'media',
  exportEndpoint: 'admin.mediaCsv',
  rowId: (item) => item.id,
  columns: [
    recordColumn('title', 'contentTitle', 'media', 'media-open'),
    { key: 'type', label: 'contentMediaType', cell: (item) => <MediaTypeName type={item.type} /> },
    textColumn('photoCount', 'contentMediaPhotos', (item) => item.photoCount, { isCode: true }),
    whenColumn('publishedAt', 'contentMediaPublished'),
  ],
  filters: [
    selectFilter('type', 'contentMediaType', {
      news: 'contentMediaNews',
      gallery: 'contentMediaGallery',
      video: 'contentMediaVideo',
      press: 'contentMediaPress',
    }),
  ],
});

export const serviceList = defineList<ConsoleService>({
  key: 'services',
  exportEndpoint: 'admin.servicesCsv',
  rowId: (service) => service.id,
  columns: [
    recordColumn('title', 'contentTitle', 'services', 'service-open'),
    textColumn('icon', 'contentServiceIcon', (service) => service.icon, { isCode: true }),
    sortOrderColumn(),
  ],
});

export const branchList = defineList<ConsoleBranch>({
  key: 'branches',
  exportEndpoint: 'admin.branchesCsv',
  rowId: (branch) => branch.id,
  columns: [
    recordColumn('name', 'contentBranchName', 'branches', 'branch-open'),
    textColumn('telephone', 'contentContactTelephone', (branch) => branch.telephone, { isCode: true }),
    bilingualColumn('address', 'contentBranchAddress'),
  ],
});

export const packageList = defineList<ConsolePackage>({
  key: 'sponsorshipPackages',
  exportEndpoint: 'admin.packagesCsv',
  rowId: (pack) => pack.id,
  columns: [
    recordColumn('name', 'contentPackageName', 'sponsorship-packages', 'package-open'),
    textColumn('price', 'contentPackagePrice', (pack) => `${pack.price} ${pack.currency}`, {
      sortable: true,
      isCode: true,
    }),
    textColumn('slots', 'contentPackageSlots', (pack) => pack.slots, { isCode: true }),
    sortOrderColumn(),
  ],
});
