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
import { defineList } from '~/features/console/list/list-spec.ts';
import { ContentWhen, InLanguage, MediaTypeName, RecordLink } from './content-parts.tsx';
import { ContentStatus } from './content-status.tsx';

// The console's content lists (decision 065): each shared by its page's loader (`openList`) and its
// component (`ConsoleList`); a column's key is the API's sort name.

export const contactList = defineList<ConsoleContact>({
  key: 'contactMessages',
  exportEndpoint: 'admin.contactMessagesCsv',
  rowId: (message) => message.id,
  columns: [
    {
      key: 'subject',
      label: 'contentContactSubject',
      sortable: true,
      cell: (message) => (
        <RecordLink path={`contact-messages/${message.id}`} testId="contact-open">
          <bdi>{message.subject}</bdi>
        </RecordLink>
      ),
    },
    { key: 'name', label: 'contentContactFrom', cell: (message) => <bdi>{message.name}</bdi> },
    { key: 'email', label: 'contentContactEmail', isCode: true, optional: true, cell: (message) => message.email },
    {
      key: 'createdAt',
      label: 'contentReceived',
      sortable: true,
      cell: (message) => <ContentWhen iso={message.createdAt} />,
    },
    { key: 'status', label: 'contentStatus', cell: (message) => <ContentStatus status={message.status} /> },
  ],
  filters: [
    {
      name: 'status',
      label: 'contentStatus',
      kind: 'select',
      options: [
        { value: 'open', label: 'contentStatusOpen' },
        { value: 'answered', label: 'contentStatusAnswered' },
        { value: 'closed', label: 'contentStatusClosed' },
      ],
    },
  ],
  bulk: [{ value: 'close', label: 'contentContactClose', isDestructive: true }],
});

export const reviewList = defineList<ConsoleReview>({
  key: 'reviews',
  exportEndpoint: 'admin.reviewsCsv',
  rowId: (review) => review.id,
  columns: [
    { key: 'product', label: 'contentReviewProduct', cell: (review) => <bdi>{review.product.name}</bdi> },
    {
      key: 'rating',
      label: 'contentReviewRating',
      sortable: true,
      isCode: true,
      cell: (review) => `${review.rating}/5`,
    },
    { key: 'body', label: 'contentReviewBody', cell: (review) => <bdi data-testid="review-body">{review.body}</bdi> },
    { key: 'author', label: 'contentReviewAuthor', cell: (review) => <bdi>{review.author.name}</bdi> },
    {
      key: 'createdAt',
      label: 'contentReceived',
      sortable: true,
      cell: (review) => <ContentWhen iso={review.createdAt} />,
    },
    { key: 'status', label: 'contentStatus', cell: (review) => <ContentStatus status={review.status} /> },
  ],
  filters: [
    {
      name: 'status',
      label: 'contentStatus',
      kind: 'select',
      options: [
        { value: 'pending', label: 'contentStatusPending' },
        { value: 'published', label: 'contentStatusPublished' },
        { value: 'rejected', label: 'contentStatusRejected' },
      ],
    },
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
    {
      key: 'title',
      label: 'contentTitle',
      sortable: true,
      cell: (event) => (
        <RecordLink path={`events/${event.id}`} testId="event-open">
          <InLanguage ar={event.titleAr} en={event.titleEn} />
        </RecordLink>
      ),
    },
    {
      key: 'startsAt',
      label: 'contentEventStarts',
      sortable: true,
      cell: (event) => <ContentWhen iso={event.startsAt} />,
    },
    { key: 'venue', label: 'contentEventVenue', cell: (event) => <InLanguage ar={event.venueAr} en={event.venueEn} /> },
  ],
  filters: [
    {
      name: 'when',
      label: 'contentEventPeriod',
      kind: 'select',
      options: [
        { value: 'upcoming', label: 'contentEventUpcoming' },
        { value: 'past', label: 'contentEventPast' },
      ],
    },
  ],
});

export const pageList = defineList<ConsolePage>({
  key: 'pages',
  exportEndpoint: 'admin.pagesCsv',
  rowId: (page) => page.id,
  columns: [
    {
      key: 'title',
      label: 'contentTitle',
      sortable: true,
      cell: (page) => (
        <RecordLink path={`pages/${page.id}`} testId="page-open">
          <InLanguage ar={page.titleAr} en={page.titleEn} />
        </RecordLink>
      ),
    },
    { key: 'slug', label: 'contentPageSlug', sortable: true, isCode: true, cell: (page) => `/${page.slug}` },
    { key: 'updatedAt', label: 'contentUpdated', sortable: true, cell: (page) => <ContentWhen iso={page.updatedAt} /> },
  ],
});

export const faqList = defineList<ConsoleFaq>({
  key: 'faqs',
  exportEndpoint: 'admin.faqsCsv',
  rowId: (faq) => faq.id,
  columns: [
    {
      key: 'question',
      label: 'contentFaqQuestion',
      sortable: true,
      cell: (faq) => (
        <RecordLink path={`faqs/${faq.id}`} testId="faq-open">
          <InLanguage ar={faq.questionAr} en={faq.questionEn} />
        </RecordLink>
      ),
    },
    {
      key: 'category',
      label: 'contentFaqCategory',
      cell: (faq) => <InLanguage ar={faq.categoryAr} en={faq.categoryEn} />,
    },
    { key: 'sortOrder', label: 'contentSortOrder', sortable: true, isCode: true, cell: (faq) => faq.sortOrder },
  ],
});

