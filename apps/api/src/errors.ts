import type { ApiErrorCode, apiErrorStatus } from '@forum/contract/api-errors';
import type { MessageKey } from './i18n/messages.ts';

/** Every failure the API answers, with its status and the message shown for it. One table, one path. */
const errorTable = {
  validation: { status: 400, messageKey: 'validationFailed' },
  unauthenticated: { status: 401, messageKey: 'unauthenticated' },
  invalidCredentials: { status: 401, messageKey: 'invalidCredentials' },
  loginCodeNeeded: { status: 401, messageKey: 'loginCodeNeeded' },
  emailNotVerified: { status: 403, messageKey: 'emailNotVerified' },
  forbidden: { status: 403, messageKey: 'noPermission' },
  xsrf: { status: 403, messageKey: 'invalidXsrf' },
  notFound: { status: 404, messageKey: 'notFound' },
  workshopClosed: { status: 409, messageKey: 'workshopClosed' },
  notEnoughStock: { status: 409, messageKey: 'notEnoughStock' },
  optionsNeeded: { status: 422, messageKey: 'chooseOnProductPage' },
  couponRefused: { status: 422, messageKey: 'couponNotValid' },
  reviewCustomersOnly: { status: 403, messageKey: 'reviewCustomersOnly' },
  reviewNotDelivered: { status: 403, messageKey: 'reviewNotDelivered' },
  reviewExists: { status: 409, messageKey: 'reviewExists' },
  customersOnly: { status: 403, messageKey: 'customersOnly' },
  addressRequired: { status: 422, messageKey: 'mustChooseAddress' },
  addressLimit: { status: 422, messageKey: 'addressLimit' },
  cartEmpty: { status: 422, messageKey: 'cartEmptyAtCheckout' },
  orderNotCancellable: { status: 409, messageKey: 'orderNotCancellable' },
  routeNotFound: { status: 404, messageKey: 'routeNotFound' },
  methodNotAllowed: { status: 405, messageKey: 'methodNotAllowed' },
  payloadTooLarge: { status: 413, messageKey: 'payloadTooLarge' },
  unsupportedMediaType: { status: 415, messageKey: 'unsupportedMediaType' },
  tooManyRequests: { status: 429, messageKey: 'tooManyRequests' },
  internal: { status: 500, messageKey: 'somethingWentWrong' },
  methodNotImplemented: { status: 501, messageKey: 'methodNotImplemented' },
  maintenance: { status: 503, messageKey: 'maintenance' },
  // card payments
  orderNotPaidByCard: { status: 422, messageKey: 'orderNotPaidByCard' },
  orderNotAwaitingPayment: { status: 409, messageKey: 'orderNotAwaitingPayment' },
  paymentSignature: { status: 401, messageKey: 'paymentSignatureInvalid' },
  paymentAmountMismatch: { status: 422, messageKey: 'paymentAmountMismatch' },
  // after the order (decision 035)
  orderMoveRefused: { status: 409, messageKey: 'orderMoveRefused' },
  walletInsufficient: { status: 409, messageKey: 'walletInsufficient' },
  returnNotAllowed: { status: 422, messageKey: 'returnNotAllowed' },
  returnMoveRefused: { status: 409, messageKey: 'returnMoveRefused' },
  refundExceedsPaid: { status: 409, messageKey: 'refundExceedsPaid' },
  transferProofNotExpected: { status: 409, messageKey: 'transferProofNotExpected' },
  idempotencyKeyReused: { status: 422, messageKey: 'idempotencyKeyReused' },
  gatewayUnavailable: { status: 502, messageKey: 'gatewayUnavailable' },
  staleEdit: { status: 409, messageKey: 'staleEdit' },
  lastAdministrator: { status: 409, messageKey: 'lastAdministrator' },
  ownPermissions: { status: 403, messageKey: 'ownPermissions' },
  reviewSettled: { status: 409, messageKey: 'reviewSettled' },
  inUse: { status: 409, messageKey: 'inUse' },
  floorOverlap: { status: 409, messageKey: 'floorOverlap' },
  outsideHall: { status: 422, messageKey: 'outsideHall' },
  accountDisabled: { status: 403, messageKey: 'accountDisabled' },
  ownAccount: { status: 403, messageKey: 'ownAccount' },
  groupNotEmpty: { status: 409, messageKey: 'groupNotEmpty' },
  slotTaken: { status: 422, messageKey: 'slotTaken' },
  programmeInUse: { status: 422, messageKey: 'programmeInUse' },
} as const satisfies {
  // every code is the contract's (packages/contract/src/api-errors.ts, which the OpenAPI shows), same status
  [C in ApiErrorCode]?: { status: (typeof apiErrorStatus)[C]; messageKey: MessageKey };
};

export type ErrorCode = keyof typeof errorTable;

/** One error of a field (or of the request as a whole when key is a general word such as 'error'). */
export type FieldError = { key: string; messageKey: MessageKey; params?: Record<string, string | number> };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[];
  readonly params: Record<string, string | number>;

  constructor(code: ErrorCode, options: { fields?: FieldError[]; params?: Record<string, string | number> } = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields ?? [];
    this.params = options.params ?? {};
  }

  get status(): number {
    return errorTable[this.code].status;
  }

  get messageKey(): MessageKey {
    return errorTable[this.code].messageKey;
  }
}
