/**
 * Every refusal the API answers, by code, with its HTTP status (decision 033). The API's own table
 * (apps/api/src/errors.ts) adds each code's message and must agree with this one (a compile error
 * otherwise); the OpenAPI document lists, for each endpoint, the codes it can answer and their statuses.
 * Zod-free, so the browser's client may read it.
 */
export const apiErrorStatus = {
  validation: 400,
  unauthenticated: 401,
  invalidCredentials: 401,
  /** Too many wrong passwords on the account: the emailed code too (key `code`, decision 043). */
  loginCodeNeeded: 401,
  emailNotVerified: 403,
  forbidden: 403,
  xsrf: 403,
  notFound: 404,
  workshopClosed: 409,
  notEnoughStock: 409,
  optionsNeeded: 422,
  couponRefused: 422,
  reviewCustomersOnly: 403,
  reviewNotDelivered: 403,
  reviewExists: 409,
  customersOnly: 403,
  addressRequired: 422,
  addressLimit: 422,
  cartEmpty: 422,
  orderNotCancellable: 409,
  routeNotFound: 404,
  methodNotAllowed: 405,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
  methodNotImplemented: 501,
  maintenance: 503,
  // card payments
  orderNotPaidByCard: 422,
  orderNotAwaitingPayment: 409,
  paymentSignature: 401,
  paymentAmountMismatch: 422,
  // after the order (decision 035)
  orderMoveRefused: 409,
  walletInsufficient: 409,
  returnNotAllowed: 422,
  returnMoveRefused: 409,
  refundExceedsPaid: 409,
  transferProofNotExpected: 409,
  /** An idempotency key sent again with another request, or by another person (decision 042). */
  idempotencyKeyReused: 422,
  /** The card gateway did not answer (down, timed out, or its own 5xx): nothing was changed here; try again. */
  gatewayUnavailable: 502,
  // the staff console (decision 061)
  /** The record changed after the console's form opened: nothing saved; each changed field says its value now. */
  staleEdit: 409,
  /** The last member of a group that manages groups cannot leave it, lose that permission or be deleted. */
  lastAdministrator: 409,
  /** A staff member cannot change their own group or its permissions. */
  ownPermissions: 403,
  // the console's exhibition (decision 064)
  /** The account or company was already approved or rejected (by someone else meanwhile): nothing changed. */
  reviewSettled: 409,
  /** A category or hall still holds exhibitors or booths: it cannot be deleted. */
  inUse: 409,
  /** A booth (or a hall) would stand on another one of the floor plan: nothing was moved. */
  floorOverlap: 409,
  /** A booth would stand outside its hall's outline: nothing was moved. */
  outsideHall: 422,
  // the console's people and settings (decision 066)
  /** The account was disabled by the forum's staff: the right password does not log it in. */
  accountDisabled: 403,
  /** The console does not disable or delete the caller's own account (the account pages do). */
  ownAccount: 403,
  /** A group that still has members cannot be deleted. */
  groupNotEmpty: 409,
  /**
   * The programme's timetable (decision 063): the hall already holds another session at that time. 422, not
   * 409: a console form reads 409 as "changed meanwhile" (staleEdit), which this is not.
   */
  slotTaken: 422,
  /** A hall, track or speaker that sessions or workshops still use cannot be deleted. */
  programmeInUse: 422,
} as const;

export type ApiErrorCode = keyof typeof apiErrorStatus;
