import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.ts';
import { optionalField } from './forms.ts';
import { moneySchema } from './money-schema.ts';
import { orderStatuses, returnStatuses, staffOrderActions } from './order-rules.ts';
import { IDEMPOTENCY_KEY_PATTERN, OrderTimelineEntrySchema, TransferProofSchema } from './orders.ts';
import { IdSchema } from './params.ts';

// After the order (decision 035): timelines, the wallet, transfer proofs, invoices, returns, special
// orders, and the staff's calls under /admin. Money is in riyals, as everywhere in the API.

const money = (description: string) => z.number().meta({ description: `${description}, in riyals` });
const when = z.string().meta({ description: 'ISO 8601, UTC' });
const idempotencyKey = optionalField(z.string().regex(IDEMPOTENCY_KEY_PATTERN));

export const TransferProofResponseSchema = z.object({ proof: TransferProofSchema });
export const TransferProofParamsSchema = z.object({ id: IdSchema, proofId: IdSchema });
/** `/admin/returns/{id}/photos/{uploadId}`: one of the photos a customer sent with a return. */
export const ReturnPhotoParamsSchema = z.object({ id: IdSchema, uploadId: IdSchema });
/** `?preview=1`: a picture made small for the staff to look at (decision 047); a PDF is answered whole. */
export const PrivateFileQuerySchema = z.object({
  preview: z.enum(['1']).optional().meta({ description: 'a picture as a WebP at most 640 px wide, as private' }),
});

// ---------------------------------------------------------------- wallet

export const walletReasons = ['order_payment', 'order_refund', 'return_refund', 'staff_adjustment'] as const;

export const WalletEntrySchema = z
  .object({
    id: z.number().int(),
    amount: money('signed: a credit positive, a spend negative'),
    balanceAfter: money('the balance once this entry was made'),
    reason: z.enum(walletReasons),
    order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
    returnId: z.number().int().nullable(),
    note: z.string().nullable(),
    createdAt: when,
  })
  .meta({ id: 'WalletEntry' });
export type WalletEntry = z.infer<typeof WalletEntrySchema>;

/** GET /wallet?page=&perPage=: the balance and the ledger, newest first. */
export const WalletResponseSchema = pageOf(WalletEntrySchema).extend({
  balance: money('what can be spent now'),
  currency: z.string(),
});
export type WalletResponse = z.infer<typeof WalletResponseSchema>;
export const WalletQuerySchema = PageQuerySchema;

// ---------------------------------------------------------------- invoices

export const InvoiceLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: money('one unit with VAT'),
  net: money('the line without VAT'),
  vat: money('the line’s VAT'),
  total: money('the line with VAT'),
});

const SellerSchema = z.object({ name: z.string(), address: z.string(), vatNumber: z.string() });

export const CreditNoteSchema = z
  .object({
    number: z.string(),
    issuedAt: when,
    invoiceNumber: z.string().meta({ description: 'the invoice it corrects' }),
    net: money('without VAT'),
    vat: money('VAT given back'),
    total: money('given back, with VAT'),
    destination: z.enum(['wallet', 'card']),
    qr: z.string().meta({ description: 'ZATCA phase-one TLV, base64' }),
  })
  .meta({ id: 'CreditNote' });

