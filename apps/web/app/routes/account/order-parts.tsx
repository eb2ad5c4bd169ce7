import type { OrderStatus } from '@forum/contract/order-rules';
import type { Crumb } from '~/components/breadcrumbs.tsx';
import type { Translate } from '~/i18n/i18n.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { ORDERS_PATH, statusToneOf } from './orders-data.ts';

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

/** The way to the list from the home page; an order's page adds itself at the end. */
export function ordersTrail(t: Translate, last?: Crumb): Crumb[] {
  return [
    { name: t('navHome'), path: '/' },
    { name: t('accountAreaTitle'), path: '/account' },
    { name: t('accountNavOrders'), path: ORDERS_PATH },
    ...(last ? [last] : []),
  ];
}
