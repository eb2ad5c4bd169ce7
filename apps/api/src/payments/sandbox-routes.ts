import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@forum/contract/locale';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { pick } from '../localize.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { type CheckoutView, confirmationPath, findCheckout } from './payment-service.ts';
import { SANDBOX_REFERENCE_PATTERN, SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from './sandbox-gateway.ts';
import {
  type CardErrors,
  checkCard,
  readCardForm,
  renderSandboxNotFound,
  renderSandboxPage,
  type SiteFonts,
} from './sandbox-page.ts';

export type SandboxPagesOptions = {
  db: Db;
  settings: SettingsService;
  gateway: SandboxGateway;
  /** The website's build, whose fonts the page uses (the system's fonts without one). */
  webBuildDir?: string | undefined;
};

type PageParams = { reference: string };
type PageQuery = { lang?: unknown };
type FormBody = Record<string, unknown> | undefined;

/**
 * The sandbox gateway's hosted payment page, GET and POST /payment-sandbox/{reference}. It lives
 * outside /api: it is the gateway's page, not the shop's API, so it answers HTML and takes a plain
 * form. Paying delivers a signed webhook to /api/payments/webhook/sandbox, exactly as a real
 * gateway would: that call, not this page, changes the order.
 */
export const sandboxPaymentPages: FastifyPluginAsync<SandboxPagesOptions> = async (app, options) => {
  const { db, settings, gateway } = options;
  const fonts = siteFontsOf(options.webBuildDir);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function viewOf(checkout: CheckoutView, locale: Locale, nonce: string) {
    const stored = await settings.get();
    return {
      locale,
      nonce,
      fonts,
      merchantName: pick(stored.site.name, locale),
      reference: checkout.reference,
      orderNumber: checkout.orderNumber,
      amountMinor: checkout.amountMinor,
      currency: checkout.currency,
      successPath: confirmationPath('success', checkout.orderId, locale),
      failPath: confirmationPath('fail', checkout.orderId, locale),
      state: checkout.status === 'pending' ? ('form' as const) : checkout.status,
    };
  }

  /** The checkout the link names; else it answers the page that says there is none, and undefined. */
  async function checkoutOf(reference: string, locale: Locale, nonce: string, reply: FastifyReply) {
    const checkout = SANDBOX_REFERENCE_PATTERN.test(reference)
      ? await findCheckout(db, gateway.provider, reference)
      : undefined;
    if (checkout) return checkout;
    const status = SANDBOX_REFERENCE_PATTERN.test(reference) ? 404 : 400;
    await sendPage(reply, status, nonce, renderSandboxNotFound({ locale, nonce, fonts, reference: null }));
    return undefined;
  }

  app.get<{ Params: PageParams; Querystring: PageQuery }>(
    '/payment-sandbox/:reference',
    { schema: { hide: true } },
    async (request, reply) => {
      const locale = languageOf(request.query.lang);
      const nonce = newNonce();
      const checkout = await checkoutOf(request.params.reference, locale, nonce, reply);
      if (!checkout) return reply;
      return sendPage(reply, 200, nonce, renderSandboxPage(await viewOf(checkout, locale, nonce)));
    },
  );

  app.post<{ Params: PageParams; Querystring: PageQuery; Body: FormBody }>(
    '/payment-sandbox/:reference',
    { schema: { hide: true } },
    async (request, reply) => {
      const fields = stringsOf(request.body);
      const locale = languageOf(fields.lang ?? request.query.lang);
      const nonce = newNonce();
      const checkout = await checkoutOf(request.params.reference, locale, nonce, reply);
      if (!checkout) return reply;
      const view = await viewOf(checkout, locale, nonce);
      // settled already (a second tab, the back button): show how it ended, take no money twice
      if (view.state !== 'form') return sendPage(reply, 409, nonce, renderSandboxPage(view));

      const form = readCardForm(fields);
      const checked = checkCard(form, new Date());
      const again = (status: number, extra: { errors?: CardErrors; deliveryFailed?: boolean }) =>
        sendPage(reply, status, nonce, renderSandboxPage({ ...view, form, ...extra }));
      if (checked.errors) return again(422, { errors: checked.errors });

      const webhook = gateway.signEvent({
        reference: checkout.reference,
        outcome: checked.card.outcome,
        reason: checked.card.reason,
        amountMinor: checkout.amountMinor,
        currency: checkout.currency,
      });
      const delivered = await app.inject({
        method: 'POST',
        url: `/api/payments/webhook/${gateway.provider}`,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: webhook.signature },
        payload: webhook.body,
      });
      if (delivered.statusCode !== 200) {
        request.log.warn({ status: delivered.statusCode, body: delivered.body }, 'sandbox webhook refused');
        return again(502, { deliveryFailed: true });
      }
      return reply
        .code(303)
        .header('location', checked.card.outcome === 'paid' ? view.successPath : view.failPath)
        .send();
    },
  );
};

function sendPage(reply: FastifyReply, status: number, nonce: string, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; font-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(html);
}

/**
 * The site's own font files in the website's build (their names carry a hash): the gateway's page is
 * served by the same origin, so it links them as the site's pages do.
 */
export function siteFontsOf(webBuildDir: string | undefined): SiteFonts {
  const assets = webBuildDir ? join(webBuildDir, 'client', 'assets') : undefined;
  if (!assets || !existsSync(assets)) return {};
  const names = readdirSync(assets);
  const find = (prefix: string) => {
    const name = names.find((file) => file.startsWith(prefix) && file.endsWith('.woff2'));
    return name ? `/assets/${name}` : undefined;
  };
  return { arabic: find('readex-pro-arabic-'), latin: find('readex-pro-latin-') };
}

function newNonce(): string {
  return randomBytes(16).toString('base64');
}

function languageOf(value: unknown): Locale {
  return value === 'en' ? 'en' : 'ar';
}

function stringsOf(body: FormBody): Record<string, string | undefined> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
