import type { z } from 'zod';
import {
  BranchListSchema,
  ChangePasswordBodySchema,
  CodeCheckResponseSchema,
  CodeSentResponseSchema,
  DeleteAccountBodySchema,
  EmailCodeParamsSchema,
  EmailParamsSchema,
  ExhibitorCategoryListSchema,
  ExhibitorProfileUpdateBodySchema,
  ExhibitorRegisterBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MessageResponseSchema,
  ProfileResponseSchema,
  ProfileUpdateBodySchema,
  PublicIdParamsSchema,
  PublicProfileResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UploadResponseSchema,
} from './account.ts';
import {
  AddressBodySchema,
  AddressesResponseSchema,
  AddressResponseSchema,
  CitiesQuerySchema,
  CountriesResponseSchema,
  DistrictsQuerySchema,
  PlacesResponseSchema,
} from './addresses.ts';
import {
  AdminNoteBodySchema,
  AdminOrderMoveBodySchema,
  AdminOrderResponseSchema,
  AdminQuoteBodySchema,
  AdminRefundBodySchema,
  AdminReturnReceiveBodySchema,
  AdminReturnResponseSchema,
  AdminWalletAdjustBodySchema,
  AdminWalletResponseSchema,
  CreateReturnBodySchema,
  CreateSpecialOrderBodySchema,
  InvoiceResponseSchema,
  PrivateFileQuerySchema,
  ReturnPhotoParamsSchema,
  ReturnResponseSchema,
  ReturnsQuerySchema,
  ReturnsResponseSchema,
  SpecialOrderResponseSchema,
  SpecialOrdersResponseSchema,
  TransferProofParamsSchema,
  TransferProofResponseSchema,
  UserIdParamsSchema,
  WalletQuerySchema,
  WalletResponseSchema,
} from './after-sales.ts';
import type { ApiErrorCode } from './api-errors.ts';
import {
  AddToCartBodySchema,
  CartChangesResponseSchema,
  CartCouponBodySchema,
  CartQuantityBodySchema,
  CartResponseSchema,
  CartTypeQuerySchema,
} from './cart.ts';
import { BrandListSchema, BrandResponseSchema, CategoryResponseSchema, CategoryTreeSchema } from './catalogue.ts';
import {
  ConferenceResponseSchema,
  SessionListQuerySchema,
  SessionPageSchema,
  SessionResponseSchema,
  SpeakerListQuerySchema,
  SpeakerPageSchema,
  SpeakerResponseSchema,
} from './conference.ts';
import { contentEndpoints } from './console/content.ts';
import { exhibitionEndpoints } from './console/exhibition.ts';
import { frameEndpoints } from './console/frame.ts';
import { peopleEndpoints } from './console/people.ts';
import { programmeEndpoints } from './console/programme.ts';
import { settingsEndpoints } from './console/settings.ts';
import {
  type EndpointName,
  type EndpointPath,
  endpointRoute,
  type HttpMethod,
  pathParamNames,
} from './endpoint-paths.ts';
import { CalendarQuerySchema, EventListQuerySchema, EventPageSchema, EventResponseSchema } from './events.ts';
import {
  ExhibitionFiltersSchema,
  ExhibitionMapSchema,
  ExhibitorListQuerySchema,
  ExhibitorPageSchema,
  ExhibitorResponseSchema,
} from './exhibition.ts';
import { EnquirySentSchema } from './forms.ts';
import { HealthSchema } from './health.ts';
import {
  CommunitySchema,
  ContactBodySchema,
  FaqListSchema,
  FaqQuerySchema,
  PageResponseSchema,
  PageSlugParamsSchema,
  ServiceListSchema,
  ServiceResponseSchema,
  SitemapSchema,
} from './info.ts';
import { MediaItemResponseSchema, MediaListQuerySchema, MediaPageSchema, MediaParamsSchema } from './media.ts';
import {
  ChatBlockResponseSchema,
  ChatMessagesQuerySchema,
  ChatMessagesResponseSchema,
  ChatsQuerySchema,
  ChatsResponseSchema,
  NotificationReadResponseSchema,
  NotificationsQuerySchema,
  NotificationsResponseSchema,
  OrderMessagesResponseSchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
  StartChatBodySchema,
  StreamQuerySchema,
} from './notifications.ts';
import {
  BankAccountResponseSchema,
  BankAccountsResponseSchema,
  CartQuerySchema,
  CreateOrderBodySchema,
  CreateOrderResponseSchema,
  OrderResponseSchema,
  OrdersQuerySchema,
  OrdersResponseSchema,
  PaymentMethodBodySchema,
  PaymentStartBodySchema,
  PaymentStartSchema,
  PaymentWebhookParamsSchema,
  PaymentWebhookResponseSchema,
  ShipmentTypesResponseSchema,
} from './orders.ts';
import { IdParamsSchema } from './params.ts';
import { type StaffPermission, staffPermissions } from './permissions.ts';
import { ProductListQuerySchema, ProductPageSchema, ProductResponseSchema } from './products.ts';
import {
  CreatedReviewSchema,
  CreateReviewBodySchema,
  ReviewListQuerySchema,
  ReviewPageSchema,
  ReviewResponseSchema,
} from './reviews.ts';
import { SearchQuerySchema, SearchResultSchema, SuggestionListSchema } from './search.ts';
import { GuestLoginResponseSchema } from './session.ts';
import { SettingsResponseSchema } from './settings.ts';
import { SponsorshipPackageListSchema, SponsorshipRequestBodySchema, SubscriptionsQuerySchema } from './sponsorship.ts';
import {
  AddToWishlistBodySchema,
  CalendarFeedQuerySchema,
  CalendarFeedResponseSchema,
  FlushWishlistQuerySchema,
  MoveToCartResponseSchema,
  WishlistQuerySchema,
  WishlistResponseSchema,
} from './wishlist.ts';
import {
  MyWorkshopsResponseSchema,
  RegistrationResponseSchema,
  WorkshopListQuerySchema,
  WorkshopPageSchema,
  WorkshopResponseSchema,
} from './workshops.ts';

