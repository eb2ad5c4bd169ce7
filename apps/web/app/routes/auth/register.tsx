import { accountsRegisterForm } from '@forum/contract/form-fields/accounts.register';
import { useState } from 'react';
import { RadioGroupField } from '~/components/choice-fields.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/register';
import { authMeta } from './auth-layout.tsx';
import { registrationAction } from './register-action.server.ts';
import {
  CompanyNameField,
  FormSection,
  RegistrationPage,
  TaxNumberField,
  useRegistration,
} from './register-fields.tsx';
import { REGISTRATIONS } from './register-names.ts';

type Kind = 'individual' | 'company';

const PAGE = REGISTRATIONS.customer;

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, PAGE.title, PAGE.lead);
}

export function action(args: Route.ActionArgs) {
  return registrationAction(args, { family: PAGE.family });
}

/** Individuals and companies (a company adds its name and VAT number); then the emailed code. */
export default function Register() {
  const { t } = useI18n();
  const registration = useRegistration(accountsRegisterForm);
  const [kind, setKind] = useState<Kind>(registration.values.accountKind === 'company' ? 'company' : 'individual');
  const { errors, clearError, fieldProps } = registration;

  return (
    <RegistrationPage page={PAGE} registration={registration} holder="yourDetails" withAddress>
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
    </RegistrationPage>
  );
}
