import { Form, useLocation, useNavigation } from 'react-router';
import { RETURN_FIELD } from '~/features/forms/action-fields.tsx';
import { useLocalePath } from '~/i18n/i18n.tsx';
import { ORDER_INTENT } from './order-intents.ts';

/**
 * Pays a card order that still waits for it: a form posted to the order's action, which starts an
 * attempt at the gateway and sends the browser to its page, with or without the page's scripts. The
 * key comes from the page's loader, so a new page (back from a declined card, after a refusal) is a
 * new attempt. A refusal comes back to this page with its message.
 */
export function PayOrderForm({
  orderId,
  attemptKey,
  label,
  busyLabel,
  className = 'button',
  testId,
}: {
  orderId: number;
  attemptKey: string;
  label: string;
  busyLabel?: string;
  className?: string;
  testId: string;
}) {
  const to = useLocalePath();
  const navigation = useNavigation();
  const location = useLocation();
  const action = to(`/account/orders/${orderId}`);
  const isPaying =
    navigation.state !== 'idle' &&
    navigation.formAction === action &&
    navigation.formData?.get('intent') === ORDER_INTENT.pay;
  return (
    <Form method="post" action={action} className="pay-order-form">
      <input type="hidden" name="intent" value={ORDER_INTENT.pay} />
      <input type="hidden" name="idempotencyKey" value={attemptKey} />
      <input type="hidden" name={RETURN_FIELD} value={`${location.pathname}${location.search}`} />
      <button type="submit" className={className} disabled={isPaying} aria-busy={isPaying} data-testid={testId}>
        {isPaying ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        <span>{isPaying && busyLabel ? busyLabel : label}</span>
      </button>
    </Form>
  );
}