export type { EndpointName, HttpMethod };

/**
 * What an endpoint takes and answers, beside its method and path in `endpoint-paths.ts`:
 * `params` (the path's `{name}`s), `query`, `body` (`'multipart'` for a file upload), and `answer`,
 * the schema of `data` in `{ data }` (absent when the answer is a file, with `produces`).
 * `status` lists the success codes, 200 unless it says otherwise.
 * `auth` and `errors` say who may call it and how it refuses (decision 033): see `errorsOf`.
 */
export type EndpointSchemas = {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType | 'multipart';
  answer?: z.ZodType;
  status?: readonly number[];
  /** A file, or (`text/event-stream`) the live stream, whose events packages/contract/src/notifications.ts describes. */
  produces?: 'text/calendar' | 'text/event-stream' | 'application/octet-stream' | 'text/csv';
  /**
   * Who may call it, checked before anything sent is read (decision 059): `'session'` needs a session
   * (401 without; whether a guest's will do is the service's answer: the cart yes, the wishlist 403),
   * `'account'` a signed-in account (no session or a guest 401). Without it the endpoint is public and a
   * session is optional.
   */
  auth?: 'session' | 'account';
  /**
   * Its own refusals, by code of `apiErrorStatus` (packages/contract/src/api-errors.ts), beyond the
   * ones `errorsOf` adds by itself; `'tooManyRequests'` for a rate-limited endpoint.
   */
  errors?: readonly ApiErrorCode[];
  /**
   * A staff call's permission (decision 035): the caller must be staff whose group holds it (truthy),
   * else 403; a guest 401. Every entry under `/admin` names one (`StaffEndpointSchemas`), and the API
   * checks it before the body is read (`endpoint()`, apps/api/src/http/endpoint.ts, decision 048).
   */
  permission?: StaffPermission;
};

/** A staff call under `/admin`: a signed-in account whose group holds the named permission. */
export type StaffEndpointSchemas = EndpointSchemas & { auth: 'account'; permission: StaffPermission };
/** What the table holds for a name: an entry under `/admin` without its permission does not compile. */
export type EndpointEntry<N extends EndpointName> =
  EndpointPath<N> extends `/admin/${string}` ? StaffEndpointSchemas : EndpointSchemas;

