import { formatMoney } from '@forum/contract/money';
import type { Order, OrderTimelineEntry } from '@forum/contract/orders';
import { Link } from 'react-router';
import { deferredPart } from '~/components/deferred-part.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatFileSize } from '~/utils/file-size.ts';
import { AccountCard } from './account-card.tsx';
import { DayAndTime } from './day-and-time.tsx';
import { orderPath } from './orders-data.ts';

/** Where the pages that follow an order live (built beside this page: returns, the invoice, the order's conversation). */
export const orderFollowUpPaths = {
  returnItems: (id: number) => `/account/returns/new?order=${id}`,
  invoice: (id: number) => `${orderPath(id)}/invoice`,
  chat: (id: number) => `${orderPath(id)}/chat`,
};

/**
 * The order's dated history, oldest first as the API keeps it (docs/product/after-sales.md): what
 * happened, who did it, when, the staff's note under its entry, and the tracking number with "shipped".
 */
export function OrderHistory({ order }: { order: Order }) {
  const { t } = useI18n();
  if (order.timeline.length === 0) return null;
  return (
    <AccountCard
      className="order-history"
      headingId="order-history-title"
      title={t('orderHistoryTitle')}
      data-testid="order-history"
    >
      <ol className="order-history__list">
        {order.timeline.map((entry, index) => (
          <li
            // entries have no id: their place in the history is theirs
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
            key={index}
            className={`order-history__entry order-history__entry--${entry.to}`}
            data-testid="order-history-entry"
            data-action={entry.action}
          >
            <span className="order-history__mark" aria-hidden="true" />
            <p className="order-history__what">{historyTitle(entry, t)}</p>
            <p className="order-history__when">
              <DayAndTime at={entry.at} />
              <span aria-hidden="true"> · </span>
              <span>{t(`orderHistoryBy_${entry.by}`)}</span>
            </p>
            {entry.action === 'ship' && order.trackingNumber ? (
              <p className="order-history__tracking" data-testid="order-tracking">
                {t('orderTrackingNumber')}: <bdi dir="ltr">{order.trackingNumber}</bdi>
              </p>
            ) : null}
            {entry.note ? (
              <p className="order-history__note" data-testid="order-history-note">
                <span className="visually-hidden">{t('orderHistoryNote')}: </span>
                <bdi>{entry.note}</bdi>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </AccountCard>
  );
}

function historyTitle(entry: OrderTimelineEntry, t: ReturnType<typeof useI18n>['t']): string {
  // an order recorded before histories were kept says the status it then had
  return entry.action === 'import' ? t(`orderStatus_${entry.to}`) : t(`orderHistory_${entry.action}`);
}

/** The pages that follow the order, each only when it applies: return items, the invoice, a question. */
export function OrderFollowUps({ order }: { order: Order }) {
  const { t } = useI18n();
  const to = useLocalePath();
  // the labels as t('…') literals: the texts' check (namespaces.test.ts) sees which keys this page asks for
  const followUps = [
    {
      shown: order.canReturn,
      path: orderFollowUpPaths.returnItems,
      label: t('orderReturnItems'),
      testId: 'order-return',
    },
    { shown: order.hasInvoice, path: orderFollowUpPaths.invoice, label: t('orderInvoice'), testId: 'order-invoice' },
    { shown: true, path: orderFollowUpPaths.chat, label: t('orderAskAbout'), testId: 'order-chat' },
  ];
  return (
    <nav className="order-follow-ups" aria-label={t('orderActions')} data-testid="order-follow-ups">
      {followUps.map(({ shown, path, label, testId }) =>
        shown ? (
          <Link key={testId} to={to(path(order.id))} className="button button--ghost" data-testid={testId}>
            {label}
          </Link>
        ) : null,
      )}
    </nav>
  );
}

/** What the wallet paid, what is still due and what came back, when any of them is not nothing. */
export function OrderMoney({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  const lines = [
    { key: 'orderWalletPaid', value: order.walletPaid, name: 'wallet' },
    { key: 'orderAmountDue', value: order.amountDue, name: 'due' },
    { key: 'orderRefundedAmount', value: order.refunded, name: 'refunded' },
  ] as const;
  const shown = lines.filter((line) => line.value > 0);
  // a due amount equal to the whole order says nothing the bill does not
  if (shown.length === 0 || (shown.length === 1 && shown[0]?.name === 'due' && order.walletPaid === 0)) return null;
  return (
    <dl className="order-bill__lines order-money" data-testid="order-money">
      {shown.map((line) => (
        <div key={line.name} className="order-bill__line" data-money={line.name}>
          <dt>{t(line.key)}</dt>
          <dd>{formatMoney(line.value, locale, order.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The bank transfer's proof: where it stands (being checked, confirmed, refused with the staff's reason)
 * and, while the order waits for its money, the upload form with a preview of a chosen photo. A plain
 * multipart form posted to the order's action, so it works before and without the page's scripts.
 */
// the form with its file field is fetched by the browser only for an order that takes a proof (decision 077)
const TransferProofForm = deferredPart(() =>
  import('./transfer-proof-form.tsx').then((module) => module.TransferProofForm),
);

export function TransferProofPanel({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  const proof = order.transferProof;
  if (!order.canSendTransferProof && !proof) return null;
  const isRejected = proof?.status === 'rejected';
  return (
    <AccountCard
      className="transfer-proof"
      headingId="transfer-proof-title"
      title={t('transferProofTitle')}
      data-testid="transfer-proof"
      data-proof-status={proof?.status ?? 'none'}
    >
      {isRejected ? (
        <div className="order-notice order-notice--cancelled transfer-proof__refused" role="note">
          {proof.note ? (
            <>
              <p>{t('transferProofRejected')}</p>
              <p className="transfer-proof__reason" data-testid="transfer-proof-reason">
                <bdi>{proof.note}</bdi>
              </p>
            </>
          ) : (
            <p>{t('transferProofRejectedNoReason')}</p>
          )}
        </div>
      ) : null}
      {proof?.status === 'pending' ? (
        <p className="order-notice order-notice--awaiting_payment" data-testid="transfer-proof-pending">
          {t('transferProofPending', { name: proof.name })}
        </p>
      ) : null}
      {proof?.status === 'accepted' ? <p className="order-notice">{t('transferProofAccepted')}</p> : null}
      {proof && !isRejected ? (
        <p>
          <a href={proof.url} download={proof.name} className="link-arrow">
            {t('transferProofDownload')}
          </a>{' '}
          <span className="account-facts__secondary">{formatFileSize(proof.size, locale)}</span>
        </p>
      ) : null}
      {order.canSendTransferProof ? <TransferProofForm orderId={order.id} isAgain={isRejected} /> : null}
    </AccountCard>
  );
}
