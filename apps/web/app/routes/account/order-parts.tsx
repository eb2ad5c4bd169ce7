import type { OrderStatus } from '@forum/contract/order-rules';
import { useI18n } from '~/i18n/i18n.tsx';
import { statusToneOf } from './orders-data.ts';

/** An order's status as words on a coloured mark: the colour helps, the words say it. */
export function OrderStatusBadge({ status, isLarge = false }: { status: OrderStatus; isLarge?: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={`order-status order-status--${statusToneOf(status)}${isLarge ? ' order-status--large' : ''}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(`orderStatus_${status}`)}
    </span>
  );
}
