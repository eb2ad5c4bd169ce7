import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

type Payment = { id: string; status: string; amount: number; currency: string; invoice_id: string; refunded: number };
type Invoice = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description: string;
  callback_url: string;
  success_url: string;
  back_url: string;
  url: string;
  metadata: Record<string, string>;
  payments: Payment[];
};

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * A local stand-in for Moyasar's API as its public documentation describes it: HTTP Basic with the
 * secret key, invoices (POST /v1/invoices, GET /v1/invoices/{id}) with a hosted page, payments and
 * their refunds (POST /v1/payments/{id}/refund), amounts in halalas, errors as { type, message }.
 * `pay` stands for the customer on the hosted page and answers the webhook Moyasar would send.
 */
export async function startMoyasarFake(options: { secretKey: string; webhookSecret: string }) {
  const invoices = new Map<string, Invoice>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const expected = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return answer(401, { type: 'authentication_error', message: 'Invalid authorization credentials' });
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = request.method === 'POST' ? await bodyOf(request) : {};
    requests.push({ method: request.method ?? 'GET', path: url.pathname, body });
    const invoiceMatch = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
    const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/v1/invoices') {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return answer(400, {
          type: 'invalid_request_error',
          message: 'Validation Failed',
          errors: { amount: ['must be at least 100'] },
        });
      }
      const id = randomUUID();
      const invoice: Invoice = {
        id,
        status: 'initiated',
        amount,
        currency: String(body.currency ?? 'SAR'),
        description: String(body.description ?? ''),
        callback_url: String(body.callback_url ?? ''),
        success_url: String(body.success_url ?? ''),
        back_url: String(body.back_url ?? ''),
        url: `https://checkout.moyasar.test/invoices/${id}`,
        metadata: (body.metadata as Record<string, string>) ?? {},
        payments: [],
      };
      invoices.set(id, invoice);
      return answer(201, invoice);
    }
    if (request.method === 'GET' && invoiceMatch) {
      const invoice = invoices.get(invoiceMatch[1] ?? '');
      return invoice ? answer(200, invoice) : answer(404, { type: 'api_error', message: 'Object not found' });
    }
    if (request.method === 'POST' && refundMatch) {
      const payment = [...invoices.values()]
        .flatMap((invoice) => invoice.payments)
        .find((p) => p.id === refundMatch[1]);
      if (!payment) return answer(404, { type: 'api_error', message: 'Object not found' });
      const amount = typeof body.amount === 'number' ? body.amount : payment.amount - payment.refunded;
      if (payment.refunded + amount > payment.amount) {
        return answer(400, { type: 'invalid_request_error', message: 'Refund amount exceeds the payment amount' });
      }
      payment.refunded += amount;
      if (payment.refunded === payment.amount) payment.status = 'refunded';
      return answer(200, payment);
    }
    return answer(404, { type: 'api_error', message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');

  return {
    apiUrl: `http://127.0.0.1:${address.port}/v1`,
    requests,
    invoices,
    /** The customer pays (or fails) on the hosted page; answers the webhook body Moyasar then sends. */
    pay(
      invoiceId: string,
      outcome: 'paid' | 'failed',
      options2: { amount?: number; currency?: string; secretToken?: string } = {},
    ) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      const payment: Payment = {
        id: randomUUID(),
        status: outcome,
        amount: options2.amount ?? invoice.amount,
        currency: options2.currency ?? invoice.currency,
        invoice_id: invoice.id,
        refunded: 0,
      };
      invoice.payments.push(payment);
      if (outcome === 'paid') invoice.status = 'paid';
      return JSON.stringify({
        id: randomUUID(),
        type: outcome === 'paid' ? 'payment_paid' : 'payment_failed',
        created_at: new Date().toISOString(),
        secret_token: options2.secretToken ?? options.webhookSecret,
        account_name: 'Film Forum',
        live: false,
        data: payment,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