const idParams = { params: IdParamsSchema };
const calendarFile = { query: CalendarQuerySchema, produces: 'text/calendar' } as const;
const created = [201] as const;

/** The schemas of every endpoint, by the names of `endpointPaths` (decision 029). */
export const endpoints = {
  'settings.get': { answer: SettingsResponseSchema },
  'health.get': { answer: HealthSchema, status: [200, 503] },

  'accounts.guestSession': { answer: GuestLoginResponseSchema, errors: ['tooManyRequests'] },
  'accounts.login': {
    body: LoginBodySchema,
    answer: LoginResponseSchema,
    errors: ['invalidCredentials', 'loginCodeNeeded', 'tooManyRequests', 'accountDisabled'],
  },
  'accounts.register': {
    body: RegisterBodySchema,
    answer: CodeSentResponseSchema,
    status: created,
    errors: ['tooManyRequests'],
  },
  'accounts.verifyEmail': {
    params: EmailCodeParamsSchema,
    answer: LoginResponseSchema,
    errors: ['tooManyRequests', 'accountDisabled'],
  },
  'accounts.resendCode': { params: EmailParamsSchema, answer: CodeSentResponseSchema, errors: ['tooManyRequests'] },
  'accounts.forgotPassword': {
    body: ForgotPasswordBodySchema,
    answer: CodeSentResponseSchema,
    errors: ['tooManyRequests'],
  },
  'accounts.checkResetCode': {
    params: EmailCodeParamsSchema,
    answer: CodeCheckResponseSchema,
    errors: ['tooManyRequests'],
  },
  'accounts.resetPassword': {
    body: ResetPasswordBodySchema,
    answer: MessageResponseSchema,
    errors: ['tooManyRequests'],
  },
  'accounts.updateProfile': {
    body: ProfileUpdateBodySchema,
    answer: ProfileResponseSchema,
    auth: 'account',
    errors: ['forbidden'],
  },
  'accounts.delete': {
    body: DeleteAccountBodySchema,
    answer: MessageResponseSchema,
    auth: 'account',
    errors: ['forbidden', 'tooManyRequests'],
  },
  'exhibitorAccounts.login': {
    body: LoginBodySchema,
    answer: LoginResponseSchema,
    errors: ['invalidCredentials', 'loginCodeNeeded', 'tooManyRequests', 'accountDisabled'],
  },
  'exhibitorAccounts.register': {
    body: ExhibitorRegisterBodySchema,
    answer: CodeSentResponseSchema,
    status: created,
    errors: ['tooManyRequests'],
  },
  'exhibitorAccounts.verifyEmail': {
    params: EmailCodeParamsSchema,
    answer: LoginResponseSchema,
    errors: ['tooManyRequests', 'accountDisabled'],
  },
  'exhibitorAccounts.resendCode': {
    params: EmailParamsSchema,
    answer: CodeSentResponseSchema,
    errors: ['tooManyRequests'],
  },
  'exhibitorAccounts.forgotPassword': {
    body: ForgotPasswordBodySchema,
    answer: CodeSentResponseSchema,
    errors: ['tooManyRequests'],
  },
  'exhibitorAccounts.checkResetCode': {
    params: EmailCodeParamsSchema,
    answer: CodeCheckResponseSchema,
    errors: ['tooManyRequests'],
  },
  'exhibitorAccounts.resetPassword': {
    body: ResetPasswordBodySchema,
    answer: MessageResponseSchema,
    errors: ['tooManyRequests'],
  },
  'exhibitorAccounts.updateProfile': {
    body: ExhibitorProfileUpdateBodySchema,
    answer: ProfileResponseSchema,
    auth: 'account',
    errors: ['forbidden'],
  },
  'exhibitorAccounts.delete': {
    body: DeleteAccountBodySchema,
    answer: MessageResponseSchema,
    auth: 'account',
    errors: ['forbidden', 'tooManyRequests'],
  },
  'accounts.profile': { answer: ProfileResponseSchema, auth: 'session' },
  'accounts.changePassword': {
    body: ChangePasswordBodySchema,
    answer: LoginResponseSchema,
    auth: 'account',
    errors: ['forbidden', 'tooManyRequests'],
  },
  'accounts.logout': { answer: MessageResponseSchema },
  'accounts.publicProfile': { params: PublicIdParamsSchema, answer: PublicProfileResponseSchema },
  'uploads.create': {
    body: 'multipart',
    answer: UploadResponseSchema,
    status: created,
    auth: 'session',
    errors: ['tooManyRequests'],
  },

  'branches.list': { answer: BranchListSchema },
  'exhibition.categories': { answer: ExhibitorCategoryListSchema },
  'exhibition.exhibitors': { query: ExhibitorListQuerySchema, answer: ExhibitorPageSchema },
  'exhibition.exhibitor': { ...idParams, answer: ExhibitorResponseSchema },
  'exhibition.map': { answer: ExhibitionMapSchema },
  'exhibition.filters': { answer: ExhibitionFiltersSchema },

  'products.list': { query: ProductListQuerySchema, answer: ProductPageSchema },
  'products.get': { ...idParams, answer: ProductResponseSchema },
  'categories.tree': { answer: CategoryTreeSchema },
  'categories.get': { ...idParams, answer: CategoryResponseSchema },
  'brands.list': { answer: BrandListSchema },
  'brands.get': { ...idParams, answer: BrandResponseSchema },
  'search.site': { query: SearchQuerySchema, answer: SearchResultSchema },
  'search.suggestions': { query: SearchQuerySchema, answer: SuggestionListSchema },
  // a product that does not exist
  'reviews.list': { query: ReviewListQuerySchema, answer: ReviewPageSchema, errors: ['notFound'] },
  'reviews.get': { ...idParams, answer: ReviewResponseSchema },
  'reviews.create': {
    body: CreateReviewBodySchema,
    answer: CreatedReviewSchema,
    auth: 'account',
    errors: ['notFound', 'reviewCustomersOnly', 'reviewNotDelivered', 'reviewExists'],
  },

  'conference.get': { answer: ConferenceResponseSchema },
  'conference.sessions': { query: SessionListQuerySchema, answer: SessionPageSchema },
  'conference.session': { ...idParams, answer: SessionResponseSchema },
  'conference.sessionCalendar': { ...idParams, ...calendarFile },
  'conference.speakers': { query: SpeakerListQuerySchema, answer: SpeakerPageSchema },
  'conference.speaker': { ...idParams, answer: SpeakerResponseSchema },
  'workshops.list': { query: WorkshopListQuerySchema, answer: WorkshopPageSchema },
  'workshops.mine': { answer: MyWorkshopsResponseSchema, auth: 'session', errors: ['forbidden'] },
  'workshops.get': { ...idParams, answer: WorkshopResponseSchema },
  'workshops.calendar': { ...idParams, ...calendarFile },
  'workshops.register': {
    ...idParams,
    answer: RegistrationResponseSchema,
    status: [200, 201],
    auth: 'account',
    errors: ['forbidden', 'workshopClosed'],
  },
  'workshops.cancel': {
    ...idParams,
    answer: RegistrationResponseSchema,
    auth: 'account',
    errors: ['forbidden', 'workshopClosed'],
  },
  'wishlist.get': {
    query: WishlistQuerySchema,
    answer: WishlistResponseSchema,
    auth: 'session',
    errors: ['forbidden'],
  },
  'wishlist.add': {
    body: AddToWishlistBodySchema,
    answer: WishlistResponseSchema,
    auth: 'session',
    errors: ['notFound', 'forbidden'],
  },
  'wishlist.removeSession': { ...idParams, answer: WishlistResponseSchema, auth: 'session', errors: ['forbidden'] },
  'wishlist.removeProduct': { ...idParams, answer: WishlistResponseSchema, auth: 'session', errors: ['forbidden'] },
  'wishlist.moveToCart': {
    ...idParams,
    answer: MoveToCartResponseSchema,
    auth: 'session',
    errors: ['forbidden', 'notEnoughStock', 'optionsNeeded'],
  },
  'wishlist.flush': {
    query: FlushWishlistQuerySchema,
    answer: WishlistResponseSchema,
    auth: 'session',
    errors: ['forbidden'],
  },
  'wishlist.calendarFeed': { answer: CalendarFeedResponseSchema, auth: 'session', errors: ['forbidden'] },
  'wishlist.createCalendarFeed': { answer: CalendarFeedResponseSchema, auth: 'session', errors: ['forbidden'] },
  'wishlist.revokeCalendarFeed': { answer: CalendarFeedResponseSchema, auth: 'session', errors: ['forbidden'] },
  'wishlist.agendaCalendar': { query: CalendarFeedQuerySchema, produces: 'text/calendar', errors: ['notFound'] },

  'cart.get': { query: CartQuerySchema, answer: CartResponseSchema, auth: 'session' },
  'cart.add': {
    body: AddToCartBodySchema,
    answer: CartResponseSchema,
    auth: 'session',
    errors: ['notFound', 'notEnoughStock', 'optionsNeeded'],
  },
  'cart.empty': { query: CartTypeQuerySchema, answer: CartResponseSchema, auth: 'session' },
  'cart.changes': { answer: CartChangesResponseSchema, auth: 'session' },
  'cart.removeItem': { ...idParams, answer: CartResponseSchema, auth: 'session' },
  'cart.setQuantity': {
    ...idParams,
    body: CartQuantityBodySchema,
    answer: CartResponseSchema,
    auth: 'session',
    errors: ['notEnoughStock'],
  },
  'cart.coupon': { body: CartCouponBodySchema, answer: CartResponseSchema, auth: 'session', errors: ['couponRefused'] },
  'addresses.countries': { answer: CountriesResponseSchema },
  'addresses.cities': { query: CitiesQuerySchema, answer: PlacesResponseSchema },
  'addresses.districts': { query: DistrictsQuerySchema, answer: PlacesResponseSchema },
  'addresses.list': { answer: AddressesResponseSchema, auth: 'account', errors: ['customersOnly'] },
  'addresses.add': {
    body: AddressBodySchema,
    answer: AddressResponseSchema,
    auth: 'account',
    errors: ['customersOnly', 'addressLimit'],
  },
  'addresses.change': {
    ...idParams,
    body: AddressBodySchema,
    answer: AddressResponseSchema,
    auth: 'account',
    errors: ['customersOnly'],
  },
  'addresses.remove': { ...idParams, answer: AddressesResponseSchema, auth: 'account', errors: ['customersOnly'] },
  'orders.shipmentTypes': { answer: ShipmentTypesResponseSchema },
  'orders.bankAccounts': { answer: BankAccountsResponseSchema },
  'orders.bankAccount': { ...idParams, answer: BankAccountResponseSchema },
  'orders.place': {
    body: CreateOrderBodySchema,
    answer: CreateOrderResponseSchema,
    auth: 'account',
    errors: [
      'customersOnly',
      'notFound',
      'addressRequired',
      'cartEmpty',
      'couponRefused',
      'notEnoughStock',
      'idempotencyKeyReused',
    ],
  },
  'orders.list': { query: OrdersQuerySchema, answer: OrdersResponseSchema, auth: 'account', errors: ['customersOnly'] },
  'orders.get': { ...idParams, answer: OrderResponseSchema, auth: 'account', errors: ['customersOnly'] },
  'orders.cancel': {
    ...idParams,
    answer: OrderResponseSchema,
    auth: 'account',
    errors: ['customersOnly', 'orderNotCancellable'],
  },
  'payments.start': {
    ...idParams,
    body: PaymentStartBodySchema,
    answer: PaymentStartSchema,
    auth: 'account',
    errors: ['customersOnly', 'orderNotPaidByCard', 'orderNotAwaitingPayment', 'tooManyRequests', 'gatewayUnavailable'],
  },
  'payments.changeMethod': {
    ...idParams,
    body: PaymentMethodBodySchema,
    answer: OrderResponseSchema,
    auth: 'account',
    errors: ['customersOnly', 'orderNotPaidByCard', 'orderNotAwaitingPayment'],
  },
  // the body is the gateway's own, read and verified by its adapter (decision 025)
  'payments.webhook': {
    params: PaymentWebhookParamsSchema,
    answer: PaymentWebhookResponseSchema,
    errors: ['paymentSignature', 'paymentAmountMismatch', 'gatewayUnavailable'],
  },

  // after the order (decision 035)
  'orders.sendTransferProof': {
    ...idParams,
    body: 'multipart',
    answer: TransferProofResponseSchema,
    status: created,
    auth: 'account',
    errors: ['customersOnly', 'transferProofNotExpected', 'tooManyRequests'],
  },
  'orders.transferProofFile': {
    params: TransferProofParamsSchema,
    produces: 'application/octet-stream',
    auth: 'account',
    errors: ['customersOnly'],
  },
  'orders.invoice': { ...idParams, answer: InvoiceResponseSchema, auth: 'account', errors: ['customersOnly'] },
  'payments.check': {
    ...idParams,
    answer: OrderResponseSchema,
    auth: 'account',
    errors: ['customersOnly', 'orderNotPaidByCard', 'gatewayUnavailable'],
  },
  'wallet.get': { query: WalletQuerySchema, answer: WalletResponseSchema, auth: 'account', errors: ['customersOnly'] },
  'returns.list': {
    query: ReturnsQuerySchema,
    answer: ReturnsResponseSchema,
    auth: 'account',
    errors: ['customersOnly'],
  },
  'returns.create': {
    body: CreateReturnBodySchema,
    answer: ReturnResponseSchema,
    status: created,
    auth: 'account',
    errors: ['customersOnly', 'notFound', 'returnNotAllowed', 'idempotencyKeyReused'],
  },
  'returns.get': { ...idParams, answer: ReturnResponseSchema, auth: 'account', errors: ['customersOnly'] },
  'specialOrders.create': {
    body: CreateSpecialOrderBodySchema,
    answer: SpecialOrderResponseSchema,
    status: created,
    auth: 'account',
    errors: ['customersOnly', 'tooManyRequests'],
  },
  'specialOrders.list': {
    query: ReturnsQuerySchema,
    answer: SpecialOrdersResponseSchema,
    auth: 'account',
    errors: ['customersOnly'],
  },
  'admin.moveOrder': {
    ...idParams,
    body: AdminOrderMoveBodySchema,
    answer: AdminOrderResponseSchema,
    auth: 'account',
    permission: staffPermissions.orders,
    errors: ['forbidden', 'orderMoveRefused', 'refundExceedsPaid', 'gatewayUnavailable'],
  },
  'admin.transferProofFile': {
    params: TransferProofParamsSchema,
    query: PrivateFileQuerySchema,
    produces: 'application/octet-stream',
    auth: 'account',
    permission: staffPermissions.orders,
    errors: ['forbidden'],
  },
  'admin.confirmTransfer': {
    ...idParams,
    body: AdminNoteBodySchema,
    answer: AdminOrderResponseSchema,
    auth: 'account',
    permission: staffPermissions.orders,
    errors: ['forbidden', 'orderMoveRefused'],
  },
  'admin.rejectTransfer': {
    ...idParams,
    body: AdminNoteBodySchema,
    answer: AdminOrderResponseSchema,
    auth: 'account',
    permission: staffPermissions.orders,
    errors: ['forbidden', 'orderMoveRefused'],
  },
  'admin.returnPhotoFile': {
    params: ReturnPhotoParamsSchema,
    query: PrivateFileQuerySchema,
    produces: 'application/octet-stream',
    auth: 'account',
    permission: staffPermissions.returns,
    errors: ['forbidden'],
  },
  'admin.approveReturn': {
    ...idParams,
    body: AdminNoteBodySchema,
    answer: AdminReturnResponseSchema,
    auth: 'account',
    permission: staffPermissions.returns,
    errors: ['forbidden', 'returnMoveRefused'],
  },
  'admin.rejectReturn': {
    ...idParams,
    body: AdminNoteBodySchema,
    answer: AdminReturnResponseSchema,
    auth: 'account',
    permission: staffPermissions.returns,
    errors: ['forbidden', 'returnMoveRefused'],
  },
  'admin.receiveReturn': {
    ...idParams,
    body: AdminReturnReceiveBodySchema,
    answer: AdminReturnResponseSchema,
    auth: 'account',
    permission: staffPermissions.returns,
    errors: ['forbidden', 'returnMoveRefused'],
  },
  'admin.refundReturn': {
    ...idParams,
    body: AdminRefundBodySchema,
    answer: AdminReturnResponseSchema,
    auth: 'account',
    permission: staffPermissions.returns,
    errors: ['forbidden', 'returnMoveRefused', 'refundExceedsPaid', 'gatewayUnavailable'],
  },
  'admin.adjustWallet': {
    params: UserIdParamsSchema,
    body: AdminWalletAdjustBodySchema,
    answer: AdminWalletResponseSchema,
    auth: 'account',
    permission: staffPermissions.wallets,
    errors: ['forbidden', 'walletInsufficient', 'idempotencyKeyReused'],
  },
  'admin.quoteSpecialOrder': {
    ...idParams,
    body: AdminQuoteBodySchema,
    answer: SpecialOrderResponseSchema,
    auth: 'account',
    permission: staffPermissions.specialOrders,
    errors: ['forbidden', 'orderMoveRefused'],
  },
  'admin.declineSpecialOrder': {
    ...idParams,
    body: AdminNoteBodySchema,
    answer: SpecialOrderResponseSchema,
    auth: 'account',
    permission: staffPermissions.specialOrders,
    errors: ['forbidden', 'orderMoveRefused'],
  },

  'notifications.list': { query: NotificationsQuerySchema, answer: NotificationsResponseSchema, auth: 'account' },
  'notifications.read': { ...idParams, answer: NotificationReadResponseSchema, auth: 'account' },
  'notifications.readAll': { answer: NotificationReadResponseSchema, auth: 'account' },
  'live.stream': {
    query: StreamQuerySchema,
    produces: 'text/event-stream',
    auth: 'account',
    errors: ['tooManyRequests'],
  },
  'chats.list': { query: ChatsQuerySchema, answer: ChatsResponseSchema, auth: 'account' },
  'chats.start': {
    body: StartChatBodySchema,
    answer: SendMessageResponseSchema,
    auth: 'account',
    errors: ['customersOnly', 'forbidden'],
  },
  'chats.messages': {
    ...idParams,
    query: ChatMessagesQuerySchema,
    answer: ChatMessagesResponseSchema,
    auth: 'account',
  },
  'chats.send': {
    ...idParams,
    body: SendMessageBodySchema,
    answer: SendMessageResponseSchema,
    auth: 'account',
    errors: ['forbidden'],
  },
  'chats.block': { ...idParams, answer: ChatBlockResponseSchema, auth: 'account' },
  'chats.unblock': { ...idParams, answer: ChatBlockResponseSchema, auth: 'account' },
  'orders.messages': {
    ...idParams,
    query: ChatMessagesQuerySchema,
    answer: OrderMessagesResponseSchema,
    auth: 'account',
    errors: ['customersOnly'],
  },
  'orders.sendMessage': {
    ...idParams,
    body: SendMessageBodySchema,
    answer: SendMessageResponseSchema,
    auth: 'account',
    errors: ['customersOnly', 'forbidden'],
  },
  'admin.chats': {
    query: ChatsQuerySchema,
    answer: ChatsResponseSchema,
    auth: 'account',
    permission: staffPermissions.chats,
    errors: ['forbidden'],
  },
  'admin.chatMessages': {
    ...idParams,
    query: ChatMessagesQuerySchema,
    answer: ChatMessagesResponseSchema,
    auth: 'account',
    permission: staffPermissions.chats,
    errors: ['forbidden'],
  },
  'admin.answerChat': {
    ...idParams,
    body: SendMessageBodySchema,
    answer: SendMessageResponseSchema,
    auth: 'account',
    permission: staffPermissions.chats,
    errors: ['forbidden'],
  },

  'events.list': { query: EventListQuerySchema, answer: EventPageSchema },
  'events.get': { ...idParams, answer: EventResponseSchema },
  'events.calendar': { ...idParams, ...calendarFile },
  'media.list': { query: MediaListQuerySchema, answer: MediaPageSchema },
  'media.get': { params: MediaParamsSchema, answer: MediaItemResponseSchema },
  'sponsorship.packages': { query: SubscriptionsQuerySchema, answer: SponsorshipPackageListSchema },
  'sponsorship.request': {
    body: SponsorshipRequestBodySchema,
    answer: EnquirySentSchema,
    status: created,
    errors: ['tooManyRequests'],
  },
  'info.page': { params: PageSlugParamsSchema, answer: PageResponseSchema },
  'info.faqs': { query: FaqQuerySchema, answer: FaqListSchema },
  'info.contact': { body: ContactBodySchema, answer: EnquirySentSchema, status: created, errors: ['tooManyRequests'] },
  'info.services': { answer: ServiceListSchema },
  'info.service': { ...idParams, answer: ServiceResponseSchema },
  'info.community': { answer: CommunitySchema },
  'info.sitemap': { answer: SitemapSchema },

  // the staff console (decision 061), one table per part of it
  ...frameEndpoints,
  ...peopleEndpoints,
  ...programmeEndpoints,
  ...exhibitionEndpoints,
  ...contentEndpoints,
  ...settingsEndpoints,
} as const satisfies { [N in EndpointName]: EndpointEntry<N> };

