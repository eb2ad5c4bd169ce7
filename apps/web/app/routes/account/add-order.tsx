import { specialOrdersCreateForm } from '@forum/contract/form-fields/specialOrders.create';
import { Form, Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { FileField, useFileChoice } from '~/components/file-field.tsx';
import { type FieldErrors, FormMessages, SubmitButton, TextAreaField, TextField } from '~/components/form.tsx';
import { uploadRulesOf } from '~/features/forms/fields.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { formatFileSize } from '~/utils/file-size.ts';
import type { Route } from './+types/add-order';
import { AccountPageHeader, accountPageMeta } from './account-data.tsx';
import { ATTACHMENT_FILE, SPECIAL_ORDERS_PATH, SUCCESS_ORDER_PATH } from './after-sales-data.ts';
import { uploadedIdsOf } from './after-sales-uploads.server.ts';

const ENDPOINT = specialOrdersCreateForm.endpoint;
const ATTACHMENT_RULES = uploadRulesOf('evidence');

/**
 * POST /special-orders, with or without the page's scripts: an attachment chosen is uploaded first
 * (purpose evidence) and named by its id; then the page telling what happens next.
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const uploaded = await uploadedIdsOf(form, [ATTACHMENT_FILE]);
  if (!Array.isArray(uploaded)) return form.answer(uploaded.refusal, { fields: [ATTACHMENT_FILE] });
  const [attachment] = uploaded;
  const body = { ...form.bodyOf(ENDPOINT), ...(attachment ? { attachment } : {}) };
  const result = await form.send(ENDPOINT, { body });
  return form.answer(result, { to: form.to(SUCCESS_ORDER_PATH), fields: [ATTACHMENT_FILE] });
}

export const handle = pageAt('addOrder');

export const meta = accountPageMeta;

/** Ask the forum for something the shop does not have (docs/product/after-sales.md "Special orders"). */
export default function AddOrder() {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const file = useFileChoice(ATTACHMENT_RULES, t('fileWrongType'));
  const { formRef, field, errors, clearError, onSubmit, isSubmitting, inlineMessages } = useForm(
    specialOrdersCreateForm,
    {
      extra: [ATTACHMENT_FILE],
      check: (): FieldErrors => (file.state.status === 'failed' ? { [ATTACHMENT_FILE]: file.state.error } : {}),
    },
  );

  return (
    <div className="account-page" data-testid="add-order-page">
      <Breadcrumbs />
      <AccountPageHeader title={t('addOrderTitle')} lead={t('addOrderLead')} />
      <Form
        method="post"
        encType="multipart/form-data"
        ref={formRef}
        className="account-card form account-form--narrow"
        noValidate
        onSubmit={onSubmit}
        data-testid="add-order-form"
      >
        <TextField {...field('item')} label={t('addOrderItem')} hint={t('addOrderItemHint')} />
        <TextAreaField {...field('details')} label={t('addOrderDetails')} hint={t('addOrderDetailsHint')} rows={4} />
        <TextField
          {...field('quantity')}
          label={t('addOrderQuantity')}
          inputMode="numeric"
          defaultValue="1"
          dir="ltr"
          className="add-order__quantity"
        />
        <FileField
          name={ATTACHMENT_FILE}
          label={t('addOrderAttachment')}
          hint={t('addOrderAttachmentHint', { size: formatFileSize(ATTACHMENT_RULES.maxBytes, locale) })}
          rules={ATTACHMENT_RULES}
          state={file.state}
          onChoose={(chosen) => {
            clearError(ATTACHMENT_FILE);
            file.choose(chosen);
          }}
          error={errors[ATTACHMENT_FILE] ?? errors.attachment}
        />
        <FormMessages messages={inlineMessages} />
        <SubmitButton isSubmitting={isSubmitting}>{t('addOrderSubmit')}</SubmitButton>
      </Form>
      <Link to={to(SPECIAL_ORDERS_PATH)} className="order__back">
        {t('specialOrdersTitle')}
      </Link>
    </div>
  );
}
