import type { Address } from '@forum/contract/addresses';
import type { Locale } from '@forum/contract/locale';
import { formatNumber } from '@forum/contract/money';
import type { BankAccount, ShipmentType } from '@forum/contract/orders';
import { PayOrderForm } from '~/features/orders/pay-order-form.tsx';
import { type Translate, useI18n } from '~/i18n/i18n.tsx';

/** "3–5 working days", or the forum days for a pickup. */
export function shippingTimeOf(type: Pick<ShipmentType, 'daysMin' | 'daysMax'>, t: Translate, locale: Locale): string {
  if (type.daysMax === 0) return t('checkoutShippingDuringForum');
  return t('checkoutShippingDays', {
    min: formatNumber(type.daysMin, locale),
    max: type.daysMax,
  });
}

/** An address as displayed: name, city.name, address; with who receives it and their number. */
export function AddressCard({ address }: { address: Address }) {
  const { t } = useI18n();
  const place = [address.district?.name, address.city.name, address.country.name]
    .filter(Boolean)
    .join(t('listSeparator'));
  return (
    <span className="text-stack">
      <span className="text-stack__title">
        {address.name}
        {address.isDefault ? <span className="pill">{t('checkoutDefaultBadge')}</span> : null}
      </span>
      <span className="text-stack__line">
        {address.recipient} · <bdi dir="ltr">{address.telephone}</bdi>
      </span>
      <span className="text-stack__line">{address.address}</span>
      <span className="text-stack__meta">{place}</span>
    </span>
  );
}

/** Where a bank transfer goes: each account with its IBAN, which the reader copies as it is. */
export function BankAccounts({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useI18n();
  return (
    <ul className="checkout-banks grid-list" data-testid="bank-accounts">
      {accounts.map((account) => (
        <li key={account.id} className="checkout-bank">
          <img src={account.logo.url} alt="" width={40} height={40} loading="lazy" />
          <div>
            <p className="checkout-bank__name">{account.bankName}</p>
            <p className="checkout-bank__holder">{account.accountName}</p>
            <dl className="checkout-bank__numbers">
              <div>
                <dt>{t('checkoutBankIban')}</dt>
                <dd>
                  <bdi dir="ltr">{account.iban}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('checkoutBankAccountNumber')}</dt>
                <dd>
                  <bdi dir="ltr">{account.accountNumber}</bdi>
                </dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Opens the gateway's page for an order still waiting for its card payment. */
export function PayButton({ orderId, attemptKey, label }: { orderId: number; attemptKey: string; label: string }) {
  return <PayOrderForm orderId={orderId} attemptKey={attemptKey} label={label} testId="pay-now" />;
}