type Schemas<N extends EndpointName> = (typeof endpoints)[N];

/** Endpoints answering `{ data }` (not a file): the ones a client calls. */
export type JsonEndpointName = {
  [N in EndpointName]: Schemas<N> extends { produces: string } ? never : N;
}[EndpointName];

/**
 * What a client sends for a schema: its input type, except where a field takes anything (coerced
 * numbers, whose input is `unknown`), which takes what the schema makes of it instead.
 */
export type Sent<I, O> = unknown extends I
  ? O
  : I extends readonly (infer E)[]
    ? Sent<E, O extends readonly (infer F)[] ? F : never>[]
    : I extends object
      ? { [K in keyof I]: Sent<I[K], K extends keyof O ? O[K] : never> }
      : I;
type SentOf<S> = S extends z.ZodType ? Sent<z.input<S>, z.output<S>> : never;

// each distributes over a union of names (a family's two endpoints, say)
export type EndpointBody<N extends EndpointName> = N extends unknown
  ? Schemas<N> extends { body: infer B }
    ? B extends 'multipart'
      ? FormData
      : SentOf<B>
    : never
  : never;
/** A query's optional fields may also be null: the client leaves out null and undefined alike. */
export type EndpointQuery<N extends EndpointName> = N extends unknown
  ? Schemas<N> extends { query: infer Q }
    ? OrNull<SentOf<Q>>
    : never
  : never;
