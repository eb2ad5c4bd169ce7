import type { ConsolePage } from '../console-page.ts';

const dir = 'routes/admin/content';

/**
 * The console's content pages (decisions 061, 065), in the order of the navigation; admin-pages.ts joins every
 * part's. A record's page (`:id`, or `new`) opens from its list and has no entry of its own. The community page
 * is a page like the others: its entry opens it at once.
 */
export const contentPages: readonly ConsolePage[] = [
  { path: 'events', file: `${dir}/events.tsx`, permission: 'events.manage', nav: { label: 'contentNavEvents' } },
  { path: 'events/:id', file: `${dir}/event-edit.tsx`, permission: 'events.manage' },
  { path: 'media', file: `${dir}/media.tsx`, permission: 'media.manage', nav: { label: 'contentNavMedia' } },
  { path: 'media/:id', file: `${dir}/media-edit.tsx`, permission: 'media.manage' },
  {
    path: 'sponsorship-requests',
    file: `${dir}/sponsorship-requests.tsx`,
    permission: 'sponsorship.manage',
    nav: { label: 'contentNavSponsorship' },
  },
  {
    path: 'sponsorship-packages',
    file: `${dir}/sponsorship-packages.tsx`,
    permission: 'sponsorship.manage',
    nav: { label: 'contentNavPackages' },
  },
  { path: 'sponsorship-packages/:id', file: `${dir}/package-edit.tsx`, permission: 'sponsorship.manage' },
  { path: 'pages', file: `${dir}/pages.tsx`, permission: 'pages.manage', nav: { label: 'contentNavPages' } },
  { path: 'pages/:id', file: `${dir}/page-edit.tsx`, permission: 'pages.manage' },
  { path: 'faqs', file: `${dir}/faqs.tsx`, permission: 'pages.manage', nav: { label: 'contentNavFaqs' } },
  { path: 'faqs/:id', file: `${dir}/faq-edit.tsx`, permission: 'pages.manage' },
  {
    path: 'community',
    file: `${dir}/community.tsx`,
    permission: 'pages.manage',
    nav: { label: 'contentNavCommunity' },
  },
  { path: 'services', file: `${dir}/services.tsx`, permission: 'pages.manage', nav: { label: 'contentNavServices' } },
  { path: 'services/:id', file: `${dir}/service-edit.tsx`, permission: 'pages.manage' },
  { path: 'branches', file: `${dir}/branches.tsx`, permission: 'pages.manage', nav: { label: 'contentNavBranches' } },
  { path: 'branches/:id', file: `${dir}/branch-edit.tsx`, permission: 'pages.manage' },
  {
    path: 'contact-messages',
    file: `${dir}/contact-messages.tsx`,
    permission: 'contact.answer',
    nav: { label: 'contentNavContact' },
  },
  { path: 'contact-messages/:id', file: `${dir}/contact-message.tsx`, permission: 'contact.answer' },
  { path: 'reviews', file: `${dir}/reviews.tsx`, permission: 'reviews.manage', nav: { label: 'contentNavReviews' } },
];
