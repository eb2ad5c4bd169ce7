import type { ExhibitorCategoryList, ExhibitorCompany, Profile } from '@forum/contract/account';
import { exhibitorAccountsUpdateProfileForm } from '@forum/contract/form-fields/exhibitorAccounts.updateProfile';
import { withProtocol } from '@forum/contract/links';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BilingualField } from '~/components/bilingual-field.tsx';
import { SelectField, TextField } from '~/components/form.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/exhibitor-edit-profile';
import {
  AccountPageHeader,
  accountMeta,
  changedFields,
  EXHIBITOR_EDIT_PROFILE_PATH,
  useAccount,
} from './account-data.tsx';
import { ImageUpload } from './image-upload.tsx';
import { PersonFields, PlaceFields } from './person-fields.tsx';
import { fieldsOf, saveProfile } from './profile-action.server.ts';
import { ProfileFormFrame, ProfileSection } from './profile-form.tsx';
import { SocialLinksEditor, socialErrorKeys, socialLinksChange, useSocialRows } from './social-links.tsx';

const PERSON_FIELDS = ['firstName', 'lastName', 'telephone', 'country', 'city'] as const;
const COMPANY_FIELDS = [
  'companyNameAr',
  'companyNameEn',
  'descriptionAr',
  'descriptionEn',
  'website',
  'contactEmail',
] as const;

/** The categories a company may choose, in the page's language (the profile itself comes from the layout). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return { categories: route.need(await route.api.call('exhibition.categories')).items };
}

/** The form, sent with or without the page's scripts: what changed of the person and the company, and the logo. */
export async function action(args: Route.ActionArgs) {
  return saveProfile(args, {
    page: EXHIBITOR_EDIT_PROFILE_PATH,
    // the API names a link by its place in the list; the form, by its row
    fields: socialErrorKeys,
    image: 'logo',
    changes: (form, profile) => {
      const company = profile.exhibitor;
      const body: Record<string, unknown> = {
        ...changedFields(fieldsOf(form, PERSON_FIELDS), profile),
        ...changedFields(fieldsOf(form, COMPANY_FIELDS), company ?? {}),
      };
      const category = Number(form.text('category'));
      if (category && category !== company?.category.id) body.category = category;
      const social = socialLinksChange((name) => (form.form.has(name) ? form.text(name) : null), company?.social ?? []);
      if (social.links) body.social = social.links;
      // the API names the n-th link sent; the form, the row it came from
      return { body, renameErrors: social.renameErrors };
    },
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'exhibitorProfileTitle');
}

export default function ExhibitorEditProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { profile } = useAccount();
  // after a save the page comes again (a new entry): the form starts from what the server now holds
  const { key } = useLocation();
  const company = profile.exhibitor;

  return (
    <div className="account-page">
      <AccountPageHeader title={t('exhibitorProfileTitle')} lead={t('exhibitorProfileLead')} />
      {company ? (
        <p
          className={`spread-row account-notice ${company.isPublished ? 'account-notice--success' : 'account-notice--warning'}`}
          data-testid="publication-state"
        >
          <span>{company.isPublished ? t('exhibitorPublished') : t('exhibitorAwaitingReview')}</span>
          {company.isPublished ? (
            <Link to={to(`/account/profile/${profile.publicId}`)} className="account-notice__link">
              {t('exhibitorViewPublic')}
            </Link>
          ) : null}
        </p>
      ) : null}
      <ExhibitorForm key={key} profile={profile} company={company} categories={loaderData.categories} />
    </div>
  );
}

type ExhibitorFormProps = {
  profile: Profile;
  company: ExhibitorCompany | null;
  categories: ExhibitorCategoryList['items'];
};

function ExhibitorForm({ profile, company, categories }: ExhibitorFormProps) {
  const { t, locale } = useI18n();
  // no check of required fields in the page (ProfileFormFrame says why)
  const form = useForm(exhibitorAccountsUpdateProfileForm, {
    extra: socialErrorKeys,
    defaults: { ...profile, ...company },
  });
  const { errors, clearError, values, field, choice, bilingual } = form;
  // a refused form sent without scripts comes back with its rows as typed
  const [socialRows, setSocialRows] = useSocialRows(values, company?.social ?? []);
  const [website, setWebsite] = useState(values.website ?? company?.website ?? '');
  const companyName =
    (locale === 'ar' ? company?.companyNameAr : company?.companyNameEn) ||
    company?.companyNameEn ||
    company?.companyNameAr ||
    '';
  const websiteLink = withProtocol(website);

  return (
    <ProfileFormFrame form={form}>
      <ProfileSection id="exhibitor-company" title={t('exhibitorCompanySection')}>
        <ImageUpload
          purpose="logo"
          label={t('exhibitorLogo')}
          currentUrl={company?.logoUrl || null}
          alt={t('exhibitorLogoAlt', { name: companyName })}
          error={field('logoUpload').error}
          onEdit={clearError}
        />
        <BilingualField
          {...bilingual('companyName')}
          labels={{ ar: t('exhibitorCompanyNameAr'), en: t('exhibitorCompanyNameEn') }}
          required
        />
        <SelectField
          {...choice('category')}
          label={t('exhibitorCategory')}
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          defaultValue={company ? String(company.category.id) : ''}
          placeholder={t('exhibitorCategoryChoose')}
          required
        />
        <BilingualField
          {...bilingual('description')}
          labels={{ ar: t('exhibitorDescriptionAr'), en: t('exhibitorDescriptionEn') }}
          multiline
          rows={5}
        />
      </ProfileSection>

      <ProfileSection id="exhibitor-links" title={t('exhibitorLinksSection')}>
        <div className="form__row">
          <TextField
            {...field('website')}
            label={t('exhibitorWebsite')}
            type="text"
            inputMode="url"
            dir="ltr"
            autoComplete="url"
            spellCheck={false}
            hint={
              website.trim() && websiteLink !== website.trim()
                ? t('exhibitorWebsitePreview', { url: websiteLink })
                : t('exhibitorWebsiteHint')
            }
            onInput={(event) => {
              setWebsite(event.currentTarget.value);
              clearError('website');
            }}
          />
          <TextField
            {...field('contactEmail')}
            label={t('exhibitorContactEmail')}
            type="email"
            dir="ltr"
            autoComplete="email"
          />
        </div>
        <SocialLinksEditor rows={socialRows} onChange={setSocialRows} errors={errors} clearError={clearError} />
      </ProfileSection>

      <ProfileSection id="exhibitor-booths" title={t('exhibitorBoothsSection')}>
        {company?.booths.length ? (
          <ul className="booth-list" data-testid="booths">
            {company.booths.map((booth) => (
              <li key={booth.id} className="booth-list__item">
                <strong>{t('exhibitorBooth', { code: booth.code })}</strong>
                <span>{booth.hall}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="account-muted">{t('exhibitorBoothsNone')}</p>
        )}
        <p className="field__hint">{t('exhibitorBoothsNote')}</p>
      </ProfileSection>

      <ProfileSection id="exhibitor-contact" title={t('exhibitorContactSection')}>
        <PersonFields profile={profile} field={field} />
        <div className="form__row">
          <PlaceFields profile={profile} field={field} />
        </div>
      </ProfileSection>
    </ProfileFormFrame>
  );
}