export const enquiryList = defineList<ConsoleEnquiry>({
  key: 'sponsorshipRequests',
  exportEndpoint: 'admin.enquiriesCsv',
  rowId: (enquiry) => enquiry.id,
  columns: [
    {
      key: 'companyName',
      label: 'contentEnquiryCompany',
      sortable: true,
      cell: (enquiry) => <bdi>{enquiry.companyName}</bdi>,
    },
    { key: 'name', label: 'contentContactFrom', cell: (enquiry) => <bdi>{enquiry.name}</bdi> },
    { key: 'email', label: 'contentContactEmail', isCode: true, cell: (enquiry) => enquiry.email },
    { key: 'package', label: 'contentEnquiryPackage', cell: (enquiry) => <bdi>{enquiry.packageName}</bdi> },
    { key: 'message', label: 'contentContactMessage', optional: true, cell: (enquiry) => <bdi>{enquiry.message}</bdi> },
    {
      key: 'createdAt',
      label: 'contentReceived',
      sortable: true,
      cell: (enquiry) => <ContentWhen iso={enquiry.createdAt} />,
    },
    { key: 'status', label: 'contentStatus', cell: (enquiry) => <ContentStatus status={enquiry.status} /> },
  ],
  filters: [
    {
      name: 'status',
      label: 'contentStatus',
      kind: 'select',
      options: [
        { value: 'open', label: 'contentStatusOpen' },
        { value: 'handled', label: 'contentStatusHandled' },
      ],
    },
  ],
  bulk: [{ value: 'handled', label: 'contentEnquiryHandle' }],
});

export const mediaList = defineList<ConsoleMedia>({
  key: 'media',
  exportEndpoint: 'admin.mediaCsv',
  rowId: (item) => item.id,
  columns: [
    {
      key: 'title',
      label: 'contentTitle',
      sortable: true,
      cell: (item) => (
        <RecordLink path={`media/${item.id}`} testId="media-open">
          <InLanguage ar={item.titleAr} en={item.titleEn} />
        </RecordLink>
      ),
    },
    { key: 'type', label: 'contentMediaType', cell: (item) => <MediaTypeName type={item.type} /> },
    { key: 'photoCount', label: 'contentMediaPhotos', isCode: true, cell: (item) => item.photoCount },
    {
      key: 'publishedAt',
      label: 'contentMediaPublished',
      sortable: true,
      cell: (item) => <ContentWhen iso={item.publishedAt} />,
    },
  ],
  filters: [
    {
      name: 'type',
      label: 'contentMediaType',
      kind: 'select',
      options: [
        { value: 'news', label: 'contentMediaNews' },
        { value: 'gallery', label: 'contentMediaGallery' },
        { value: 'video', label: 'contentMediaVideo' },
        { value: 'press', label: 'contentMediaPress' },
      ],
    },
  ],
});

export const serviceList = defineList<ConsoleService>({
  key: 'services',
  exportEndpoint: 'admin.servicesCsv',
  rowId: (service) => service.id,
  columns: [
    {
      key: 'title',
      label: 'contentTitle',
      sortable: true,
      cell: (service) => (
        <RecordLink path={`services/${service.id}`} testId="service-open">
          <InLanguage ar={service.titleAr} en={service.titleEn} />
        </RecordLink>
      ),
    },
    { key: 'icon', label: 'contentServiceIcon', isCode: true, cell: (service) => service.icon },
    { key: 'sortOrder', label: 'contentSortOrder', sortable: true, isCode: true, cell: (service) => service.sortOrder },
  ],
});

export const branchList = defineList<ConsoleBranch>({
  key: 'branches',
  exportEndpoint: 'admin.branchesCsv',
  rowId: (branch) => branch.id,
  columns: [
    {
      key: 'name',
      label: 'contentBranchName',
      sortable: true,
      cell: (branch) => (
        <RecordLink path={`branches/${branch.id}`} testId="branch-open">
          <InLanguage ar={branch.nameAr} en={branch.nameEn} />
        </RecordLink>
      ),
    },
    { key: 'telephone', label: 'contentContactTelephone', isCode: true, cell: (branch) => branch.telephone },
    {
      key: 'address',
      label: 'contentBranchAddress',
      cell: (branch) => <InLanguage ar={branch.addressAr} en={branch.addressEn} />,
    },
  ],
});

export const packageList = defineList<ConsolePackage>({
  key: 'sponsorshipPackages',
  exportEndpoint: 'admin.packagesCsv',
  rowId: (pack) => pack.id,
  columns: [
    {
      key: 'name',
      label: 'contentPackageName',
      sortable: true,
      cell: (pack) => (
        <RecordLink path={`sponsorship-packages/${pack.id}`} testId="package-open">
          <InLanguage ar={pack.nameAr} en={pack.nameEn} />
        </RecordLink>
      ),
    },
    {
      key: 'price',
      label: 'contentPackagePrice',
      sortable: true,
      isCode: true,
      cell: (pack) => `${pack.price} ${pack.currency}`,
    },
    { key: 'slots', label: 'contentPackageSlots', isCode: true, cell: (pack) => pack.slots },
    { key: 'sortOrder', label: 'contentSortOrder', sortable: true, isCode: true, cell: (pack) => pack.sortOrder },
  ],
});
