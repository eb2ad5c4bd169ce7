import type { Profile } from '@forum/contract/account';
import { accountsUpdateProfileForm } from '@forum/contract/form-fields/accounts.updateProfile';
import { Link, useLocation } from 'react-router';
import { TextField } from '~/components/form.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/edit-profile';
import { AccountPageHeader, accountMeta, changedFields, EDIT_PROFILE_PATH, useAccount } from './account-data.tsx';
import { ImageUpload } from './image-upload.tsx';
import { PersonFields, PlaceFields } from './person-fields.tsx';
import { fieldsOf, saveProfile } from './profile-action.server.ts';
import { ProfileFormFrame, ProfileSection } from './profile-form.tsx';

const PERSONAL_FIELDS = ['firstName', 'lastName', 'telephone', 'country', 'city', 'district', 'address'] as const;
const COMPANY_FIELDS = ['companyName', 'taxNumber'] as const;

function hasCompany(profile: Profile): boolean {
  return profile.accountKind === 'company' || profile.accountKind === 'customs_clearance';
}

/** The form, sent with or without the page's scripts: only the fields that changed, and the photo. */
export async function action(args: Route.ActionArgs) {
  return saveProfile(args, {
    page: EDIT_PROFILE_PATH,
    image: 'avatar',
    changes: (form, profile) => ({
      body: {
        ...changedFields(fieldsOf(form, PERSONAL_FIELDS), profile),
        ...(hasCompany(profile) ? changedFields(fieldsOf(form, COMPANY_FIELDS), profile) : {}),
      },
    }),
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'profileTitle');
}

/** The personal profile of customers and staff (exhibitors edit their company: the layout sends them there). */
export default function EditProfile() {
  const { t } = useI18n();
  const { profile } = useAccount();
  // after a save the page comes again (a new entry): the form starts from what the server now holds
  const { key } = useLocation();
  return (
    <div className="account-page">
      <AccountPageHeader title={t('profileTitle')} lead={t('profileLead')} />
      <ProfileForm key={key} profile={profile} />
    </div>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const to = useLocalePath();
  // no check of required fields in the page (ProfileFormFrame says why)
  const form = useForm(accountsUpdateProfileForm, { defaults: profile });
  const { field } = form;

  return (
    <ProfileFormFrame form={form}>
      <ProfileSection id="profile-personal" title={t('profilePersonalSection')}>
        <ImageUpload
          purpose="avatar"
          label={t('profilePhoto')}
          currentUrl={profile.avatarUrl}
          alt={t('profilePhotoAlt')}
          canRemove
          error={field('avatarUpload').error}
          onEdit={form.clearError}
        />
        <PersonFields profile={profile} field={field} />
      </ProfileSection>

      <ProfileSection id="profile-address" title={t('profileAddressSection')}>
        {/* delivery addresses are the book's, with the checkout's lists and a pin (decision 054) */}
        {profile.userType === 'customer' ? (
          <p className="account-muted" data-testid="profile-address-book">
            {t('profileAddressBookNote')} <Link to={to('/account/addresses')}>{t('profileAddressBookLink')}</Link>
          </p>
        ) : null}
        <div className="form__row">
          <PlaceFields profile={profile} field={field} />
          <TextField {...field('district')} label={t('profileDistrict')} autoComplete="address-level3" />
        </div>
        <TextField
          {...field('address')}
          label={t('profileAddress')}
          // one line (an input): `street-address` belongs to a multi-line field only
          autoComplete="address-line1"
        />
      </ProfileSection>

      {hasCompany(profile) ? (
        <ProfileSection id="profile-company" title={t('profileCompanySection')}>
          <div className="form__row">
            <TextField {...field('companyName')} label={t('profileCompanyName')} autoComplete="organization" />
            <TextField
              {...field('taxNumber')}
              label={t('profileTaxNumber')}
              inputMode="numeric"
              dir="ltr"
              hint={t('profileTaxNumberHint')}
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
        </ProfileSection>
      ) : null}
    </ProfileFormFrame>
  );
}
