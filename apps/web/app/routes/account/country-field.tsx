import { SelectField } from '~/components/form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { COUNTRIES } from '~/utils/countries.ts';

type CountryFieldProps = {
  label: string;
  saved: string | null;
  error?: string | undefined;
  onEdit: (name: string) => void;
};

/**
 * The country by ISO code, as registration stored it; a saved code outside the list stays selectable, and
 * the "choose" option comes first.
 */
export function CountryField({ label, saved, error, onEdit }: CountryFieldProps) {
  const { t } = useI18n();
  const options = COUNTRIES.map((code) => ({ value: code as string, label: t(`country_${code}`) }));
  if (saved && !options.some((option) => option.value === saved)) options.push({ value: saved, label: saved });
  return (
    <SelectField
      name="country"
      label={label}
      options={options}
      defaultValue={saved ?? ''}
      required
      // an empty first option, as a required list needs: chosen when nothing was saved
      placeholder={t('chooseCountry')}
      error={error}
      onEdit={onEdit}
    />
  );
}
