import { accountsRegisterForm } from '@forum/contract/form-fields/accounts.register';
import { FileField, useFileChoice } from '~/components/file-field.tsx';
import type { FieldErrors } from '~/components/form.tsx';
import { uploadRulesOf } from '~/features/forms/fields.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { formatFileSize } from '~/utils/file-size.ts';
import type { Route } from './+types/customs-clearance-register';
import { authMeta } from './auth-layout.tsx';
import { licenceUploadOf, registrationAction } from './register-action.server.ts';
import {
  CompanyNameField,
  CompanyNumbers,
  FormSection,
  RegistrationPage,
  useRegistration,
} from './register-fields.tsx';
import { LICENCE_FILE, REGISTRATIONS } from './register-names.ts';

const PAGE = REGISTRATIONS.customsClearance;
const LICENCE_RULES = uploadRulesOf('licence');

export function action(args: Route.ActionArgs) {
  return registrationAction(args, {
    family: PAGE.family,
    body: async (values, form) => {
      const licenceUpload = await licenceUploadOf(form);
      if (Array.isArray(licenceUpload)) return licenceUpload;
      return { ...values, accountKind: 'customs_clearance', ...(licenceUpload ? { licenceUpload } : {}) };
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
  const { t, locale } = useI18n();
  const licence = useFileChoice(LICENCE_RULES, t('fileWrongType'));
  const registration = useRegistration(accountsRegisterForm, (): FieldErrors => {
    if (licence.state.status === 'empty') return { licenceUpload: t('licenceRequired') };
    if (licence.state.status === 'failed') return { licenceUpload: licence.state.error };
    return {};
  });
  const { errors, clearError, fieldProps } = registration;

  return (
    <RegistrationPage
      page={PAGE}
      registration={registration}
      holder="contactPerson"
      withAddress
      encType="multipart/form-data"
    >
      <FormSection title={t('companyDetails')}>
        <CompanyNameField {...fieldProps} />
        <CompanyNumbers {...fieldProps} required />
        <FileField
          name={LICENCE_FILE}
          label={t('licence')}
          hint={t('licenceHint', { size: formatFileSize(LICENCE_RULES.maxBytes, locale) })}
          rules={LICENCE_RULES}
          required
          state={licence.state}
          onChoose={(file) => {
            clearError('licenceUpload');
            licence.choose(file);
          }}
          error={errors.licenceUpload}
        />
      </FormSection>
    </RegistrationPage>
  );
}
