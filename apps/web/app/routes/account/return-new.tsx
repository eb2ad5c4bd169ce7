import { returnsCreateForm } from '@forum/contract/form-fields/returns.create';
import { formatMoney } from '@forum/contract/money';
import type { Order } from '@forum/contract/orders';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { RadioGroupField } from '~/components/choice-fields.tsx';
import { FileField, useFileChoice } from '~/components/file-field.tsx';
import { type FieldErrors, FormMessages, SubmitButton, TextAreaField } from '~/components/form.tsx';
import { BackIcon } from '~/components/icons.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { uploadRulesOf } from '~/features/forms/fields.ts';
import { errorsAs } from '~/features/forms/form-errors.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { newAttemptKey } from '~/features/orders/order-intents.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { formatFileSize } from '~/utils/file-size.ts';
import type { Route } from './+types/return-new';
import { AccountPageHeader, accountMeta } from './account-data.tsx';
import afterSalesCss from './after-sales.css?inline';
import { newReturnPath, quantityFieldOf, RETURN_PHOTO_FIELDS, returnableOf, returnPath } from './after-sales-data.ts';
import { uploadedIdsOf } from './after-sales-uploads.server.ts';
import ordersCss from './orders.css?inline';
import { orderPath } from './orders-data.ts';

const PHOTO_RULES = uploadRulesOf('evidence');
const ENDPOINT = returnsCreateForm.endpoint;

