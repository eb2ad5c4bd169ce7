import type { Invoice } from '@forum/contract/after-sales';
import { formatMoney, formatNumber } from '@forum/contract/money';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { BackIcon } from '~/components/icons.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { formatDay, formatTime } from '~/utils/dates.ts';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import { useHydrated } from '~/utils/use-hydrated.ts';
import type { Route } from './+types/invoice';
import invoiceCss from './invoice.css?inline';
import { drawQr, type QrDrawing } from './invoice-qr.server.ts';
import { orderPath } from './orders-data.ts';

/**
 * GET /orders/{id}/invoice: the simplified tax invoice of a paid order and its credit notes, each with
 * its ZATCA QR drawn here on the server (docs/product/after-sales.md). An order without an invoice
 * (not paid), someone else's, or a wrong id is an unknown page, as the API answers 404 for all three.
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = route.id(args.params.id);
  const { invoice } = route.need(await route.api.call('orders.invoice', { params: { id } }), {
    notFound: [400, 404],
  });
  return {
    orderId: Number(id),
    invoice,
    qr: drawQr(invoice.qr),
    creditQrs: invoice.creditNotes.map((note) => drawQr(note.qr)),
  };
}

export const handle = pageBelow('orders', ({ orderId, invoice }: Route.ComponentProps['loaderData'], t) => [
  { name: t('orderNumber', { number: invoice.orderNumber }), path: orderPath(orderId) },
  { name: t('invoicePageTitle', { number: invoice.number }), path: `${orderPath(orderId)}/invoice` },
]);

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) =>
    loaderData ? t('invoicePageTitle', { number: loaderData.invoice.number }) : t('invoiceTitle'),
  );
}

/** The invoice as a page that prints on A4 (invoice.css): the seller, the lines, the VAT, the totals, the QR. */
export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const isHydrated = useHydrated();
  const { invoice, qr, creditQrs, orderId } = loaderData;
  const money = (amount: number) => <bdi dir="ltr">{formatMoney(amount, locale, invoice.currency)}</bdi>;
  const issued = (iso: string) => (
    <time dateTime={iso}>{`${formatDay(iso, locale, timeZone)} ${formatTime(iso, locale, timeZone)}`}</time>
  );

  return (
    <article className="account-page invoice" aria-labelledby="invoice-title" data-testid="invoice-page">
      <RouteStyles name="invoice" sheet={invoiceCss} />
      <Breadcrumbs />
      <div className="spread-row invoice__actions">
        <Link to={to(orderPath(orderId))} className="invoice__back">
          <BackIcon />
          {t('invoiceBackToOrder')}
        </Link>
        {/* the browser's own print command works without scripts: the button only opens it */}
        {isHydrated ? (
          <button type="button" className="button" onClick={() => window.print()} data-testid="invoice-print">
            {t('invoicePrint')}
          </button>
        ) : (
          <p className="account-muted">{t('invoicePrintHint')}</p>
        )}
      </div>

      <div className="invoice__sheet">
        <header className="invoice__head">
          <div>
            <h1 id="invoice-title" className="invoice__title">
              {t('invoiceTitle')}
            </h1>
            <dl className="invoice__facts">
              <div>
                <dt>{t('invoiceNumberLabel')}</dt>
                <dd data-testid="invoice-number">
                  <bdi dir="ltr">{invoice.number}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('invoiceIssued')}</dt>
                <dd>{issued(invoice.issuedAt)}</dd>
              </div>
              <div>
                <dt>{t('invoiceOrderLabel')}</dt>
                <dd>
                  <bdi dir="ltr">{invoice.orderNumber}</bdi>
                </dd>
              </div>
            </dl>
          </div>
          <QrCode drawing={qr} label={t('invoiceQr')} testId="invoice-qr" />
        </header>

        <section className="invoice__seller" aria-labelledby="invoice-seller">
          <h2 id="invoice-seller" className="invoice__subtitle">
            {t('invoiceSeller')}
          </h2>
          <p className="invoice__seller-name" data-testid="invoice-seller">
            {invoice.seller.name}
          </p>
          <dl className="invoice__facts">
            {invoice.seller.address ? (
              <div>
                <dt>{t('invoiceSellerAddress')}</dt>
                <dd>{invoice.seller.address}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('invoiceVatNumber')}</dt>
              <dd data-testid="invoice-vat-number">
                <bdi dir="ltr">{invoice.seller.vatNumber}</bdi>
              </dd>
            </div>
          </dl>
        </section>

        <InvoiceLines invoice={invoice} />

        <dl className="invoice__totals" data-testid="invoice-totals">
          <div>
            <dt>{t('invoiceTotalNet')}</dt>
            <dd>{money(invoice.net)}</dd>
          </div>
          <div>
            <dt>
              {t('invoiceTotalVat', {
                rate: new Intl.NumberFormat(`${locale}-u-nu-latn`, { style: 'percent' }).format(invoice.vatRate),
              })}
            </dt>
            <dd>{money(invoice.vat)}</dd>
          </div>
          <div className="invoice__grand-total">
            <dt>{t('invoiceTotal')}</dt>
            <dd data-testid="invoice-total">{money(invoice.total)}</dd>
          </div>
        </dl>
      </div>

      {invoice.creditNotes.length > 0 ? (
        <section className="invoice__credit-notes" aria-labelledby="invoice-credit-notes">
          <h2 id="invoice-credit-notes" className="invoice__subtitle">
            {t('invoiceCreditNotes')}
          </h2>
          {invoice.creditNotes.map((note, index) => (
            <article key={note.number} className="invoice__sheet invoice__credit-note" data-testid="credit-note">
              <header className="invoice__head">
                <div>
                  <h3 className="invoice__title invoice__title--small">
                    {t('invoiceCreditNote', { number: '' })}
                    <bdi dir="ltr">{note.number}</bdi>
                  </h3>
                  <dl className="invoice__facts">
                    <div>
                      <dt>{t('invoiceIssued')}</dt>
                      <dd>{issued(note.issuedAt)}</dd>
                    </div>
                    <div>
                      <dt>{t('invoiceNumberLabel')}</dt>
                      <dd>
                        <bdi dir="ltr">{note.invoiceNumber}</bdi>
                      </dd>
                    </div>
                  </dl>
                  <p>{t(`invoiceCreditDestination_${note.destination}`)}</p>
                </div>
                {creditQrs[index] ? <QrCode drawing={creditQrs[index]} label={t('invoiceQr')} /> : null}
              </header>
              <dl className="invoice__totals">
                <div>
                  <dt>{t('invoiceTotalNet')}</dt>
                  <dd>{money(note.net)}</dd>
                </div>
                <div>
                  <dt>{t('invoiceVat')}</dt>
                  <dd>{money(note.vat)}</dd>
                </div>
                <div className="invoice__grand-total">
                  <dt>{t('invoiceTotal')}</dt>
                  <dd>{money(note.total)}</dd>
                </div>
              </dl>
            </article>
          ))}
        </section>
      ) : null}
    </article>
  );
}