/** GET /orders/{id}/invoice: the simplified tax invoice of a paid order, with its credit notes. */
export const InvoiceSchema = z
  .object({
    number: z.string(),
    issuedAt: when,
    orderNumber: z.string(),
    seller: SellerSchema,
    lines: z.array(InvoiceLineSchema),
    net: money('without VAT'),
    vat: money('the VAT'),
    total: money('with VAT'),
    vatRate: z.number().meta({ description: '0.15 for 15%' }),
    currency: z.string(),
    qr: z
      .string()
      .meta({ description: 'ZATCA phase-one TLV (tags 1-5: seller, VAT number, time, total, VAT), base64' }),
    creditNotes: z.array(CreditNoteSchema),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceResponseSchema = z.object({ invoice: InvoiceSchema });

// ---------------------------------------------------------------- returns

export const ReturnLineBodySchema = z.object({
  orderItemId: IdSchema,
  quantity: z.number().int().min(1).max(1000),
});

/** POST /returns: chosen delivered lines and quantities of one order, why, and photos (uploads, purpose evidence). */
export const CreateReturnBodySchema = z.object({
  orderId: IdSchema,
  lines: z.array(ReturnLineBodySchema).min(1).max(100),
  reason: z.string().trim().min(3).max(2000),
  photos: z.array(IdSchema).max(6).default([]),
  refundTo: z.enum(['wallet', 'card']).default('wallet'),
  idempotencyKey,
});
export type CreateReturnBody = z.input<typeof CreateReturnBodySchema>;

export const ReturnSummarySchema = z
  .object({
    id: z.number().int(),
    order: z.object({ id: z.number().int(), number: z.string() }),
    status: z.enum(returnStatuses),
    itemsCount: z.number().int(),
    amount: money('what will be (or was) given back'),
    refundTo: z.enum(['wallet', 'card']),
    createdAt: when,
  })
  .meta({ id: 'ReturnSummary' });

export const ReturnSchema = ReturnSummarySchema.extend({
  reason: z.string(),
  lines: z.array(
    z.object({
      orderItemId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      damagedQuantity: z.number().int(),
      unitPrice: money('as charged'),
    }),
  ),
  photos: z.array(z.object({ id: z.number().int(), name: z.string() })),
  timeline: z.array(
    z.object({
      from: z.enum(returnStatuses).optional().meta({ description: 'absent on the first entry' }),
      to: z.enum(returnStatuses),
      at: when,
      note: z.string().nullable(),
    }),
  ),
}).meta({ id: 'Return' });
export type Return = z.infer<typeof ReturnSchema>;
export const ReturnResponseSchema = z.object({ return: ReturnSchema });
export const ReturnsResponseSchema = pageOf(ReturnSummarySchema);
export const ReturnsQuerySchema = PageQuerySchema;

// ---------------------------------------------------------------- special orders

export const CreateSpecialOrderBodySchema = z.object({
  item: z.string().trim().min(2).max(200),
  details: optionalField(z.string().trim().max(2000)),
  quantity: z.number().int().min(1).max(1000),
  attachment: optionalField(IdSchema).meta({ description: 'an upload of the customer’s (purpose evidence)' }),
});
export type CreateSpecialOrderBody = z.input<typeof CreateSpecialOrderBodySchema>;

export const SpecialOrderSchema = z
  .object({
    id: z.number().int(),
    item: z.string(),
    details: z.string().nullable(),
    quantity: z.number().int(),
    attachment: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    status: z.enum(['requested', 'quoted', 'declined']),
    quote: money('the price offered for all, with VAT').nullable(),
    note: z.string().nullable().meta({ description: 'the staff’s words with the quote or the refusal' }),
    createdAt: when,
  })
  .meta({ id: 'SpecialOrder' });
export const SpecialOrderResponseSchema = z.object({ specialOrder: SpecialOrderSchema });
export const SpecialOrdersResponseSchema = pageOf(SpecialOrderSchema);

// ---------------------------------------------------------------- staff calls (/admin)

export const AdminOrderMoveBodySchema = z.object({
  action: z.enum(staffOrderActions),
  note: optionalField(z.string().trim().max(1000)),
  trackingNumber: optionalField(z.string().trim().min(3).max(60)).meta({ description: 'required to ship' }),
});
export const AdminNoteBodySchema = z
  .object({ note: optionalField(z.string().trim().max(1000)) })
  .nullish()
  .meta({ description: 'an optional note, shown to the customer' });
export const AdminOrderResponseSchema = z.object({
  order: z.object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(orderStatuses),
    timeline: z.array(OrderTimelineEntrySchema),
  }),
});

export const AdminWalletAdjustBodySchema = z.object({
  amount: moneySchema('nonZero', 'signed: a credit positive, a debit negative', 1_000_000),
  reason: z.string().trim().min(3).max(500),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
});
export const AdminWalletResponseSchema = z.object({
  balance: money('after the adjustment'),
  entryId: z.number().int(),
});
export const UserIdParamsSchema = z.object({ userId: IdSchema });

export const AdminReturnReceiveBodySchema = z.object({
  note: optionalField(z.string().trim().max(1000)),
  damaged: z
    .array(z.object({ orderItemId: IdSchema, quantity: z.number().int().min(0) }))
    .default([])
    .meta({ description: 'units that came back damaged: they do not go back to stock' }),
});
export const AdminRefundBodySchema = z.object({ idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN) });
export const AdminReturnResponseSchema = z.object({ return: ReturnSchema });

export const AdminQuoteBodySchema = z.object({
  price: moneySchema('positive', 'the price quoted'),
  note: optionalField(z.string().trim().max(1000)),
});
