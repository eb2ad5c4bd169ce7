import { useState } from 'react';
import { RadioGroupField } from '~/components/form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/register';
import { AuthCard, authMeta } from './auth-layout.tsx';
import { registrationAction } from './register-action.server.ts';
import {
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

type Kind = 'individual' | 'company';

const FIELDS = [
  'accountKind',
  'companyName',
  'taxNumber',
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
  return authMeta(matches[0]?.loaderData, 'registerTitle', 'registerLead');
}

export function action(args: Route.ActionArgs) {
  return registrationAction(args, {
    family: 'customer',
    fields: FIELDS,
    body: async (values) => values,
  });
}

/** Individuals and companies (a company adds its name and VAT number); then the emailed code. */
export default function Register() {
  const { t } = useI18n();
  const registration = useRegistration(FIELDS);
  const [kind, setKind] = useState<Kind>(registration.values.accountKind === 'company' ? 'company' : 'individual');
  const { errors, clearError, redirectTo } = registration;
  const fieldProps = { errors, onEdit: clearError };

  return (
    <AuthCard
      title={t('registerTitle')}
      lead={<p>{t('registerLead')}</p>}
      isWide
      footer={
        <RegisterFooter
          family="customer"
          redirectTo={redirectTo}
          others={[
            { path: '/exhibitor-register', label: 'registerExhibitorTitle' },
            { path: '/customs-clearance-register', label: 'registerCustomsTitle' },
          ]}
        />
      }
    >
      <RegistrationForm registration={registration}>
        <RadioGroupField<Kind>
          name="accountKind"
          legend={t('accountKind')}
          value={kind}
          onChange={(next) => {
            setKind(next);
            clearError('accountKind');
          }}
          options={[
            { value: 'individual', label: t('accountKindIndividual') },
            { value: 'company', label: t('accountKindCompany') },
          ]}
          error={errors.accountKind}
        />
        {kind === 'company' ? (
          <FormSection title={t('companyDetails')}>
            <CompanyNameField {...fieldProps} />
            <TaxNumberField {...fieldProps} required />
          </FormSection>
        ) : null}
        <FormSection title={t('yourDetails')}>
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
