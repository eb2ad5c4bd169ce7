import { contentPaths } from './console/content-paths.ts';
import { exhibitionPaths } from './console/exhibition-paths.ts';
import { framePaths } from './console/frame-paths.ts';
import { peoplePaths } from './console/people-paths.ts';
import { programmePaths } from './console/programme-paths.ts';
import { settingsPaths } from './console/settings-paths.ts';

/**
 * Every API endpoint by name: its method and path under /api, `{name}` marking a path parameter
 * (decision 029). Zod-free, so the browser's client can carry it; the schemas of each endpoint are in
 * `endpoints.ts`, which must name exactly these endpoints (a compile error otherwise), and the API is
 * checked against both (`apps/api/src/app/endpoints.test.ts`).
 */
export const endpointPaths = {
  // settings and health
  'settings.get': 'GET /settings',
  'health.get': 'GET /health',

  // accounts: customers (and staff) at the root, exhibitors under /exhibitors (docs/product/accounts.md)
  'accounts.guestSession': 'POST /login/guests',
  'accounts.login': 'POST /login',
  'accounts.register': 'POST /register',
  'accounts.verifyEmail': 'GET /register/email/verify/{email}/{code}',
  'accounts.resendCode': 'GET /register/email/resend/{email}',
  'accounts.forgotPassword': 'POST /forgot-password/email',
  'accounts.checkResetCode': 'GET /forgot-password/verify/email/{email}/{code}',
  'accounts.resetPassword': 'POST /forgot-password/reset/email',
  'accounts.updateProfile': 'POST /profile',
  'accounts.delete': 'DELETE /profile',
  'exhibitorAccounts.login': 'POST /exhibitors/login',
  'exhibitorAccounts.register': 'POST /exhibitors/register',
  'exhibitorAccounts.verifyEmail': 'GET /exhibitors/register/email/verify/{email}/{code}',
  'exhibitorAccounts.resendCode': 'GET /exhibitors/register/email/resend/{email}',
  'exhibitorAccounts.forgotPassword': 'POST /exhibitors/forgot-password/email',
  'exhibitorAccounts.checkResetCode': 'GET /exhibitors/forgot-password/verify/email/{email}/{code}',
  'exhibitorAccounts.resetPassword': 'POST /exhibitors/forgot-password/reset/email',
  'exhibitorAccounts.updateProfile': 'POST /exhibitors/profile',
  'exhibitorAccounts.delete': 'DELETE /exhibitors/profile',
  'accounts.profile': 'GET /profile',
  'accounts.changePassword': 'POST /profile/password',
  'accounts.logout': 'POST /logout',
  'accounts.publicProfile': 'GET /profiles/{id}',
  'uploads.create': 'POST /uploads',

  // the exhibition and the branches
  'branches.list': 'GET /branches',
  'exhibition.categories': 'GET /exhibitor-categories',
  'exhibition.exhibitors': 'GET /exhibitors',
  'exhibition.exhibitor': 'GET /exhibitors/{id}',
  'exhibition.map': 'GET /exhibition/map',
  'exhibition.filters': 'GET /exhibition/filters',

  // the catalogue, search and reviews
  'products.list': 'GET /products',
  'products.get': 'GET /products/{id}',
  'categories.tree': 'GET /categories',
  'categories.get': 'GET /categories/{id}',
  'brands.list': 'GET /brands',
  'brands.get': 'GET /brands/{id}',
  'search.site': 'GET /search',
  'search.suggestions': 'GET /search/suggestions',
  'reviews.list': 'GET /reviews',
  'reviews.get': 'GET /reviews/{id}',
  'reviews.create': 'POST /reviews',

  // the conference, workshops and the personal agenda
  'conference.get': 'GET /conference',
  'conference.sessions': 'GET /conference-sessions',
  'conference.session': 'GET /conference-sessions/{id}',
  'conference.sessionCalendar': 'GET /conference-sessions/{id}/calendar.ics',
  'conference.speakers': 'GET /speakers',
  'conference.speaker': 'GET /speakers/{id}',
  'workshops.list': 'GET /workshops',
  'workshops.mine': 'GET /workshops/registrations',
  'workshops.get': 'GET /workshops/{id}',
  'workshops.calendar': 'GET /workshops/{id}/calendar.ics',
  'workshops.register': 'POST /workshops/{id}/registration',
  'workshops.cancel': 'DELETE /workshops/{id}/registration',
  'wishlist.get': 'GET /wishlist',
  'wishlist.add': 'POST /wishlist',
  'wishlist.removeSession': 'DELETE /wishlist/{id}/conferenceSession',
  'wishlist.removeProduct': 'DELETE /wishlist/{id}/product',
  'wishlist.moveToCart': 'PATCH /wishlist/{id}/move-to-cart',
  'wishlist.flush': 'DELETE /wishlist/flush',
  'wishlist.calendarFeed': 'GET /wishlist/calendar',
  'wishlist.createCalendarFeed': 'POST /wishlist/calendar',
  'wishlist.revokeCalendarFeed': 'DELETE /wishlist/calendar',
  'wishlist.agendaCalendar': 'GET /wishlist/calendar.ics',

  // the cart, addresses, orders and payments
  'cart.get': 'GET /cart',
  'cart.add': 'POST /cart',
  'cart.empty': 'DELETE /cart',
  'cart.changes': 'GET /cart/changes',
  'cart.removeItem': 'DELETE /cart/{id}/items',
  'cart.setQuantity': 'PUT /cart/{id}/quantity',
  'cart.coupon': 'POST /cart/coupon',
  'addresses.countries': 'GET /countries',
  'addresses.cities': 'GET /cities',
  'addresses.districts': 'GET /districts',
  'addresses.list': 'GET /addresses',
  'addresses.add': 'POST /addresses',
  'addresses.change': 'PUT /addresses/{id}',
  'addresses.remove': 'DELETE /addresses/{id}',
  'orders.shipmentTypes': 'GET /shipment-types',
  'orders.bankAccounts': 'GET /bank-accounts',
  'orders.bankAccount': 'GET /bank-accounts/{id}',
  'orders.place': 'POST /orders',
  'orders.list': 'GET /orders',
  'orders.get': 'GET /orders/{id}',
  'orders.cancel': 'POST /orders/{id}/cancel',
  'payments.start': 'POST /orders/{id}/payments',
  'payments.changeMethod': 'POST /orders/{id}/payment-method',
  'payments.webhook': 'POST /payments/webhook/{provider}',

  // after the order: transfer proofs, invoices, the wallet, returns, special orders (decision 035)
  'orders.sendTransferProof': 'POST /orders/{id}/transfer-proof',
  'orders.transferProofFile': 'GET /orders/{id}/transfer-proof/{proofId}',
  'orders.invoice': 'GET /orders/{id}/invoice',
  'payments.check': 'POST /orders/{id}/payments/check',
  'wallet.get': 'GET /wallet',
  'returns.list': 'GET /returns',
  'returns.create': 'POST /returns',
  'returns.get': 'GET /returns/{id}',
  'specialOrders.create': 'POST /special-orders',
  'specialOrders.list': 'GET /special-orders',
  // the staff's calls, each checking a named permission (decision 035)
  'admin.moveOrder': 'POST /admin/orders/{id}/moves',
  'admin.transferProofFile': 'GET /admin/orders/{id}/transfer-proof/{proofId}',
  'admin.confirmTransfer': 'POST /admin/orders/{id}/transfer/confirm',
  'admin.rejectTransfer': 'POST /admin/orders/{id}/transfer/reject',
  'admin.approveReturn': 'POST /admin/returns/{id}/approve',
  'admin.rejectReturn': 'POST /admin/returns/{id}/reject',
  'admin.receiveReturn': 'POST /admin/returns/{id}/receive',
  'admin.refundReturn': 'POST /admin/returns/{id}/refund',
  'admin.adjustWallet': 'POST /admin/wallets/{userId}/adjustments',
  'admin.quoteSpecialOrder': 'POST /admin/special-orders/{id}/quote',
  'admin.declineSpecialOrder': 'POST /admin/special-orders/{id}/decline',

  // notifications, conversations and the live stream (decision 037)
  'notifications.list': 'GET /notifications',
  'notifications.read': 'POST /notifications/{id}/read',
  'notifications.readAll': 'POST /notifications/read-all',
  'live.stream': 'GET /stream',
  'chats.list': 'GET /chats',
  'chats.start': 'POST /chats',
  'chats.messages': 'GET /chats/{id}/messages',
  'chats.send': 'POST /chats/{id}/messages',
  'chats.block': 'POST /chats/{id}/block',
  'chats.unblock': 'POST /chats/{id}/unblock',
  'orders.messages': 'GET /orders/{id}/messages',
  'orders.sendMessage': 'POST /orders/{id}/messages',
  'admin.chats': 'GET /admin/chats',
  'admin.chatMessages': 'GET /admin/chats/{id}/messages',
  'admin.answerChat': 'POST /admin/chats/{id}/messages',

  // events, the media centre, sponsorship and the information pages
  'events.list': 'GET /events',
  'events.get': 'GET /events/{id}',
  'events.calendar': 'GET /events/{id}/calendar.ics',
  'media.list': 'GET /media',
  'media.get': 'GET /media/{type}/{id}',
  'sponsorship.packages': 'GET /subscriptions',
  'sponsorship.request': 'POST /sponsorship-requests',
  'info.page': 'GET /pages/{slug}',
  'info.faqs': 'GET /faqs',
  'info.contact': 'POST /contact-us',
  'info.services': 'GET /services',
  'info.service': 'GET /services/{id}',
  'info.community': 'GET /community',
  'info.sitemap': 'GET /sitemap',

  // the staff console (decision 061), one table per part of it
  ...framePaths,
  ...peoplePaths,
  ...programmePaths,
  ...exhibitionPaths,
  ...contentPaths,
  ...settingsPaths,
} as const;

