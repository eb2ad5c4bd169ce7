// Imported by app/routes.ts, which the build and the browser tests' list of addresses read outside the app
// (e2e/support/route-addresses.ts): plain data and relative type imports only.
import type { Profile } from '@forum/contract/account';
import type { MessageKey } from '../../i18n/en.ts';

type UserType = Profile['userType'];

/** An entry of the account menu: its words, the line an overview card says of it, who sees it (everyone if unsaid). */
type MenuEntry = { label: MessageKey; text: MessageKey; shownTo?: readonly UserType[] };

/** A page of the account area: its path under /account ('' is the overview), its route module, its menu entry if any. */
export type AccountPage = { path: string; file: string; menu?: MenuEntry };

/**
 * The pages of the account area, listed once (decision 053): app/routes.ts declares them as the account
 * layout's children, and the menu (accountSections) shows those with a menu entry, in this order, the
 * overview first. Exhibitors edit their company, not a personal profile, and cannot save sessions
 * (docs/product/conference-and-workshops.md), so they have no agenda.
 */
export const accountPages: readonly AccountPage[] = [
  {
    path: '',
    file: 'routes/account/overview.tsx',
    menu: { label: 'accountNavOverview', text: 'accountOverviewLead' },
  },
  {
    path: 'edit-profile',
    file: 'routes/account/edit-profile.tsx',
    menu: { label: 'accountNavEditProfile', text: 'accountCardProfileText', shownTo: ['customer', 'staff'] },
  },
  {
    path: 'exhibitor-edit-profile',
    file: 'routes/account/exhibitor-edit-profile.tsx',
    menu: { label: 'accountNavCompanyProfile', text: 'accountCardCompanyText', shownTo: ['exhibitor'] },
  },
  {
    path: 'agenda',
    file: 'routes/account/agenda.tsx',
    menu: { label: 'accountNavAgenda', text: 'accountCardAgendaText', shownTo: ['customer', 'staff'] },
  },
  {
    path: 'orders',
    file: 'routes/account/orders.tsx',
    menu: { label: 'accountNavOrders', text: 'accountCardOrdersText' },
  },
  {
    path: 'change-password',
    file: 'routes/account/change-password.tsx',
    menu: { label: 'accountNavChangePassword', text: 'accountCardPasswordText' },
  },
  {
    path: 'settings',
    file: 'routes/account/settings.tsx',
    menu: { label: 'accountNavSettings', text: 'accountCardSettingsText' },
  },
  { path: 'orders/:id', file: 'routes/account/order.tsx' },
  // notifications and conversations (decision 057): the list of all conversations is the menu's entry
  {
    path: 'notifications',
    file: 'routes/account/notifications.tsx',
    menu: { label: 'notificationsTitle', text: 'notificationsLead' },
  },
  { path: 'chat-list', file: 'routes/account/chat-list.tsx', menu: { label: 'chatListTitle', text: 'chatListLead' } },
  { path: 'chat', file: 'routes/account/chat.tsx' },
  { path: 'chat/:id', file: 'routes/account/conversation.tsx' },
  { path: 'orders/chat', file: 'routes/account/order-chats.tsx' },
  { path: 'orders/:id/chat', file: 'routes/account/order-chat.tsx' },
];
