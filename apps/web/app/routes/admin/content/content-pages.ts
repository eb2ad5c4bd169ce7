import { type ConsolePage, pagesOf } from '../console-page.ts';

const dir = 'routes/admin/content';

/**
 * The console's content pages (decisions 061, 065), in the order of the navigation; admin-pages.ts joins every
 * part's. A record's page (`:id`, or `new`) opens from its list and has no entry of its own. The community page
 * is a page like the others: its entry opens it at once.
 */
export const contentPages: readonly ConsolePage[] = [
  ...pagesOf(dir, 'events.manage', [
    { path: 'events', file: 'events.tsx', nav: 'contentNavEvents' },
    { path: 'events/:id', file: 'event-edit.tsx' },
  ]),
  ...pagesOf(dir, 'media.manage', [
    { path: 'media', file: 'media.tsx', nav: 'contentNavMedia' },
    { path: 'media/:id', file: 'media-edit.tsx' },
  ]),
  ...pagesOf(dir, 'sponsorship.manage', [
    { path: 'sponsorship-requests', file: 'sponsorship-requests.tsx', nav: 'contentNavSponsorship' },
    { path: 'sponsorship-packages', file: 'sponsorship-packages.tsx', nav: 'contentNavPackages' },
    { path: 'sponsorship-packages/:id', file: 'package-edit.tsx' },
  ]),
  ...pagesOf(dir, 'pages.manage', [
    { path: 'pages', file: 'pages.tsx', nav: 'contentNavPages' },
    { path: 'pages/:id', file: 'page-edit.tsx' },
    { path: 'faqs', file: 'faqs.tsx', nav: 'contentNavFaqs' },
    { path: 'faqs/:id', file: 'faq-edit.tsx' },
    { path: 'community', file: 'community.tsx', nav: 'contentNavCommunity' },
    { path: 'services', file: 'services.tsx', nav: 'contentNavServices' },
    { path: 'services/:id', file: 'service-edit.tsx' },
    { path: 'branches', file: 'branches.tsx', nav: 'contentNavBranches' },
    { path: 'branches/:id', file: 'branch-edit.tsx' },
  ]),
  ...pagesOf(dir, 'contact.answer', [
    { path: 'contact-messages', file: 'contact-messages.tsx', nav: 'contentNavContact' },
    { path: 'contact-messages/:id', file: 'contact-message.tsx' },
  ]),
  ...pagesOf(dir, 'reviews.manage', [{ path: 'reviews', file: 'reviews.tsx', nav: 'contentNavReviews' }]),
];
