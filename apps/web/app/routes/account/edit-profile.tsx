import type { Profile, ProfileResponse, ProfileUpdateBody } from '@forum/contract/account';
import { type FormEvent, useState } from 'react';
import { useApi } from '~/api/use-api.ts';
import { formFields, SubmitButton, TextField, useApiForm } from '~/components/form.tsx';
import { useToast } from '~/components/toasts.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { toLatinDigits } from '~/utils/digits.ts';
import type { Route } from './+types/edit-profile';
import { accountMeta, changedFields, useEditedProfile } from './account-data.ts';
import { CountryField } from './country-field.tsx';
import { type ImageChange, ImageUpload } from './image-upload.tsx';
import { PersonFields } from './person-fields.tsx';
import './account.css';

const PERSONAL_FIELDS = ['firstName', 'lastName', 'telephone', 'country', 'city', 'district', 'address'] as const;
const COMPANY_FIELDS = ['companyName', 'taxNumber'] as const;
const ERROR_KEYS = [...PERSONAL_FIELDS, ...COMPANY_FIELDS, 'avatarUpload'];

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'profileTitle');
}

/** The personal profile of customers and staff (exhibitors edit their company: the layout sends them there). */
export default function EditProfile() {
  const { t } = useI18n();
  const { profile, version, onSaved } = useEditedProfile();
  return (
    <div className="account-page">
      <header className="account-page__header">
        <h1 className="account-page__title">{t('profileTitle')}</h1>
        <p className="account-page__lead">{t('profileLead')}</p>
      </header>
      <ProfileForm key={version} profile={profile} onSaved={onSaved} />
    </div>
  );
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (answer: ProfileResponse) => void }) {
  const { t } = useI18n();
  const api = useApi();
  const toast = useToast();
  const form = useApiForm(ERROR_KEYS);
  const { errors, clearError } = form;
  const [avatar, setAvatar] = useState<ImageChange>({ kind: 'unchanged' });
  const hasCompany = profile.accountKind === 'company' || profile.accountKind === 'customs_clearance';

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    // typed on Arabic keyboards, digits would reach the API as Arabic-Indic ones
    const personal = formFields(formElement, PERSONAL_FIELDS);
    personal.telephone = toLatinDigits(personal.telephone);
    const company = formFields(formElement, COMPANY_FIELDS);
    company.taxNumber = toLatinDigits(company.taxNumber);
    const body: ProfileUpdateBody = {
      ...changedFields(personal, profile),
      ...(hasCompany ? changedFields(company, profile) : {}),
    };
    if (avatar.kind === 'uploaded') body.avatarUpload = avatar.id;
    if (avatar.kind === 'removed') body.avatarUpload = null;
    await form.submit(
      () => api.post<ProfileResponse>('/profile', { body }),
      (answer) => {
        toast.success(t('profileSaved'));
        onSaved(answer);
      },
    );
  }

  return (
    <form ref={form.formRef} className="form account-form" noValidate onSubmit={save}>
      <section className="account-card form" aria-labelledby="profile-personal">
        <h2 id="profile-personal" className="account-card__title">
          {t('profilePersonalSection')}
        </h2>
        <ImageUpload
          purpose="avatar"
          label={t('profilePhoto')}
          currentUrl={profile.avatarUrl}
          alt={t('profilePhotoAlt')}
          canRemove
          error={errors.avatarUpload}
          onChange={(change) => {
            setAvatar(change);
            clearError('avatarUpload');
          }}
        />
        <PersonFields profile={profile} errors={errors} onEdit={clearError} />
      </section>

      <section className="account-card form" aria-labelledby="profile-address">
        <h2 id="profile-address" className="account-card__title">
          {t('profileAddressSection')}
        </h2>
        <div className="form__row">
          <CountryField
            label={t('profileCountry')}
            saved={profile.country}
            error={errors.country}
            onEdit={clearError}
          />
          <TextField
            name="city"
            label={t('profileCity')}
            defaultValue={profile.city ?? ''}
            autoComplete="address-level2"
            required
            maxLength={80}
            error={errors.city}
            onEdit={clearError}
          />
          <TextField
            name="district"
            label={t('profileDistrict')}
            defaultValue={profile.district ?? ''}
            autoComplete="address-level3"
            maxLength={80}
            error={errors.district}
            onEdit={clearError}
          />
        </div>
        <TextField
          name="address"
          label={t('profileAddress')}
          defaultValue={profile.address ?? ''}
          autoComplete="street-address"
          maxLength={200}
          error={errors.address}
          onEdit={clearError}
        />
      </section>

      {hasCompany ? (
        <section className="account-card form" aria-labelledby="profile-company">
          <h2 id="profile-company" className="account-card__title">
            {t('profileCompanySection')}
          </h2>
          <div className="form__row">
            <TextField
              name="companyName"
              label={t('profileCompanyName')}
              defaultValue={profile.companyName ?? ''}
              autoComplete="organization"
              maxLength={120}
              error={errors.companyName}
              onEdit={clearError}
            />
            <TextField
              name="taxNumber"
              label={t('profileTaxNumber')}
              defaultValue={profile.taxNumber ?? ''}
              inputMode="numeric"
              dir="ltr"
              maxLength={15}
              hint={t('profileTaxNumberHint')}
              error={errors.taxNumber}
              onEdit={clearError}
            />
          </div>
          {profile.commercialRegistration ? (
            <TextField
              name="commercialRegistration"
              label={t('profileCommercialRegistration')}
              value={profile.commercialRegistration}
              dir="ltr"
              readOnly
              hint={t('profileCommercialRegistrationNote')}
            />
          ) : null}
        </section>
      ) : null}

      <SubmitButton isSubmitting={form.isSubmitting}>{t('profileSave')}</SubmitButton>
    </form>
  );
}
