import { type ConsolePage, pagesOf } from '../console-page.ts';

const dir = 'routes/admin/content';

/**
 * The console's content pages (decisions 061, 065), in the order of the navigation; admin-pages.ts joins every
 * part's. A record's page (`:id`, or `new`) opens from its list and has no entry of its own. The community page
 * is a page like the others: its entry opens it at once.
 */
export const contentPages: readonly ConsolePage[] = [
  ...pagesOf(dir, 'events.manage', [{ path: 'events', nav: 'contentNavEvents', record: 'event-edit.tsx' }]),
  ...pagesOf(dir, 'media.manage', [{ path: 'media', nav: 'contentNavMedia', record: 'media-edit.tsx' }]),
  ...pagesOf(dir, 'sponsorship.manage', [
    { path: 'sponsorship-requests', nav: 'contentNavSponsorship' },
    { path: 'sponsorship-packages', nav: 'contentNavPackages', record: 'package-edit.tsx' },
  ]),
  ...pagesOf(dir, 'pages.manage', [
    { path: 'pages', nav: 'contentNavPages', record: 'page-edit.tsx' },
    { path: 'faqs', nav: 'contentNavFaqs', record: 'faq-edit.tsx' },
    { path: 'community', nav: 'contentNavCommunity' },
    { path: 'services', nav: 'contentNavServices', record: 'service-edit.tsx' },
    { path: 'branches', nav: 'contentNavBranches', record: 'branch-edit.tsx' },
  ]),
  ...pagesOf(dir, 'contact.answer', [
    { path: 'contact-messages', nav: 'contentNavContact', record: 'contact-message.tsx' },
  ]),
  ...pagesOf(dir, 'reviews.manage', [{ path: 'reviews', nav: 'contentNavReviews' }]),
];
