import type { WalletEntry } from '@forum/contract/after-sales';
import { formatMoney, formatSignedMoney } from '@forum/contract/money';
import { Link } from 'react-router';
import { Pager, pageNumberOf } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { laterPage, withQuery } from '~/utils/query.ts';
import type { Route } from './+types/balance';
import { AccountCard } from './account-card.tsx';
import { AccountScreen, accountPageMeta } from './account-data.tsx';
import balanceCss from './balance.css?inline';
import { DayAndTime } from './day-and-time.tsx';
import { orderPath } from './orders-data.ts';

const BALANCE_PATH = '/account/balance';
/** Movements on one page of the ledger. */
const ENTRIES_PER_PAGE = 20;

/** GET /wallet: the balance and a page of its ledger, newest first (docs/product/after-sales.md "Wallet"). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const query = { page: pageNumberOf(route.url), perPage: ENTRIES_PER_PAGE };
  return route.need(await route.api.call('wallet.get', { query }));
}

export const handle = pageAt('balance');

export const meta = accountPageMeta;

/** The customer's wallet: the balance large, then each movement in and out, told apart in words, sign and colour. */
export default function Balance({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const { balance, currency, items, pagination } = loaderData;
  return (
    <AccountScreen
      name="wallet"
      title={t('walletTitle')}
      lead={t('walletLead')}
      styles={<RouteStyles name="balance" sheet={balanceCss} />}
      className="wallet"
    >
      <div className="account-card wallet__balance">
        <p className="wallet__balance-label" id="wallet-balance-label">
          {t('walletBalance')}
        </p>
        <p className="wallet__balance-amount" aria-describedby="wallet-balance-label" data-testid="wallet-balance">
          {formatMoney(balance, locale, currency)}
        </p>
      </div>
      <AccountCard headingId="wallet-ledger-title" title={t('walletLedgerTitle')}>
        {items.length > 0 ? (
          <>
            <p className="account-muted">{t('walletCount', { count: pagination.total })}</p>
            <ul className="wallet-ledger" data-testid="wallet-ledger">
              {items.map((entry) => (
                <LedgerEntry key={entry.id} entry={entry} currency={currency} />
              ))}
            </ul>
          </>
        ) : (
          <p className="wallet-empty" data-testid="wallet-empty">
            {t('walletEmpty')}
          </p>
        )}
      </AccountCard>
      <Pager pagination={pagination} hrefOf={(page) => to(withQuery(BALANCE_PATH, { page: laterPage(page) }))} />
    </AccountScreen>
  );
}

function LedgerEntry({ entry, currency }: { entry: WalletEntry; currency: string }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const isCredit = entry.amount > 0;
  // the sign is written, not left to the colour: "+" for what came in, "-" for what went out
  const amount = formatSignedMoney(entry.amount, locale, currency);
  return (
    <li
      className={`wallet-entry wallet-entry--${isCredit ? 'credit' : 'debit'}`}
      data-testid="wallet-entry"
      data-kind={isCredit ? 'credit' : 'debit'}
    >
      <div className="wallet-entry__about">
        <p className="wallet-entry__reason">
          <span className="wallet-entry__kind">{isCredit ? t('walletCredit') : t('walletDebit')}</span>
          {t(`walletReason_${entry.reason}`)}
        </p>
        <p className="wallet-entry__meta">
          <DayAndTime at={entry.createdAt} />
          {entry.order ? (
            <Link to={to(orderPath(entry.order.id))} data-testid="wallet-entry-order">
              {t('walletOrderLink', { number: entry.order.number })}
            </Link>
          ) : null}
          {entry.returnId ? (
            <Link to={to(`/account/returns/${entry.returnId}`)}>
              {t('walletReturnLink', { number: entry.returnId })}
            </Link>
          ) : null}
        </p>
        {entry.note ? (
          <p className="wallet-entry__note">
            <bdi>{entry.note}</bdi>
          </p>
        ) : null}
      </div>
      <div className="wallet-entry__figures">
        <p className="wallet-entry__amount" data-testid="wallet-entry-amount">
          <bdi>{amount}</bdi>
        </p>
        <p className="wallet-entry__after">
          {t('walletBalanceAfter', { amount: formatMoney(entry.balanceAfter, locale, currency) })}
        </p>
      </div>
    </li>
  );
}
