import { BilingualField } from '~/components/bilingual-field.tsx';
import { TextField } from '~/components/form.tsx';
import type { FieldProps } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

type BoxName = 'x' | 'y' | 'width' | 'height';

/** A box on the floor plan (a hall, a new booth): its corner and its size in metres, on one row. */
export function PlanBoxFields({ field }: { field: (name: BoxName) => FieldProps }) {
  const { t } = useI18n();
  return (
    <div className="form__row">
      <TextField {...field('x')} label={t('exhibitionAdminX')} inputMode="decimal" />
      <TextField {...field('y')} label={t('exhibitionAdminY')} inputMode="decimal" />
      <TextField {...field('width')} label={t('exhibitionAdminWidth')} inputMode="decimal" />
      <TextField {...field('height')} label={t('exhibitionAdminHeight')} inputMode="decimal" />
    </div>
  );
}

/** A hall's code, its names in both languages and its box: the new hall's form, and its plan's. */
export function HallFields({
  field,
  bilingual,
}: {
  field: (name: BoxName | 'code') => FieldProps;
  bilingual: (base: 'name') => { ar: FieldProps; en: FieldProps };
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField {...field('code')} label={t('exhibitionAdminHallCode')} dir="ltr" />
      <BilingualField
        {...bilingual('name')}
        labels={{ ar: t('exhibitionAdminNameAr'), en: t('exhibitionAdminNameEn') }}
      />
      <PlanBoxFields field={field} />
    </>
  );
}
