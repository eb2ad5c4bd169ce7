import { type FormEvent, useEffect, useState } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { FileField, useFileChoice } from '~/components/file-field.tsx';
import { RETURN_FIELD } from '~/features/forms/action-fields.tsx';
import { uploadRulesOf } from '~/features/forms/fields.ts';
import { ORDER_INTENT, TRANSFER_PROOF_FILE } from '~/features/orders/order-intents.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatFileSize } from '~/utils/file-size.ts';
import { useHydrated } from '~/utils/use-hydrated.ts';
import { orderPath } from './orders-data.ts';

// a transfer proof is taken as a return's evidence is: a photo or a PDF of at most 5 MB (docs/product/after-sales.md)
const PROOF_RULES = uploadRulesOf('evidence');

/** A bank transfer's proof, sent from the order's page (docs/product/after-sales.md); a preview of a picture before it goes. */
export function TransferProofForm({ orderId, isAgain }: { orderId: number; isAgain: boolean }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const location = useLocation();
  const navigation = useNavigation();
  const action = to(orderPath(orderId));
  const proof = useFileChoice(PROOF_RULES, t('fileWrongType'));
  const [error, setError] = useState<string | undefined>();
  // the browser's own check of the required file until the page's script says it beside the field
  const isHydrated = useHydrated();
  const [preview, setPreview] = useState<string | null>(null);
  // the preview's address holds the file in memory until it is replaced or the form goes
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const isSending =
    navigation.state !== 'idle' &&
    navigation.formAction === action &&
    navigation.formData?.get('intent') === ORDER_INTENT.proof;

  function send(event: FormEvent<HTMLFormElement>) {
    if (proof.state.status === 'empty') setError(t('transferProofRequired'));
    if (proof.state.status !== 'chosen') event.preventDefault();
  }

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="transfer-proof__form"
      onSubmit={send}
      noValidate={isHydrated}
      data-testid="transfer-proof-form"
    >
      <p className="account-page__lead">{t('transferProofLead')}</p>
      <input type="hidden" name="intent" value={ORDER_INTENT.proof} />
      <input type="hidden" name={RETURN_FIELD} value={`${location.pathname}${location.search}`} />
      <FileField
        name={TRANSFER_PROOF_FILE}
        label={isAgain ? t('transferProofAgain') : t('transferProofFile')}
        hint={t('transferProofHint', { size: formatFileSize(PROOF_RULES.maxBytes, locale) })}
        rules={PROOF_RULES}
        required
        state={proof.state}
        error={error}
        onChoose={(file) => {
          setError(undefined);
          proof.choose(file);
          setPreview(file?.type.startsWith('image/') ? URL.createObjectURL(file) : null);
        }}
      />
      {preview && proof.state.status === 'chosen' ? (
        <img
          className="transfer-proof__preview"
          src={preview}
          alt={t('transferProofPreview')}
          data-testid="transfer-proof-preview"
        />
      ) : null}
      <button
        type="submit"
        className="button"
        disabled={isSending}
        aria-busy={isSending}
        data-testid="transfer-proof-send"
      >
        {isSending ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        <span>{isSending ? t('transferProofSending') : t('transferProofSend')}</span>
      </button>
    </Form>
  );
}
