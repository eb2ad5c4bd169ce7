import { type ConsolePage, pagesOf } from '../console-page.ts';

const dir = 'routes/admin/content';

/**
 * The console's content pages (decisions 061, 065), in the order of the navigation; admin-pages.ts joins every
 * part's. A record's page (`:id`, or `new`) opens from its list and has no entry of its own. The community page
 * is a page like the others: its entry opens it at once.
 */
export const contentPages: readonly ConsolePage[] = [
  ...pagesOf(dir, 'events.manage', [
    { path: 'events', file: 'events.tsx', nav: 'contentNavEvents', record: 'event-edit.tsx' },
  ]),
  ...pagesOf(dir, 'media.manage', [
    { path: 'media', file: 'media.tsx', nav: 'contentNavMedia', record: 'media-edit.tsx' },
  ]),
  ...pagesOf(dir, 'sponsorship.manage', [
    { path: 'sponsorship-requests', file: 'sponsorship-requests.tsx', nav: 'contentNavSponsorship' },
    {
      path: 'sponsorship-packages',
      file: 'sponsorship-packages.tsx',
      nav: 'contentNavPackages',
      record: 'package-edit.tsx',
    },
  ]),
  ...pagesOf(dir, 'pages.manage', [
    { path: 'pages', file: 'pages.tsx', nav: 'contentNavPages', record: 'page-edit.tsx' },
    { path: 'faqs', file: 'faqs.tsx', nav: 'contentNavFaqs', record: 'faq-edit.tsx' },
    { path: 'community', file: 'community.tsx', nav: 'contentNavCommunity' },
    { path: 'services', file: 'services.tsx', nav: 'contentNavServices', record: 'service-edit.tsx' },
    { path: 'branches', file: 'branches.tsx', nav: 'contentNavBranches', record: 'branch-edit.tsx' },
  ]),
  ...pagesOf(dir, 'contact.answer', [
    { path: 'contact-messages', file: 'contact-messages.tsx', nav: 'contentNavContact', record: 'contact-message.tsx' },
  ]),
  ...pagesOf(dir, 'reviews.manage', [{ path: 'reviews', file: 'reviews.tsx', nav: 'contentNavReviews' }]),
];
