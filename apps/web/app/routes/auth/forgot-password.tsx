import type { AccountFamily, CodeSentResponse } from '@forum/contract/account';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '~/api/use-api.ts';
import { missingFields, RadioGroupField, SubmitButton, TextField, useApiForm } from '~/components/form.tsx';
import { useToast } from '~/components/toasts.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/forgot-password';
import { codeSentState, familyApiPath, familyOf, withQuery } from './account-family.ts';
import { AuthCard, authMeta } from './auth-layout.tsx';
import './auth.css';

const FIELDS = ['email'];

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'forgotTitle', 'forgotLead');
}

/** The first step of a forgotten password: the email gets a code (the answer never says whether it has an account). */
export default function ForgotPassword() {
  const { t } = useI18n();
  const to = useLocalePath();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [family, setFamily] = useState<AccountFamily>(() => familyOf(searchParams.get('type')));
  const { formRef, errors, isSubmitting, submit, clearError, showErrors } = useApiForm(FIELDS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingFields(event.currentTarget, t('fieldRequired'));
    if (Object.keys(missing).length) {
      showErrors(missing);
      return;
    }
    const email = String(new FormData(event.currentTarget).get('email')).trim();
    void submit(
      () => api.post<CodeSentResponse>(familyApiPath(family, '/forgot-password/email'), { body: { email } }),
      async (data) => {
        toast.success(data.message);
        await navigate(to(withQuery('/verification-code', { email: data.email || email, type: family })), {
          state: codeSentState(data),
        });
      },
    );
  }

  return (
    <AuthCard
      title={t('forgotTitle')}
      lead={<p>{t('forgotLead')}</p>}
      footer={
        <p>
          <Link to={to(`/login/${family}`)}>{t('backToLogin')}</Link>
        </p>
      }
    >
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
        <RadioGroupField<AccountFamily>
          name="type"
          legend={t('accountFamily')}
          value={family}
          onChange={setFamily}
          options={[
            { value: 'customer', label: t('familyCustomer') },
            { value: 'exhibitor', label: t('familyExhibitor') },
          ]}
        />
        <TextField
          name="email"
          type="email"
          label={t('email')}
          autoComplete="email"
          dir="ltr"
          required
          error={errors.email}
          onEdit={clearError}
        />
        <SubmitButton isSubmitting={isSubmitting}>{t('sendCode')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
