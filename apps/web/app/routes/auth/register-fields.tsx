import { PASSWORD_MIN_LENGTH } from '@forum/contract/account-rules';
import type { accountsRegisterForm } from '@forum/contract/form-fields/accounts.register';
import type { exhibitorAccountsRegisterForm } from '@forum/contract/form-fields/exhibitorAccounts.register';
import type { FormEvent, ReactNode } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { CheckboxField } from '~/components/choice-fields.tsx';
import {
  EchoedValues,
  EmailField,
  type FieldErrors,
  FormMessages,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
} from '~/components/form.tsx';
import type { FieldName } from '~/features/forms/fields.ts';
import { type ChoiceProps, type FieldProps as FormFieldProps, useForm } from '~/features/forms/use-form.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { COUNTRIES } from '~/utils/countries.ts';
import { toLatinDigits } from '~/utils/digits.ts';
import { withQuery } from '~/utils/query.ts';
import { AuthCard, richText } from './auth-layout.tsx';
import { REGISTRATIONS, type Registration, TERMS } from './register-names.ts';

/** The names every registration's schema has (a name missing from one of them fails to compile where it is used). */
type SharedName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'telephone'
  | 'password'
  | 'confirmPassword'
  | 'country'
  | 'city'
  | 'companyName'
  | 'taxNumber'
  | 'commercialRegistration';
type StreetName = 'district' | 'address';
// fails to compile when a name of the shared parts leaves one of the registrations' schemas
const SHARED_NAMES_CHECK: SharedName extends FieldName<typeof accountsRegisterForm> &
  FieldName<typeof exhibitorAccountsRegisterForm>
  ? StreetName extends FieldName<typeof accountsRegisterForm>
    ? true
    : false
  : false = true;
void SHARED_NAMES_CHECK;
type RegistrationFields = {
  field: (name: SharedName | typeof TERMS) => FormFieldProps;
  /** The street of the forms that ask for it (the exhibitors' schema has none: never called there). */
  street: (name: StreetName) => FormFieldProps;
  choice: (name: 'country' | typeof TERMS) => ChoiceProps;
};
type FieldProps = { form: RegistrationFields };

/**
 * The page side of the three registration forms (their action: register-action.server.ts): the fields of
 * the family's endpoint, required fields checked in the page, the terms' own message, and the address's
 * `redirect` passed on.
 */
const EXTRA = [TERMS] as const;

export function useRegistration<F extends typeof accountsRegisterForm | typeof exhibitorAccountsRegisterForm>(
  contractForm: F,
  check?: (form: HTMLFormElement) => FieldErrors,
) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const form = useForm(contractForm, {
    extra: EXTRA,
    // the action sends the box as `terms` and the API refuses it unticked, with the other fields' errors
    serverChecked: EXTRA,
    ...(check ? { check } : {}),
    requiredMessages: { [TERMS]: t('mustAcceptTerms') },
  });
  // the shared parts name fields both schemas have (SHARED_NAMES_CHECK); the street only on the forms whose schema has it
  const byName = form.field as (name: string) => FormFieldProps;
  const fields: RegistrationFields = {
    field: byName,
    street: byName,
    choice: form.choice as RegistrationFields['choice'],
  };
  return { ...form, fieldProps: { form: fields }, redirectTo: searchParams.get('redirect') };
}

/**
 * A registration page: its title and lead, the form (RegistrationForm) with the page's own fields, then the
 * account holder's (titled `holder`: the visitor's own details or a company's contact person) and, `withAddress`,
 * the address; under it the login of its family and the other two registrations, each keeping the address's
 * `redirect`.
 */
export function RegistrationPage({
  page,
  registration,
  holder,
  withAddress = false,
  encType,
  children,
}: {
  page: Registration;
  registration: ReturnType<typeof useRegistration>;
  holder: MessageKey;
  withAddress?: boolean;
  encType?: 'multipart/form-data';
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <AuthCard
      title={t(page.title)}
      lead={<p>{t(page.lead)}</p>}
      isWide
      footer={<RegisterFooter page={page} redirectTo={registration.redirectTo} />}
    >
      <RegistrationForm registration={registration} encType={encType}>
        {children}
        <AccountHolderSections {...registration.fieldProps} title={holder} />
        {withAddress ? (
          <FormSection title={t('addressDetails')}>
            <LocationFields {...registration.fieldProps} withStreet />
          </FormSection>
        ) : null}
      </RegistrationForm>
    </AuthCard>
  );
}

/**
 * The frame of the three registration forms: the required note, the page's fields, the terms, the
 * form's messages and its button, posted to the page's action (register-action.server.ts).
 */
