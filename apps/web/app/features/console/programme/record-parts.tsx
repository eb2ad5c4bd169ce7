import { SelectField } from '~/components/form.tsx';
import { MomentField } from '~/features/console/form/console-form.tsx';
import type { ChoiceProps, FieldProps } from '~/features/forms/use-form.tsx';
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

/**
 * A session's hall and its start and end on the forum's clock (five-minute steps, read left to right): the
 * session's form and its move form. `placeholder` lets the hall be left empty (an unscheduled session).
 */
export function SlotFields({
  hall,
  start,
  end,
  halls,
  values,
  placeholder,
}: {
  hall: ChoiceProps;
  start: FieldProps;
  end: FieldProps;
  halls: readonly { id: number; name: string }[];
  values: { hallId: string; startsAt: string; endsAt: string };
  placeholder?: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <SelectField
        {...hall}
        label={t('programmeFieldHall')}
        {...(placeholder !== undefined ? { placeholder } : {})}
        defaultValue={values.hallId}
        options={halls.map((one) => ({ value: String(one.id), label: one.name }))}
      />
      <div className="form__row">
        <MomentField {...start} step={300} label={t('programmeFieldStartsAt')} value={values.startsAt} />
        <MomentField {...end} step={300} label={t('programmeFieldEndsAt')} value={values.endsAt} />
      </div>
    </>
  );
}
