import { loadExhibitorCategories } from '~/api/exhibitor-categories.server.ts';
import { SelectField, TextField } from '~/components/form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/exhibitor-register';
import { AuthCard, authMeta } from './auth-layout.tsx';
import { registrationAction } from './register-action.server.ts';
import {
  CommercialRegistrationField,
  CompanyNameField,
  ContactFields,
  FormSection,
  LocationFields,
  NameFields,
  PasswordFields,
  RegisterFooter,
  RegistrationForm,
  TaxNumberField,
  useRegistration,
} from './register-fields.tsx';

const FIELDS = [
  'companyName',
  'category',
  'website',
  'taxNumber',
  'commercialRegistration',
  'firstName',
  'lastName',
  'email',
  'telephone',
  'password',
  'confirmPassword',
  'country',
  'city',
  'terms',
];

/** The fields of activity to choose from, in the page's language. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadExhibitorCategories(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'exhibitorRegisterTitle', 'exhibitorRegisterLead');
}

export function action(args: Route.ActionArgs) {
  return registrationAction(args, {
    family: 'exhibitor',
    fields: FIELDS,
    body: async (values) => values,
  });
}

/** A company that exhibits, and the person who runs its account; then the emailed code. */
export default function ExhibitorRegister({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const registration = useRegistration(FIELDS);
  const { errors, clearError, redirectTo } = registration;
  const fieldProps = { errors, onEdit: clearError };

  return (
    <AuthCard
      title={t('exhibitorRegisterTitle')}
      lead={<p>{t('exhibitorRegisterLead')}</p>}
      isWide
      footer={
        <RegisterFooter
          family="exhibitor"
          redirectTo={redirectTo}
          others={[
            { path: '/register', label: 'registerIndividualTitle' },
            { path: '/customs-clearance-register', label: 'registerCustomsTitle' },
          ]}
        />
      }
    >
      <RegistrationForm registration={registration}>
        <FormSection title={t('companyDetails')}>
          <div className="form__row">
            <CompanyNameField {...fieldProps} />
            <SelectField
              name="category"
              label={t('category')}
              required
              placeholder={t('categoryPlaceholder')}
              options={loaderData.categories.map((category) => ({
                value: String(category.id),
                label: category.name,
              }))}
              error={errors.category}
              onEdit={clearError}
            />
          </div>
          <TextField
            name="website"
            type="url"
            label={t('website')}
            autoComplete="url"
            inputMode="url"
            dir="ltr"
            placeholder="https://"
            maxLength={300}
            error={errors.website}
            onEdit={clearError}
          />
          <div className="form__row">
            <TaxNumberField {...fieldProps} required={false} />
            <CommercialRegistrationField {...fieldProps} required={false} />
          </div>
          <LocationFields {...fieldProps} withStreet={false} />
        </FormSection>
        <FormSection title={t('contactPerson')}>
          <NameFields {...fieldProps} />
          <ContactFields {...fieldProps} />
        </FormSection>
        <FormSection title={t('passwordDetails')}>
          <PasswordFields {...fieldProps} />
        </FormSection>
      </RegistrationForm>
    </AuthCard>
  );
}