/**
 * GET /orders/{id} and the customer's returns of it: what each line has left to send back (ordered, less
 * what returns not refused already ask), or why the order cannot be returned (docs/product/after-sales.md).
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const params = { id: route.id(route.url.searchParams.get('order') ?? undefined) };
  const { order } = route.need(await route.api.call('orders.get', { params }), { notFound: [400, 404] });
  const asked = new Map<number, number>();
  if (order.status === 'delivered') {
    // a customer's returns are few (one order, a fortnight): the first page of 50 holds those of this order
    const list = route.need(await route.api.call('returns.list', { query: { page: 1, perPage: 50 } }));
    const ofOrder = list.items.filter((each) => each.order.id === order.id && each.status !== 'rejected');
    const details = await Promise.all(
      ofOrder.map(async (each) => route.need(await route.api.call('returns.get', { params: { id: String(each.id) } }))),
    );
    for (const line of details.flatMap((detail) => detail.return.lines)) {
      asked.set(line.orderItemId, (asked.get(line.orderItemId) ?? 0) + line.quantity);
    }
  }
  const { remaining, why } = returnableOf(order, asked);
  return { order, remaining: Object.fromEntries(remaining), why, key: newAttemptKey() };
}

/**
 * POST /returns, with or without the page's scripts: the photos chosen are uploaded first (purpose
 * evidence), then the return names them; it opens on its own page.
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const lines: { orderItemId: number; quantity: number }[] = [];
  for (const [name, value] of form.form) {
    const itemId = /^quantity-(\d+)$/.exec(name)?.[1];
    const quantity = typeof value === 'string' ? Number(value.trim() || '0') : 0;
    if (itemId && Number.isInteger(quantity) && quantity > 0) lines.push({ orderItemId: Number(itemId), quantity });
  }
  // no line chosen: the API names it with the other fields' errors, said as the page says it
  const photos = await uploadedIdsOf(form, RETURN_PHOTO_FIELDS);
  if (!Array.isArray(photos)) return form.answer(photos.refusal, { fields: RETURN_PHOTO_FIELDS });
  const { orderId, reason, refundTo, idempotencyKey } = form.bodyOf(ENDPOINT);
  const sent = await form.send(ENDPOINT, {
    body: { orderId, reason, lines, photos, refundTo: refundTo === 'card' ? 'card' : 'wallet', idempotencyKey },
  });
  const result = errorsAs(sent, { lines: { key: 'lines', value: form.t('returnNoLines') } });
  return form.answer(result, {
    to: (sent) => form.to(returnPath(sent.return.id)),
    message: form.t('returnSent'),
    fields: RETURN_PHOTO_FIELDS,
  });
}

export const handle = pageBelow('returns', (data: Route.ComponentProps['loaderData'], t) => ({
  name: t('returnNewTitle'),
  path: newReturnPath(data.order.id),
}));

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'returnNewTitle');
}

/** Choose lines and quantities of a delivered order, say why, add photos, choose where the money goes. */
export default function ReturnNew({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { order, why } = loaderData;

  return (
    <article className="account-page return-new" aria-labelledby="return-new-title" data-testid="return-new-page">
      <RouteStyles name="orders" sheet={ordersCss} />
      <RouteStyles name="after-sales" sheet={afterSalesCss} />
      <Breadcrumbs />
      <AccountPageHeader
        titleId="return-new-title"
        title={t('returnNewTitle')}
        lead={t('returnNewLead', { number: order.number })}
      />
      {why ? (
        <section className="account-card after-sales-refusal" data-testid="return-refused" data-why={why}>
          <h2 className="account-card__title">{t('returnNotPossible')}</h2>
          <p>
            {why === 'notDelivered'
              ? t('returnWhy_notDelivered', { status: t(`orderStatus_${order.status}`) })
              : t(`returnWhy_${why}`)}
          </p>
        </section>
      ) : (
        <ReturnForm order={order} remaining={loaderData.remaining} idempotencyKey={loaderData.key} />
      )}
      <Link to={to(orderPath(order.id))} className="order__back">
        <BackIcon />
        <span>{t('returnBackToOrder')}</span>
      </Link>
    </article>
  );
}

function ReturnForm({
  order,
  remaining,
  idempotencyKey,
}: {
  order: Order;
  remaining: Readonly<Record<number, number>>;
  idempotencyKey: string;
}) {
  const { t, locale } = useI18n();
  const photo1 = useFileChoice(PHOTO_RULES, t('fileWrongType'));
  const photo2 = useFileChoice(PHOTO_RULES, t('fileWrongType'));
  const photo3 = useFileChoice(PHOTO_RULES, t('fileWrongType'));
  const choices = [photo1, photo2, photo3];
  const isCard = order.paymentMethod === 'card';
  const [refundTo, setRefundTo] = useState<'wallet' | 'card'>(isCard ? 'card' : 'wallet');
  const { formRef, field, errors, clearError, onSubmit, isSubmitting, inlineMessages } = useForm(returnsCreateForm, {
    extra: RETURN_PHOTO_FIELDS,
    check: (element): FieldErrors => {
      const found: FieldErrors = {};
      const quantities = order.items.map((item) => {
        const input = element.elements.namedItem(quantityFieldOf(item.id));
        return input instanceof HTMLInputElement ? Number(input.value || '0') : 0;
      });
      if (!quantities.some((quantity) => quantity > 0)) found.lines = t('returnNoLines');
      RETURN_PHOTO_FIELDS.forEach((name, index) => {
        const state = choices[index]?.state;
        if (state?.status === 'failed') found[name] = state.error;
      });
      return found;
    },
  });
  const linesError = errors.lines;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={formRef}
      className="account-card form"
      noValidate
      onSubmit={onSubmit}
      data-testid="return-form"
    >
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <fieldset
        className={`field return-lines bare-fieldset${linesError ? ' field--invalid' : ''}`}
        aria-describedby={linesError ? 'return-lines-error' : undefined}
      >
        <legend className="field__label">{t('returnChooseLines')}</legend>
        <ul className="return-lines__list">
          {order.items.map((item) => {
            const max = remaining[item.id] ?? 0;
            const fieldId = `return-${quantityFieldOf(item.id)}`;
            return (
              <li key={item.id} className="return-line" data-testid="return-line" data-item={item.id}>
                <div className="return-line__about">
                  <label htmlFor={fieldId} className="return-line__name">
                    {item.name}
                  </label>
                  <span className="account-muted">
                    {formatMoney(item.unitPrice, locale, order.currency)} ·{' '}
                    {max > 0 ? t('returnCanReturn', { count: max }) : t('returnLineGone')}
                  </span>
                </div>
                {max > 0 ? (
                  <input
                    id={fieldId}
                    name={quantityFieldOf(item.id)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={max}
                    defaultValue={0}
                    dir="ltr"
                    className="field__input return-line__quantity"
                    aria-label={t('returnQuantityOf', { name: item.name })}
                    onInput={() => clearError('lines')}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
        {linesError ? (
          <p id="return-lines-error" className="field__error">
            {linesError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField {...field('reason')} label={t('returnReason')} hint={t('returnReasonHint')} rows={4} />
      <div className="return-photos">
        {RETURN_PHOTO_FIELDS.map((name, index) => {
          const photo = choices[index];
          if (!photo) return null;
          return (
            <FileField
              key={name}
              name={name}
              label={t('returnPhoto', { position: index + 1 })}
              hint={t('returnPhotoHint', { size: formatFileSize(PHOTO_RULES.maxBytes, locale) })}
              rules={PHOTO_RULES}
              state={photo.state}
              onChoose={(file) => {
                clearError(name);
                photo.choose(file);
              }}
              error={errors[name]}
            />
          );
        })}
      </div>
      {isCard ? (
        <RadioGroupField
          name="refundTo"
          error={errors.refundTo}
          legend={t('returnRefundChoice')}
          options={[
            { value: 'card', label: t('refundTo_card') },
            { value: 'wallet', label: t('refundTo_wallet') },
          ]}
          value={refundTo}
          onChange={setRefundTo}
        />
      ) : (
        <>
          <input type="hidden" name="refundTo" value="wallet" />
          <p className="account-muted">{t('returnWalletOnly')}</p>
        </>
      )}
      <FormMessages messages={inlineMessages} />
      <SubmitButton isSubmitting={isSubmitting}>{t('returnSubmit')}</SubmitButton>
    </Form>
  );
}