export type EndpointName = keyof typeof endpointPaths;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RouteOf<N extends EndpointName> = (typeof endpointPaths)[N];
// each distributes over a union of names (a family's two endpoints, say)
export type EndpointMethod<N extends EndpointName> = N extends unknown
  ? RouteOf<N> extends `${infer M extends HttpMethod} ${string}`
    ? M
    : never
  : never;
export type EndpointPath<N extends EndpointName> = N extends unknown
  ? RouteOf<N> extends `${HttpMethod} ${infer P}`
    ? P
    : never
  : never;

/** The names of a path's `{name}` parameters: `'/media/{type}/{id}'` → `'type' | 'id'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;
export type PathParams<N extends EndpointName> = { [K in PathParamNames<EndpointPath<N>>]: string | number };

/** An endpoint's method and path (with its `{name}` placeholders). */
export function endpointRoute<N extends EndpointName>(name: N): { method: EndpointMethod<N>; path: EndpointPath<N> } {
  const route: string | undefined = endpointPaths[name];
  if (route === undefined) throw new Error(`no endpoint ${name}`);
  const space = route.indexOf(' ');
  return { method: route.slice(0, space), path: route.slice(space + 1) } as {
    method: EndpointMethod<N>;
    path: EndpointPath<N>;
  };
}

/** The names of a path's `{name}` parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}

/**
 * The path with each `{name}` replaced by its value, encoded as one path segment; a parameter that
 * is missing or empty is a programming error and throws rather than call another endpoint.
 */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
