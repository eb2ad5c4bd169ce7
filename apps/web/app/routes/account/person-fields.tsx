import type { Profile } from '@forum/contract/account';
import { type FieldErrors, TextField } from '~/components/form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { CountryField } from './country-field.tsx';

type ProfileFieldProps = { profile: Profile; errors: FieldErrors; onEdit: (name: string) => void };

/** The person behind an account (a customer, or an exhibitor's contact): names, email (read-only), phone. */
export function PersonFields({ profile, errors, onEdit }: ProfileFieldProps) {
  const { t } = useI18n();
  return (
    <>
      <div className="form__row">
        <TextField
          name="firstName"
          label={t('profileFirstName')}
          defaultValue={profile.firstName}
          autoComplete="given-name"
          required
          maxLength={80}
          error={errors.firstName}
          onEdit={onEdit}
        />
        <TextField
          name="lastName"
          label={t('profileLastName')}
          defaultValue={profile.lastName}
          autoComplete="family-name"
          required
          maxLength={80}
          error={errors.lastName}
          onEdit={onEdit}
        />
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
          name="telephone"
          label={t('profileTelephone')}
          type="tel"
          dir="ltr"
          defaultValue={profile.telephone ?? ''}
          autoComplete="tel"
          required
          maxLength={20}
          hint={t('profileTelephoneHint')}
          error={errors.telephone}
          onEdit={onEdit}
        />
      </div>
    </>
  );
}

/** Where the person is: the country (CountryField, with the saved one) and the city, for a form row. */
export function PlaceFields({ profile, errors, onEdit }: ProfileFieldProps) {
  const { t } = useI18n();
  return (
    <>
      <CountryField label={t('profileCountry')} saved={profile.country} error={errors.country} onEdit={onEdit} />
      <TextField
        name="city"
        label={t('profileCity')}
        defaultValue={profile.city ?? ''}
        autoComplete="address-level2"
        required
        maxLength={80}
        error={errors.city}
        onEdit={onEdit}
      />
    </>
  );
}
