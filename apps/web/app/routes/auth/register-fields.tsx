import { PASSWORD_MIN_LENGTH } from '@forum/contract/account-rules';
import type { FormEvent, ReactNode } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import {
  CheckboxField,
  EchoedValues,
  EmailField,
  type FieldErrors,
  FormMessages,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
} from '~/components/form.tsx';
import { useActionForm } from '~/features/forms/use-action-form.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { COUNTRIES } from '~/utils/countries.ts';
import { toLatinDigits } from '~/utils/digits.ts';
import { withQuery } from '~/utils/query.ts';
import { AuthCard, richText } from './auth-layout.tsx';
import { REGISTRATIONS, type Registration, TERMS } from './register-names.ts';

type FieldProps = { errors: FieldErrors; onEdit: (name: string) => void };

/**
 * The page side of the three registration forms (their action: register-action.server.ts): required
 * fields checked in the page, the terms' own message, and the address's `redirect` passed on.
 */
export function useRegistration(fieldNames: readonly string[], check?: (form: HTMLFormElement) => FieldErrors) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const form = useActionForm(fieldNames, {
    check,
    requiredMessages: { [TERMS]: t('mustAcceptTerms') },
  });
  const fieldProps: FieldProps = { errors: form.errors, onEdit: form.clearError };
  return { ...form, fieldProps, redirectTo: searchParams.get('redirect') };
}

/**
 * A registration page: its title and lead, the form (RegistrationForm) with the page's own fields, and
 * under it the login of its family and the other two registrations, each keeping the address's `redirect`.
 */
export function RegistrationPage({
  page,
  registration,
  encType,
  children,
}: {
  page: Registration;
  registration: ReturnType<typeof useRegistration>;
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
  const { formRef, errors, clearError, values, inlineMessages, isSubmitting } = registration;
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
        <TermsField errors={errors} onEdit={clearError} />
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
export function AccountHolderSections({ title, errors, onEdit }: FieldProps & { title: MessageKey }) {
  const { t } = useI18n();
  return (
    <>
      <FormSection title={t(title)}>
        <NameFields errors={errors} onEdit={onEdit} />
        <ContactFields errors={errors} onEdit={onEdit} />
      </FormSection>
      <FormSection title={t('passwordDetails')}>
        <PasswordFields errors={errors} onEdit={onEdit} />
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

function NameFields({ errors, onEdit }: FieldProps) {
  const { t } = useI18n();
  return (
    <div className="form__row">
      <TextField
        name="firstName"
        label={t('firstName')}
        autoComplete="given-name"
        required
        maxLength={80}
        error={errors.firstName}
        onEdit={onEdit}
      />
      <TextField
        name="lastName"
        label={t('lastName')}
        autoComplete="family-name"
        required
        maxLength={80}
        error={errors.lastName}
        onEdit={onEdit}
      />
    </div>
  );
}

function ContactFields({ errors, onEdit }: FieldProps) {
  const { t } = useI18n();
  return (
    <>
      <EmailField label={t('email')} maxLength={254} error={errors.email} onEdit={onEdit} />
      <TextField
        name="telephone"
        onChange={keepLatinDigits}
        type="tel"
        label={t('telephone')}
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        placeholder="05XXXXXXXX"
        hint={t('telephoneHint')}
        required
        maxLength={20}
        error={errors.telephone}
        onEdit={onEdit}
      />
    </>
  );
}

function PasswordFields({ errors, onEdit }: FieldProps) {
  const { t } = useI18n();
  return (
    <>
      <PasswordField
        name="password"
        label={t('password')}
        autoComplete="new-password"
        required
        hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password}
        onEdit={onEdit}
      />
      <PasswordField
        name="confirmPassword"
        label={t('confirmPassword')}
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        onEdit={onEdit}
      />
    </>
  );
}

/**
 * Country and city; the district and street address where the form asks for them. The country starts on an
 * empty "choose" option (the forum's own country first in the list), so leaving it is refused like any
 * other required field, in the page and by the action.
 */
export function LocationFields({ errors, onEdit, withStreet }: FieldProps & { withStreet: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <div className="form__row">
        <SelectField
          name="country"
          label={t('country')}
          required
          placeholder={t('chooseCountry')}
          options={COUNTRIES.map((code) => ({ value: code, label: t(`country_${code}`) }))}
          error={errors.country}
          onEdit={onEdit}
        />
        <TextField
          name="city"
          label={t('city')}
          autoComplete="address-level2"
          required
          maxLength={80}
          error={errors.city}
          onEdit={onEdit}
        />
      </div>
      {withStreet ? (
        <div className="form__row">
          <TextField
            name="district"
            label={t('district')}
            autoComplete="address-level3"
            maxLength={80}
            error={errors.district}
            onEdit={onEdit}
          />
          <TextField
            name="address"
            label={t('address')}
            autoComplete="address-line1"
            maxLength={200}
            error={errors.address}
            onEdit={onEdit}
          />
        </div>
      ) : null}
    </>
  );
}

export function CompanyNameField({ errors, onEdit }: FieldProps) {
  const { t } = useI18n();
  return (
    <TextField
      name="companyName"
      label={t('companyName')}
      autoComplete="organization"
      required
      maxLength={120}
      error={errors.companyName}
      onEdit={onEdit}
    />
  );
}

export function TaxNumberField({ errors, onEdit, required }: FieldProps & { required: boolean }) {
  const { t } = useI18n();
  return (
    <TextField
      name="taxNumber"
      onChange={keepLatinDigits}
      label={t('taxNumber')}
      inputMode="numeric"
      dir="ltr"
      hint={t('taxNumberHint')}
      required={required}
      maxLength={15}
      error={errors.taxNumber}
      onEdit={onEdit}
    />
  );
}

export function CommercialRegistrationField({ errors, onEdit, required }: FieldProps & { required: boolean }) {
  const { t } = useI18n();
  return (
    <TextField
      name="commercialRegistration"
      onChange={keepLatinDigits}
      label={t('commercialRegistration')}
      inputMode="numeric"
      dir="ltr"
      hint={t('commercialRegistrationHint')}
      required={required}
      maxLength={10}
      error={errors.commercialRegistration}
      onEdit={onEdit}
    />
  );
}

export function TermsField({ errors, onEdit }: FieldProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <CheckboxField
      name={TERMS}
      required
      label={richText(t('acceptTerms'), {
        terms: (
          <Link to={to('/terms-conditions')} target="_blank" rel="noopener">
            {t('termsLink')}
          </Link>
        ),
      })}
      error={errors[TERMS]}
      onEdit={onEdit}
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
