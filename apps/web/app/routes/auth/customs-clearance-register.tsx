import type { FieldErrors } from '~/components/form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/customs-clearance-register';
import { AuthCard, authMeta } from './auth-layout.tsx';
import { LicenceField, useLicenceChoice } from './licence-field.tsx';
import { licenceUploadOf, registrationAction } from './register-action.server.ts';
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
  'taxNumber',
  'commercialRegistration',
  'licenceUpload',
  'firstName',
  'lastName',
  'email',
  'telephone',
  'password',
  'confirmPassword',
  'country',
  'city',
  'district',
  'address',
  'terms',
];

export function action(args: Route.ActionArgs) {
  return registrationAction(args, {
    family: 'customer',
    fields: FIELDS,
    body: async (values, form) => {
      const licenceUpload = await licenceUploadOf(form);
      if (typeof licenceUpload !== 'number') return licenceUpload;
      return { ...values, accountKind: 'customs_clearance', licenceUpload };
    },
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'customsRegisterTitle', 'customsRegisterLead');
}

/**
 * Customs-clearance agents: a customer account of the kind customs_clearance, with the company's
 * VAT and commercial registration numbers and its licence (sent with the form, uploaded by the action).
 */
export default function CustomsClearanceRegister() {
  const { t } = useI18n();
  const licence = useLicenceChoice();
  const registration = useRegistration(FIELDS, (): FieldErrors => {
    if (licence.state.status === 'empty') return { licenceUpload: t('licenceRequired') };
    if (licence.state.status === 'failed') return { licenceUpload: licence.state.error };
    return {};
  });
  const { errors, clearError, redirectTo } = registration;
  const fieldProps = { errors, onEdit: clearError };

  return (
    <AuthCard
      title={t('customsRegisterTitle')}
      lead={<p>{t('customsRegisterLead')}</p>}
      isWide
      footer={
        <RegisterFooter
          family="customer"
          redirectTo={redirectTo}
          others={[
            { path: '/register', label: 'registerIndividualTitle' },
            { path: '/exhibitor-register', label: 'registerExhibitorTitle' },
          ]}
        />
      }
    >
      <RegistrationForm registration={registration} encType="multipart/form-data">
        <FormSection title={t('companyDetails')}>
          <CompanyNameField {...fieldProps} />
          <div className="form__row">
            <TaxNumberField {...fieldProps} required />
            <CommercialRegistrationField {...fieldProps} required />
          </div>
          <LicenceField
            state={licence.state}
            onChoose={(file) => {
              clearError('licenceUpload');
              licence.choose(file);
            }}
            error={errors.licenceUpload}
          />
        </FormSection>
        <FormSection title={t('contactPerson')}>
          <NameFields {...fieldProps} />
          <ContactFields {...fieldProps} />
        </FormSection>
        <FormSection title={t('passwordDetails')}>
          <PasswordFields {...fieldProps} />
        </FormSection>
        <FormSection title={t('addressDetails')}>
          <LocationFields {...fieldProps} withStreet />
        </FormSection>
      </RegistrationForm>
    </AuthCard>
  );
}
