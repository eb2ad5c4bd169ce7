import type { FieldErrors } from '~/components/form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/customs-clearance-register';
import { authMeta } from './auth-layout.tsx';
import { LicenceField, useLicenceChoice } from './licence-field.tsx';
import { licenceUploadOf, registrationAction } from './register-action.server.ts';
import {
  AccountHolderSections,
  CommercialRegistrationField,
  CompanyNameField,
  FormSection,
  LocationFields,
  RegistrationPage,
  TaxNumberField,
  useRegistration,
} from './register-fields.tsx';
import { PERSON_FIELDS, PLACE_FIELDS, REGISTRATIONS, STREET_FIELDS, TERMS } from './register-names.ts';

const PAGE = REGISTRATIONS.customsClearance;
const FIELDS = [
  'companyName',
  'taxNumber',
  'commercialRegistration',
  'licenceUpload',
  ...PERSON_FIELDS,
  ...PLACE_FIELDS,
  ...STREET_FIELDS,
  TERMS,
];

export function action(args: Route.ActionArgs) {
  return registrationAction(args, {
    family: PAGE.family,
    fields: FIELDS,
    body: async (values, form) => {
      const licenceUpload = await licenceUploadOf(form);
      if (typeof licenceUpload !== 'number') return licenceUpload;
      return { ...values, accountKind: 'customs_clearance', licenceUpload };
    },
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, PAGE.title, PAGE.lead);
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
  const { errors, clearError, fieldProps } = registration;

  return (
    <RegistrationPage page={PAGE} registration={registration} encType="multipart/form-data">
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
      <AccountHolderSections {...fieldProps} title="contactPerson" />
      <FormSection title={t('addressDetails')}>
        <LocationFields {...fieldProps} withStreet />
      </FormSection>
    </RegistrationPage>
  );
}
