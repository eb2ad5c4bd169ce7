import type { ReturnStatus } from '@forum/contract/order-rules';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useRootData } from '~/features/shell/root-data.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import afterSalesCss from './after-sales.css?inline';
import { returnToneOf, specialOrderToneOf } from './after-sales-data.ts';
import ordersCss from './orders.css?inline';

/** The sheets of the returns' and special orders' pages: the orders' cards and marks, then their own. */
export function AfterSalesStyles() {
  return (
    <>
      <RouteStyles name="orders" sheet={ordersCss} />
      <RouteStyles name="after-sales" sheet={afterSalesCss} />
    </>
  );
}

/** A return's status as words on a coloured mark (the orders' marks: orders.css). */
export function ReturnStatusBadge({ status, isLarge = false }: { status: ReturnStatus; isLarge?: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={`order-status order-status--${returnToneOf(status)}${isLarge ? ' order-status--large' : ''}`}
      data-testid="return-status"
      data-status={status}
    >
      {t(`returnStatus_${status}`)}
    </span>
  );
}

export function SpecialOrderStatusBadge({ status }: { status: 'requested' | 'quoted' | 'declined' }) {
  const { t } = useI18n();
  return (
    <span
      className={`order-status order-status--${specialOrderToneOf(status)}`}
      data-testid="special-order-status"
      data-status={status}
    >
      {t(`specialOrderStatus_${status}`)}
    </span>
  );
}

/** The shop's currency (the settings'): returns and special orders answer riyals without naming it. */
export function useShopCurrency(): string {
  return useRootData()?.site?.settings.currency ?? 'SAR';
}
