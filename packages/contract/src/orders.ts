import { z } from 'zod';
import { CartTotalSchema } from './cart.ts';
import { MAX_CART_NOTES_LENGTH } from './cart-rules.ts';
import { PageQuerySchema, pageOf } from './envelope.ts';
import { optionalField } from './forms.ts';
import { checkoutPaymentMethods, orderActions, orderStatuses, paymentFailures, paymentMethods } from './order-rules.ts';
import { IdSchema } from './params.ts';

const money = (description: string) => z.number().meta({ description: `${description}, in riyals` });

/** GET /shipment-types: the ways an order can reach the customer, with their price (VAT included). */
export const ShipmentTypeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: money('the price with VAT'),
    daysMin: z.number().int(),
    daysMax: z.number().int(),
    needsAddress: z.boolean().meta({ description: 'false for collecting the order in person' }),
  })
  .meta({ id: 'ShipmentType' });
export type ShipmentType = z.infer<typeof ShipmentTypeSchema>;
export const ShipmentTypesResponseSchema = z.object({ items: z.array(ShipmentTypeSchema) });
export type ShipmentTypesResponse = z.infer<typeof ShipmentTypesResponseSchema>;

/** GET /bank-accounts, /bank-accounts/{id}: where a bank transfer goes. */
export const BankAccountSchema = z
  .object({
    id: z.number().int(),
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    iban: z.string(),
    logo: z.object({ url: z.string() }),
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof BankAccountSchema>;
export const BankAccountsResponseSchema = z.object({ items: z.array(BankAccountSchema) });
export type BankAccountsResponse = z.infer<typeof BankAccountsResponseSchema>;
export const BankAccountResponseSchema = z.object({ bankAccount: BankAccountSchema });

/** GET /cart?shipmentType={id}: the cart's totals with that shipping (in totalShipping). */
export const CartQuerySchema = z.object({ shipmentType: optionalField(IdSchema) });

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * POST /orders: the cart becomes an order. The address is needed unless the shipment type is a
 * pickup. The client sends one idempotency key per checkout (body or `Idempotency-Key` header): the
 * same key again answers the same order instead of making a second one.
 */
export const CreateOrderBodySchema = z.object({
  address: optionalField(IdSchema).nullable(),
  shipmentType: IdSchema,
  paymentMethod: z.enum(checkoutPaymentMethods),
  useWallet: z
    .boolean()
    .optional()
    .meta({ description: 'pay what the wallet holds first (all of the order when it is enough)' }),
  notes: optionalField(z.string().trim().max(MAX_CART_NOTES_LENGTH)),
  idempotencyKey: optionalField(z.string().regex(IDEMPOTENCY_KEY_PATTERN)),
});
export type CreateOrderBody = z.input<typeof CreateOrderBodySchema>;
export type CreateOrderFields = z.output<typeof CreateOrderBodySchema>;

/** The address as it was when ordered (later edits of the address book do not change it). */
export const OrderAddressSchema = z.object({
  name: z.string(),
  recipient: z.string(),
  telephone: z.string(),
  country: z.string(),
  city: z.string(),
  district: z.string().nullable(),
  address: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  product: z
    .object({ id: z.number().int(), slug: z.string(), image: z.object({ url: z.string() }) })
    .nullable()
    .meta({ description: 'null once the product is removed from the shop' }),
  name: z.string(),
  options: z.array(z.string()).meta({ description: 'the chosen options, e.g. "Size: XL"' }),
  quantity: z.number().int(),
  unitPrice: money('as charged for one, with its options'),
  lineTotal: money('unitPrice × quantity'),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(orderStatuses),
    paymentMethod: z.enum(paymentMethods),
    createdAt: z.string().meta({ description: 'ISO 8601, UTC' }),
    itemsCount: z.number().int(),
    finalPrice: money('what is paid'),
    currency: z.string(),
    image: z.object({ url: z.string() }).nullable().meta({ description: 'the first line’s product picture' }),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

const when = z.string().meta({ description: 'ISO 8601, UTC' });

/** One entry of an order's timeline: its last entry's `to` is always the order's status. */
export const OrderTimelineEntrySchema = z
  .object({
    action: z.enum(orderActions),
    from: z.enum(orderStatuses).optional().meta({ description: 'absent on the first entry' }),
    to: z.enum(orderStatuses),
    by: z.enum(['customer', 'staff', 'system']),
    at: when,
    note: z.string().nullable(),
  })
  .meta({ id: 'OrderTimelineEntry' });
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntrySchema>;

/** The latest bank-transfer proof of an order, as the order page shows it. */
export const TransferProofSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['pending', 'accepted', 'rejected']),
    name: z.string().meta({ description: 'the file name as sent' }),
    mime: z.string(),
    size: z.number().int(),
    sentAt: when,
    note: z.string().nullable().meta({ description: 'why the staff rejected it' }),
    url: z.string().meta({ description: 'GET it with the session: the file itself (attachment, no-store)' }),
  })
  // no id of its own: a nullable reference is not valid OpenAPI 3.0
  .meta({ description: 'a bank-transfer proof' });
export type TransferProof = z.infer<typeof TransferProofSchema>;
export const OrderSchema = OrderSummarySchema.extend({
  items: z.array(OrderItemSchema),
  totals: z.array(CartTotalSchema),
  coupon: z.string().nullable(),
  shipmentType: z
    .object({ id: z.number().int(), name: z.string(), daysMin: z.number().int(), daysMax: z.number().int() })
    .nullable(),
  address: OrderAddressSchema.nullable(),
  notes: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  canCancel: z.boolean(),
  canPay: z.boolean().meta({ description: 'a card order still waiting for its payment' }),
  // null listed among the values, not .nullable(): an OpenAPI 3.0 enum must list null itself to allow it
  paymentFailure: z
    .literal([...paymentFailures, null])
    .meta({ description: 'why the latest card attempt failed, while the order still waits for its payment' }),
  // after the order (decision 035)
  walletPaid: money('what the wallet paid of finalPrice'),
  amountDue: money('what is still to pay by paymentMethod (0 once paid)'),
  refunded: money('given back so far'),
  trackingNumber: z.string().nullable(),
  timeline: z.array(OrderTimelineEntrySchema).meta({ description: 'oldest first; the last entry’s `to` is `status`' }),
  transferProof: TransferProofSchema.nullable().meta({ description: 'the latest proof of a bank transfer' }),
  canSendTransferProof: z.boolean().meta({ description: 'a transfer order waiting for its money' }),
  canReturn: z.boolean().meta({ description: 'delivered, within the return window, something left to return' }),
  hasInvoice: z.boolean().meta({ description: 'paid: GET /orders/{id}/invoice answers' }),
}).meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ order: OrderSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/**
 * POST /orders/{id}/payments: one key per attempt (body or `Idempotency-Key` header); the same key
 * again answers the same attempt instead of opening another at the gateway.
 */
export const PaymentStartBodySchema = z
  .object({ idempotencyKey: optionalField(z.string().regex(IDEMPOTENCY_KEY_PATTERN)) })
  // no body at all is fine too (Fastify hands a missing body over as null)
  .nullish();
export type PaymentStartBody = z.input<typeof PaymentStartBodySchema>;

/**
 * POST /orders/{id}/payment-method: a card order that still waits for its payment is paid another way
 * (after a declined card, say): by bank transfer or cash on delivery.
 */
export const PaymentMethodBodySchema = z.object({
  paymentMethod: z.enum(['bank_transfer', 'cash_on_delivery']),
});
export type PaymentMethodBody = z.input<typeof PaymentMethodBodySchema>;

/** POST /orders/{id}/payments: where the browser goes to pay by card (the gateway's own page). */
export const PaymentStartSchema = z.object({ redirectUrl: z.string() });
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

/** POST /orders answers the order, and for a card order where to pay it. */
export const CreateOrderResponseSchema = z.object({ order: OrderSchema, payment: PaymentStartSchema.nullable() });
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/** GET /orders?page=&perPage=&status= */
export const OrdersQuerySchema = PageQuerySchema.extend({ status: z.enum(orderStatuses).optional() });
export const OrdersResponseSchema = pageOf(OrderSummarySchema);
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>;

/** POST /payments/webhook/{provider}: the gateway that calls. */
export const PaymentWebhookParamsSchema = z.object({ provider: z.string().min(1).max(40) });

/** POST /payments/webhook/{provider}: how the payment the gateway told about stands now. */
export const PaymentWebhookResponseSchema = z.object({
  reference: z.string(),
  status: z.enum(['paid', 'failed']),
});
export type PaymentWebhookResponse = z.infer<typeof PaymentWebhookResponseSchema>;
