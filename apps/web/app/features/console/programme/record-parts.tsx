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
