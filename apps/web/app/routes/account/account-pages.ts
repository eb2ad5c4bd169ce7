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
    // the shop's pages are a customer's: staff meet a note there until their console exists (issue 32)
    menu: { label: 'accountNavOrders', text: 'accountCardOrdersText', shownTo: ['customer', 'exhibitor'] },
  },
  {
    path: 'addresses',
    file: 'routes/account/addresses.tsx',
    menu: { label: 'addressBookTitle', text: 'addressBookCardText', shownTo: ['customer'] },
  },
  {
    path: 'saved-products',
    file: 'routes/account/saved-products.tsx',
    menu: { label: 'savedProductsTitle', text: 'savedProductsCardText', shownTo: ['customer'] },
  },
  // after the order (docs/product/after-sales.md): a customer's, not an exhibitor's or the staff's
  {
    path: 'returns',
    file: 'routes/account/returns.tsx',
    menu: { label: 'returnsTitle', text: 'returnsCardText', shownTo: ['customer'] },
  },
  {
    path: 'special-orders',
    file: 'routes/account/special-orders.tsx',
    menu: { label: 'specialOrdersTitle', text: 'specialOrdersCardText', shownTo: ['customer'] },
  },
  {
    path: 'balance',
    file: 'routes/account/balance.tsx',
    menu: { label: 'walletTitle', text: 'accountCardWalletText', shownTo: ['customer'] },
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
  { path: 'orders/:id/invoice', file: 'routes/account/invoice.tsx' },
  { path: 'addresses/add', file: 'routes/account/address-add.tsx' },
  { path: 'addresses/:id', file: 'routes/account/address-edit.tsx' },
  { path: 'returns/new', file: 'routes/account/return-new.tsx' },
  { path: 'returns/:id', file: 'routes/account/return.tsx' },
  { path: 'add-order', file: 'routes/account/add-order.tsx' },
  { path: 'success-order', file: 'routes/account/success-order.tsx' },
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