/** The lines as a table: on a phone it scrolls sideways inside its frame, the page does not. */
function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t, locale } = useI18n();
  const money = (amount: number) => <bdi dir="ltr">{formatMoney(amount, locale, invoice.currency)}</bdi>;
  return (
    <section className="invoice__lines" aria-labelledby="invoice-lines">
      <h2 id="invoice-lines" className="invoice__subtitle">
        {t('invoiceLines')}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too */}
      <section className="invoice__table-frame" tabIndex={0} aria-labelledby="invoice-lines">
        <table className="invoice__table">
          <thead>
            <tr>
              <th scope="col">{t('invoiceItem')}</th>
              <th scope="col">{t('invoiceQuantity')}</th>
              <th scope="col">{t('invoiceUnitPrice')}</th>
              <th scope="col">{t('invoiceNet')}</th>
              <th scope="col">{t('invoiceVat')}</th>
              <th scope="col">{t('invoiceLineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines never move
              <tr key={index}>
                <th scope="row">{line.name}</th>
                <td>
                  <bdi dir="ltr">{formatNumber(line.quantity, locale)}</bdi>
                </td>
                <td>{money(line.unitPrice)}</td>
                <td>{money(line.net)}</td>
                <td>{money(line.vat)}</td>
                <td>{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

/** The QR drawn from the server's path: black modules on white, crisp at any size and in print. */
function QrCode({ drawing, label, testId }: { drawing: QrDrawing; label: string; testId?: string }) {
  return (
    <svg
      className="invoice__qr"
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
    >
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
