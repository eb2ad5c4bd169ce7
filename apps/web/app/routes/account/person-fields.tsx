import type { Profile } from '@forum/contract/account';
import { TextField } from '~/components/form.tsx';
import type { FieldProps } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { CountryField } from './country-field.tsx';

/**
 * The names both profiles' schemas have (`form.field` of either page's `useForm` takes them, with the saved
 * profile as the form's `defaults`).
 */
type PersonName = 'firstName' | 'lastName' | 'telephone' | 'country' | 'city';
type ProfileFieldProps = { profile: Profile; field: (name: PersonName) => FieldProps };

/** The person behind an account (a customer, or an exhibitor's contact): names, email (read-only), phone. */
export function PersonFields({ profile, field }: ProfileFieldProps) {
  const { t } = useI18n();
  return (
    <>
      <div className="form__row">
        <TextField {...field('firstName')} label={t('profileFirstName')} autoComplete="given-name" required />
        <TextField {...field('lastName')} label={t('profileLastName')} autoComplete="family-name" required />
      </div>
      <div className="form__row">
        <TextField
          name="email"
          label={t('profileEmail')}
          type="email"
          dir="ltr"
          value={profile.email}
          readOnly
          hint={t('profileEmailNote')}
        />
        <TextField
          {...field('telephone')}
          label={t('profileTelephone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          required
          hint={t('profileTelephoneHint')}
        />
      </div>
    </>
  );
}

/** Where the person is: the country (CountryField, with the saved one) and the city, for a form row. */
export function PlaceFields({ profile, field }: ProfileFieldProps) {
  const { t } = useI18n();
  const country = field('country');
  return (
    <>
      <CountryField label={t('profileCountry')} saved={profile.country} error={country.error} onEdit={country.onEdit} />
      <TextField {...field('city')} label={t('profileCity')} autoComplete="address-level2" required />
    </>
  );
}
