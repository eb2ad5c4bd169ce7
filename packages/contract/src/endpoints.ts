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
import type { EndpointName, HttpMethod } from './endpoint-paths.ts';
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
  BankAccountResponseSchema,
  BankAccountsResponseSchema,
  CartQuerySchema,
  CreateOrderBodySchema,
  CreateOrderResponseSchema,
  OrderResponseSchema,
  OrdersQuerySchema,
  OrdersResponseSchema,
  PaymentStartBodySchema,
  PaymentStartSchema,
  PaymentWebhookParamsSchema,
  PaymentWebhookResponseSchema,
  ShipmentTypesResponseSchema,
} from './orders.ts';
import { IdParamsSchema } from './params.ts';
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
 */
export type EndpointSchemas = {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType | 'multipart';
  answer?: z.ZodType;
  status?: readonly number[];
  produces?: 'text/calendar';
};

const idParams = { params: IdParamsSchema };
const calendarFile = { query: CalendarQuerySchema, produces: 'text/calendar' } as const;
const created = [201] as const;

/** The schemas of every endpoint, by the names of `endpointPaths` (decision 029). */
export const endpoints = {
  'settings.get': { answer: SettingsResponseSchema },
  'health.get': { answer: HealthSchema, status: [200, 503] },

  'accounts.guestSession': { answer: GuestLoginResponseSchema },
  'accounts.login': { body: LoginBodySchema, answer: LoginResponseSchema },
  'accounts.register': { body: RegisterBodySchema, answer: CodeSentResponseSchema, status: created },
  'accounts.verifyEmail': { params: EmailCodeParamsSchema, answer: LoginResponseSchema },
  'accounts.resendCode': { params: EmailParamsSchema, answer: CodeSentResponseSchema },
  'accounts.forgotPassword': { body: ForgotPasswordBodySchema, answer: CodeSentResponseSchema },
  'accounts.checkResetCode': { params: EmailCodeParamsSchema, answer: CodeCheckResponseSchema },
  'accounts.resetPassword': { body: ResetPasswordBodySchema, answer: MessageResponseSchema },
  'accounts.updateProfile': { body: ProfileUpdateBodySchema, answer: ProfileResponseSchema },
  'accounts.delete': { body: DeleteAccountBodySchema, answer: MessageResponseSchema },
  'exhibitorAccounts.login': { body: LoginBodySchema, answer: LoginResponseSchema },
  'exhibitorAccounts.register': { body: ExhibitorRegisterBodySchema, answer: CodeSentResponseSchema, status: created },
  'exhibitorAccounts.verifyEmail': { params: EmailCodeParamsSchema, answer: LoginResponseSchema },
  'exhibitorAccounts.resendCode': { params: EmailParamsSchema, answer: CodeSentResponseSchema },
  'exhibitorAccounts.forgotPassword': { body: ForgotPasswordBodySchema, answer: CodeSentResponseSchema },
  'exhibitorAccounts.checkResetCode': { params: EmailCodeParamsSchema, answer: CodeCheckResponseSchema },
  'exhibitorAccounts.resetPassword': { body: ResetPasswordBodySchema, answer: MessageResponseSchema },
  'exhibitorAccounts.updateProfile': { body: ExhibitorProfileUpdateBodySchema, answer: ProfileResponseSchema },
  'exhibitorAccounts.delete': { body: DeleteAccountBodySchema, answer: MessageResponseSchema },
  'accounts.profile': { answer: ProfileResponseSchema },
  'accounts.changePassword': { body: ChangePasswordBodySchema, answer: LoginResponseSchema },
  'accounts.logout': { answer: MessageResponseSchema },
  'accounts.publicProfile': { params: PublicIdParamsSchema, answer: PublicProfileResponseSchema },
  'uploads.create': { body: 'multipart', answer: UploadResponseSchema, status: created },

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
  'reviews.list': { query: ReviewListQuerySchema, answer: ReviewPageSchema },
  'reviews.get': { ...idParams, answer: ReviewResponseSchema },
  'reviews.create': { body: CreateReviewBodySchema, answer: CreatedReviewSchema },

  'conference.get': { answer: ConferenceResponseSchema },
  'conference.sessions': { query: SessionListQuerySchema, answer: SessionPageSchema },
  'conference.session': { ...idParams, answer: SessionResponseSchema },
  'conference.sessionCalendar': { ...idParams, ...calendarFile },
  'conference.speakers': { query: SpeakerListQuerySchema, answer: SpeakerPageSchema },
  'conference.speaker': { ...idParams, answer: SpeakerResponseSchema },
  'workshops.list': { query: WorkshopListQuerySchema, answer: WorkshopPageSchema },
  'workshops.mine': { answer: MyWorkshopsResponseSchema },
  'workshops.get': { ...idParams, answer: WorkshopResponseSchema },
  'workshops.calendar': { ...idParams, ...calendarFile },
  'workshops.register': { ...idParams, answer: RegistrationResponseSchema, status: [200, 201] },
  'workshops.cancel': { ...idParams, answer: RegistrationResponseSchema },
  'wishlist.get': { query: WishlistQuerySchema, answer: WishlistResponseSchema },
  'wishlist.add': { body: AddToWishlistBodySchema, answer: WishlistResponseSchema },
  'wishlist.removeSession': { ...idParams, answer: WishlistResponseSchema },
  'wishlist.removeProduct': { ...idParams, answer: WishlistResponseSchema },
  'wishlist.moveToCart': { ...idParams, answer: MoveToCartResponseSchema },
  'wishlist.flush': { query: FlushWishlistQuerySchema, answer: WishlistResponseSchema },
  'wishlist.calendarFeed': { answer: CalendarFeedResponseSchema },
  'wishlist.createCalendarFeed': { answer: CalendarFeedResponseSchema },
  'wishlist.revokeCalendarFeed': { answer: CalendarFeedResponseSchema },
  'wishlist.agendaCalendar': { query: CalendarFeedQuerySchema, produces: 'text/calendar' },

  'cart.get': { query: CartQuerySchema, answer: CartResponseSchema },
  'cart.add': { body: AddToCartBodySchema, answer: CartResponseSchema },
  'cart.empty': { query: CartTypeQuerySchema, answer: CartResponseSchema },
  'cart.changes': { answer: CartChangesResponseSchema },
  'cart.removeItem': { ...idParams, answer: CartResponseSchema },
  'cart.setQuantity': { ...idParams, body: CartQuantityBodySchema, answer: CartResponseSchema },
  'cart.coupon': { body: CartCouponBodySchema, answer: CartResponseSchema },
  'addresses.countries': { answer: CountriesResponseSchema },
  'addresses.cities': { query: CitiesQuerySchema, answer: PlacesResponseSchema },
  'addresses.districts': { query: DistrictsQuerySchema, answer: PlacesResponseSchema },
  'addresses.list': { answer: AddressesResponseSchema },
  'addresses.add': { body: AddressBodySchema, answer: AddressResponseSchema },
  'addresses.change': { ...idParams, body: AddressBodySchema, answer: AddressResponseSchema },
  'addresses.remove': { ...idParams, answer: AddressesResponseSchema },
  'orders.shipmentTypes': { answer: ShipmentTypesResponseSchema },
  'orders.bankAccounts': { answer: BankAccountsResponseSchema },
  'orders.bankAccount': { ...idParams, answer: BankAccountResponseSchema },
  'orders.place': { body: CreateOrderBodySchema, answer: CreateOrderResponseSchema },
  'orders.list': { query: OrdersQuerySchema, answer: OrdersResponseSchema },
  'orders.get': { ...idParams, answer: OrderResponseSchema },
  'orders.cancel': { ...idParams, answer: OrderResponseSchema },
  'payments.start': { ...idParams, body: PaymentStartBodySchema, answer: PaymentStartSchema },
  // the body is the gateway's own, read and verified by its adapter (decision 025)
  'payments.webhook': { params: PaymentWebhookParamsSchema, answer: PaymentWebhookResponseSchema },

  'events.list': { query: EventListQuerySchema, answer: EventPageSchema },
  'events.get': { ...idParams, answer: EventResponseSchema },
  'events.calendar': { ...idParams, ...calendarFile },
  'media.list': { query: MediaListQuerySchema, answer: MediaPageSchema },
  'media.get': { params: MediaParamsSchema, answer: MediaItemResponseSchema },
  'sponsorship.packages': { query: SubscriptionsQuerySchema, answer: SponsorshipPackageListSchema },
  'sponsorship.request': { body: SponsorshipRequestBodySchema, answer: EnquirySentSchema, status: created },
  'info.page': { params: PageSlugParamsSchema, answer: PageResponseSchema },
  'info.faqs': { query: FaqQuerySchema, answer: FaqListSchema },
  'info.contact': { body: ContactBodySchema, answer: EnquirySentSchema, status: created },
  'info.services': { answer: ServiceListSchema },
  'info.service': { ...idParams, answer: ServiceResponseSchema },
  'info.community': { answer: CommunitySchema },
  'info.sitemap': { answer: SitemapSchema },
} as const satisfies { [N in EndpointName]: EndpointSchemas };

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
