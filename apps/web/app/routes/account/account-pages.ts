// Imported by app/routes.ts, which the build and the browser tests' list of addresses read outside the app
// (e2e/support/route-addresses.ts): plain data and relative type imports only.
import type { Profile } from '@forum/contract/account';
import type { MessageKey } from '../../i18n/en.ts';

type UserType = Profile['userType'];

const CUSTOMERS: readonly UserType[] = ['customer'];
const CUSTOMERS_AND_EXHIBITORS: readonly UserType[] = ['customer', 'exhibitor'];

/** An entry of the account menu: its words, the line an overview card says of it, who sees it (everyone if unsaid). */
type MenuEntry = { label: MessageKey; text: MessageKey; shownTo?: readonly UserType[] };

/**
 * A page of the account area: its path under /account ('' is the overview), its route module when that is not
 * `routes/account/{path}.tsx`, its menu entry if any.
 */
type PageEntry = { path: string; file?: string; menu?: MenuEntry };
export type AccountPage = { path: string; file: string; menu?: MenuEntry };

/**
 * The pages of the account area, listed once (decision 053): app/routes.ts declares them as the account
 * layout's children, and the menu (accountSections) shows those with a menu entry, in this order, the
 * overview first. Exhibitors edit their company, not a personal profile, and cannot save sessions
 * (docs/product/conference-and-workshops.md), so they have no agenda.
 */
const entries: readonly PageEntry[] = [
  { path: '', file: 'routes/account/overview.tsx', menu: { label: 'accountNavOverview', text: 'accountOverviewLead' } },
  {
    path: 'edit-profile',
    menu: { label: 'accountNavEditProfile', text: 'accountCardProfileText', shownTo: ['customer', 'staff'] },
  },
  {
    path: 'exhibitor-edit-profile',
    menu: { label: 'accountNavCompanyProfile', text: 'accountCardCompanyText', shownTo: ['exhibitor'] },
  },
  {
    path: 'agenda',
    menu: { label: 'accountNavAgenda', text: 'accountCardAgendaText', shownTo: ['customer', 'staff'] },
  },
  // the shop's pages are a customer's: staff meet a note there until their console exists (issue 32)
  {
    path: 'orders',
    menu: { label: 'accountNavOrders', text: 'accountCardOrdersText', shownTo: CUSTOMERS_AND_EXHIBITORS },
  },
  { path: 'addresses', menu: { label: 'addressBookTitle', text: 'addressBookCardText', shownTo: CUSTOMERS } },
  { path: 'saved-products', menu: { label: 'savedProductsTitle', text: 'savedProductsCardText', shownTo: CUSTOMERS } },
  // after the order (docs/product/after-sales.md): a customer's, not an exhibitor's or the staff's
  { path: 'returns', menu: { label: 'returnsTitle', text: 'returnsCardText', shownTo: CUSTOMERS } },
  { path: 'special-orders', menu: { label: 'specialOrdersTitle', text: 'specialOrdersCardText', shownTo: CUSTOMERS } },
  { path: 'balance', menu: { label: 'walletTitle', text: 'accountCardWalletText', shownTo: CUSTOMERS } },
  { path: 'change-password', menu: { label: 'accountNavChangePassword', text: 'accountCardPasswordText' } },
  { path: 'settings', menu: { label: 'accountNavSettings', text: 'accountCardSettingsText' } },
  { path: 'orders/:id', file: 'routes/account/order.tsx' },
  { path: 'orders/:id/invoice', file: 'routes/account/invoice.tsx' },
  { path: 'addresses/add', file: 'routes/account/address-add.tsx' },
  { path: 'addresses/:id', file: 'routes/account/address-edit.tsx' },
  { path: 'returns/new', file: 'routes/account/return-new.tsx' },
  { path: 'returns/:id', file: 'routes/account/return.tsx' },
  { path: 'add-order' },
  { path: 'success-order' },
  // notifications and conversations (decision 057): the list of all conversations is the menu's entry
  { path: 'notifications', menu: { label: 'notificationsTitle', text: 'notificationsLead' } },
  { path: 'chat-list', menu: { label: 'chatListTitle', text: 'chatListLead' } },
  { path: 'chat' },
  { path: 'chat/:id', file: 'routes/account/conversation.tsx' },
  { path: 'orders/chat', file: 'routes/account/order-chats.tsx' },
  { path: 'orders/:id/chat', file: 'routes/account/order-chat.tsx' },
];

export const accountPages: readonly AccountPage[] = entries.map((page) => ({
  ...page,
  file: page.file ?? `routes/account/${page.path}.tsx`,
}));