function RegistrationForm({
  registration,
  encType,
  onSubmit,
  children,
}: {
  registration: ReturnType<typeof useRegistration>;
  encType?: 'multipart/form-data';
  /** Instead of the registration's own check (a page that waits for an upload first). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { formRef, values, inlineMessages, isSubmitting } = registration;
  return (
    <Form
      method="post"
      {...(encType ? { encType } : {})}
      ref={formRef}
      className="form"
      onSubmit={onSubmit ?? registration.onSubmit}
      noValidate
      replace
    >
      <EchoedValues values={values}>
        <RequiredNote />
        {children}
        <TermsField {...registration.fieldProps} />
      </EchoedValues>
      <FormMessages messages={inlineMessages} />
      <SubmitButton isSubmitting={isSubmitting}>{t('registerSubmit')}</SubmitButton>
    </Form>
  );
}

/** A titled group of a long form: screen readers name the group as they enter its fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="auth__section">
      <legend className="auth__section-title">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The person who holds the account (a visitor's own details, or a company's contact person), then the
 * account's password.
 */
function AccountHolderSections({ title, form }: FieldProps & { title: MessageKey }) {
  const { t } = useI18n();
  return (
    <>
      <FormSection title={t(title)}>
        <NameFields form={form} />
        <ContactFields form={form} />
      </FormSection>
      <FormSection title={t('passwordDetails')}>
        <PasswordFields form={form} />
      </FormSection>
    </>
  );
}

/** Digits typed on an Arabic keyboard turn into Latin ones as they are typed. */
function keepLatinDigits(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const latin = toLatinDigits(input.value);
  if (latin !== input.value) input.value = latin;
}

export function RequiredNote() {
  const { t } = useI18n();
  return <p className="auth__note">{t('requiredNote')}</p>;
}

function NameFields({ form }: FieldProps) {
  const { t } = useI18n();
  return (
    <div className="form__row">
      <TextField {...form.field('firstName')} label={t('firstName')} autoComplete="given-name" />
      <TextField {...form.field('lastName')} label={t('lastName')} autoComplete="family-name" />
    </div>
  );
}

function ContactFields({ form }: FieldProps) {
  const { t } = useI18n();
  const { name: _email, ...email } = form.field('email');
  return (
    <>
      <EmailField {...email} label={t('email')} />
      <TextField
        {...form.field('telephone')}
        onChange={keepLatinDigits}
        type="tel"
        label={t('telephone')}
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        placeholder="05XXXXXXXX"
        hint={t('telephoneHint')}
      />
    </>
  );
}

function PasswordFields({ form }: FieldProps) {
  const { t } = useI18n();
  return (
    <>
      <PasswordField
        {...form.field('password')}
        label={t('password')}
        autoComplete="new-password"
        hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <PasswordField {...form.field('confirmPassword')} label={t('confirmPassword')} autoComplete="new-password" />
    </>
  );
}

/**
 * Country and city; the district and street address where the form asks for them. The country starts on an
 * empty "choose" option (the forum's own country first in the list), so leaving it is refused like any
 * other required field, in the page and by the action.
 */
export function LocationFields({ form, withStreet }: FieldProps & { withStreet: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <div className="form__row">
        <SelectField
          {...form.choice('country')}
          label={t('country')}
          placeholder={t('chooseCountry')}
          options={COUNTRIES.map((code) => ({ value: code, label: t(`country_${code}`) }))}
        />
        <TextField {...form.field('city')} label={t('city')} autoComplete="address-level2" />
      </div>
      {withStreet ? (
        <div className="form__row">
          <TextField {...form.street('district')} label={t('district')} autoComplete="address-level3" />
          <TextField {...form.street('address')} label={t('address')} autoComplete="address-line1" />
        </div>
      ) : null}
    </>
  );
}

export function CompanyNameField({ form }: FieldProps) {
  const { t } = useI18n();
  // asked on the pages of a company: required there, whatever the API lets an individual leave out
  return <TextField {...form.field('companyName')} label={t('companyName')} autoComplete="organization" required />;
}

/** A company's VAT and commercial registration numbers, side by side. */
export function CompanyNumbers({ form, required }: FieldProps & { required: boolean }) {
  return (
    <div className="form__row">
      <TaxNumberField form={form} required={required} />
      <CommercialRegistrationField form={form} required={required} />
    </div>
  );
}

export function TaxNumberField({ form, required }: FieldProps & { required: boolean }) {
  const { t } = useI18n();
  return (
    <TextField
      {...form.field('taxNumber')}
      onChange={keepLatinDigits}
      label={t('taxNumber')}
      inputMode="numeric"
      dir="ltr"
      hint={t('taxNumberHint')}
      required={required}
    />
  );
}

function CommercialRegistrationField({ form, required }: FieldProps & { required: boolean }) {
  const { t } = useI18n();
  return (
    <TextField
      {...form.field('commercialRegistration')}
      onChange={keepLatinDigits}
      label={t('commercialRegistration')}
      inputMode="numeric"
      dir="ltr"
      hint={t('commercialRegistrationHint')}
      required={required}
    />
  );
}

function TermsField({ form }: FieldProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <CheckboxField
      required
      label={richText(t('acceptTerms'), {
        terms: (
          <Link to={to('/terms-conditions')} target="_blank" rel="noopener">
            {t('termsLink')}
          </Link>
        ),
      })}
      {...form.choice(TERMS)}
    />
  );
}

/** Under each registration form: log in instead, or one of the other registrations. */
function RegisterFooter({ page, redirectTo }: { page: Registration; redirectTo: string | null }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const others = Object.values(REGISTRATIONS).filter((other) => other.path !== page.path);
  return (
    <>
      <p>
        {t('haveAccount')}{' '}
        <Link to={to(withQuery(`/login/${page.family}`, { redirect: redirectTo }))}>{t('logInLink')}</Link>
      </p>
      <p>
        {t('otherRegistrations')}{' '}
        {others.map((other, index) => (
          <span key={other.path}>
            {index > 0 ? ' · ' : null}
            <Link to={to(withQuery(other.path, { redirect: redirectTo }))}>{t(other.linkTitle)}</Link>
          </span>
        ))}
      </p>
    </>
  );
}
