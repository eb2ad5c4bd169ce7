import { CODE_LIFETIME_MINUTES, VERIFICATION_CODE_LENGTH } from '@forum/contract/account-rules';
import { TextField } from '~/components/form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { toCode } from '~/utils/digits.ts';

/**
 * The emailed code: one input, so that pasting, the phone's one-time-code suggestion and screen
 * readers all work as with any field; it keeps Latin digits whatever the keyboard types. No
 * maxLength: the browser would cut a pasted "123 456" before the spaces are dropped.
 */
export function CodeField({
  value,
  onChange,
  onEdit,
  error,
  required = true,
}: {
  value: string;
  onChange: (code: string) => void;
  /** Told the field's name when it is edited, as every field tells it (its error goes away). */
  onEdit?: (name: string) => void;
  error?: string | undefined;
  /** The login's code may be left out: then a new one is emailed (decision 043). */
  required?: boolean;
}) {
  const { t } = useI18n();
  return (
    <TextField
      name="code"
      label={t('verificationCode')}
      hint={t('codeHint', { length: VERIFICATION_CODE_LENGTH, minutes: CODE_LIFETIME_MINUTES })}
      error={error}
      className="code-field"
      value={value}
      onChange={(event) => onChange(toCode(event.currentTarget.value))}
      onEdit={onEdit}
      required={required}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${VERIFICATION_CODE_LENGTH}}`}
      dir="ltr"
      spellCheck={false}
      placeholder={'•'.repeat(VERIFICATION_CODE_LENGTH)}
    />
  );
}