type OrNull<Q> = { [K in keyof Q]: Q[K] | (undefined extends Q[K] ? null : never) };
/** The `data` of a success. */
export type EndpointAnswer<N extends EndpointName> = N extends unknown
  ? Schemas<N> extends { answer: infer A extends z.ZodType }
    ? z.output<A>
    : never
  : never;

/**
 * The refusals an endpoint can answer (decision 033): the ones every endpoint has (a wrong API key
 * 401, a fault 500, maintenance 503 outside the health check), 400 when it reads params, a query or a
 * body or is a write (a body that is not JSON), a write's 403 (the XSRF pair), 413 and 415, 404 when
 * its path names something, and the entry's own `errors`. The OpenAPI document lists them, and the
 * API tier fails on an answer whose code is not among them.
 */
export function errorsOf(name: EndpointName): ApiErrorCode[] {
  const entry: EndpointSchemas = endpoints[name];
  const { method, path } = endpointRoute(name);
  const codes = new Set<ApiErrorCode>(['unauthenticated', 'internal']);
  if (name !== 'health.get') codes.add('maintenance');
  const writes = method !== 'GET';
  if (entry.params || entry.query || entry.body || writes) codes.add('validation');
  if (writes) {
    codes.add('xsrf');
    codes.add('payloadTooLarge');
    codes.add('unsupportedMediaType');
  }
  if (pathParamNames(path).length) codes.add('notFound');
  // a staff call refuses, by its permission, every account whose group lacks it (endpoint() checks it)
  if (entry.permission) codes.add('forbidden');
  for (const code of entry.errors ?? []) codes.add(code);
  return [...codes];
}
