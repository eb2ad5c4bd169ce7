import type { FormEvent } from 'react';
import { type FieldErrors, SubmitButton } from '~/components/form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/customs-clearance-register';
import { AuthCard, authMeta } from './auth-layout.tsx';
import { LicenceField, useLicenceUpload } from './licence-field.tsx';
import {
  CommercialRegistrationField,
  CompanyNameField,
  ContactFields,
  FormSection,
  LocationFields,
  NameFields,
  PasswordFields,
  RegisterFooter,
  RequiredNote,
  TaxNumberField,
  TermsField,
  useRegistration,
} from './register-fields.tsx';
import './auth.css';

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

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'customsRegisterTitle', 'customsRegisterLead');
}

/**
 * Customs-clearance agents: a customer account of the kind customs_clearance, with the company's
 * VAT and commercial registration numbers and its licence (uploaded first, then named by its id).
 */
export default function CustomsClearanceRegister() {
  const { t } = useI18n();
  const { formRef, errors, isSubmitting, clearError, register, redirectTo } = useRegistration(FIELDS, 'customer');
  const licence = useLicenceUpload();
  const fieldProps = { errors, onEdit: clearError };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let licenceUpload: number | undefined;
    register(event.currentTarget, {
      path: '/register',
      check: (): FieldErrors => {
        if (licence.state.status === 'empty') return { licenceUpload: t('licenceRequired') };
        if (licence.state.status === 'failed') return { licenceUpload: licence.state.error };
        return {};
      },
      beforeSend: async () => {
        const uploaded = await licence.waitForUpload();
        if (typeof uploaded !== 'number') return uploaded;
        licenceUpload = uploaded;
        return null;
      },
      body: (values) => ({ ...values, accountKind: 'customs_clearance', licenceUpload }),
    });
  }

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
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
        <RequiredNote />
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
        <TermsField {...fieldProps} />
        <SubmitButton isSubmitting={isSubmitting}>{t('registerSubmit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
