import { Form } from 'react-router';
import { ConfirmButton } from '~/features/console/form/console-form.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n } from '~/i18n/i18n.tsx';

/** The labels of a record's Arabic and English pair: "Title in Arabic", "Title in English". */
export function usePairLabels() {
  const { t } = useI18n();
  return (key: MessageKey) => ({
    ar: t('programmeInArabic', { name: t(key) }),
    en: t('programmeInEnglish', { name: t(key) }),
  });
}

/** A record's delete (or cancel) form: asked first, with a dialog or, without scripts, by the action. */
export function DeleteForm({ label, text, name }: { label: MessageKey; text: string; name: string }) {
  const { t } = useI18n();
  return (
    <Form method="post" className="programme-actions">
      <input type="hidden" name="intent" value="delete" />
      {/* what the question names when the action asks it (without scripts) */}
      <input type="hidden" name="name" value={name} />
      <ConfirmButton
        label={t(label)}
        title={t(label)}
        text={text}
        confirmLabel={t('programmeConfirm')}
        testId="programme-delete"
      />
    </Form>
  );
}

/** A yes/no field of a record, ticked as the record has it (`true` when ticked, absent otherwise). */
export function FlagField({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className="field">
      <div className="checkbox">
        <input id={`flag-${name}`} type="checkbox" name={name} value="true" defaultChecked={checked} />
        <label htmlFor={`flag-${name}`}>{label}</label>
      </div>
    </div>
  );
}
