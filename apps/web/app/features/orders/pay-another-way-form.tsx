import { Form, useLocation, useNavigation } from 'react-router';
import { RETURN_FIELD } from '~/features/forms/action-fields.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { ORDER_INTENT, OTHER_PAYMENT_METHODS } from './order-intents.ts';

/**
 * A card order that still waits for its money paid another way (after a declined card): one form,
 * a button per method, posted to the order's action with or without the page's scripts. The action
 * leads to the order's page that says how to pay now.
 */
export function PayAnotherWayForm({ orderId }: { orderId: number }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const navigation = useNavigation();
  const location = useLocation();
  const action = to(`/account/orders/${orderId}`);
  const chosen =
    navigation.state !== 'idle' &&
    navigation.formAction === action &&
    navigation.formData?.get('intent') === ORDER_INTENT.method
      ? navigation.formData.get('paymentMethod')
      : null;
  return (
    <Form method="post" action={action} className="pay-another-way" aria-labelledby="pay-another-way-title">
      <h2 id="pay-another-way-title" className="pay-another-way__title">
        {t('paymentOtherMethodsTitle')}
      </h2>
      <p className="pay-another-way__hint">{t('paymentOtherMethodsHint')}</p>
      <input type="hidden" name="intent" value={ORDER_INTENT.method} />
      <input type="hidden" name={RETURN_FIELD} value={`${location.pathname}${location.search}`} />
      <div className="pay-another-way__buttons">
        {OTHER_PAYMENT_METHODS.map((method) => (
          <button
            key={method}
            type="submit"
            name="paymentMethod"
            value={method}
            className="button button--ghost"
            disabled={chosen !== null}
            aria-busy={chosen === method || undefined}
            data-testid={`pay-by-${method}`}
          >
            {chosen === method ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
            <span>{t(method === 'bank_transfer' ? 'paymentPayByTransfer' : 'paymentPayOnDelivery')}</span>
          </button>
        ))}
      </div>
    </Form>
  );
}
