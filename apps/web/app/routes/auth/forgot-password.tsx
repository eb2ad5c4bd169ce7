import type { AccountFamily } from '@forum/contract/account';
import { accountsForgotPasswordForm } from '@forum/contract/form-fields/accounts.forgotPassword';
import { useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { RadioGroupField } from '~/components/choice-fields.tsx';
import { EchoedValues, EmailField, FormMessages, SubmitButton } from '~/components/form.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/forgot-password';
import { familyEndpoint, familyOf } from './account-family.ts';
import { AuthCard, authMeta } from './auth-layout.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'forgotTitle', 'forgotLead');
}

/** A code is emailed (the answer never says whether the address has an account), then the code screen. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const family = familyOf(form.text('type'));
  const email = form.text('email').trim();
  if (!email) return form.answer([{ key: 'email', value: form.t('fieldRequired') }]);
  const result = await form.send(familyEndpoint(family, 'forgotPassword'), { body: { email } });
  return form.answer(result, {
    to: (sent) => form.to(withQuery('/verification-code', { email: sent.email || email, type: family })),
    message: (sent) => sent.message,
    resendAfter: (sent) => sent.resendAfter,
  });
}

/** The first step of a forgotten password: the email gets a code (the answer never says whether it has an account). */
export default function ForgotPassword() {
  const { t } = useI18n();
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const { formRef, field, isSubmitting, onSubmit, values, inlineMessages } = useForm(accountsForgotPasswordForm);
  const [family, setFamily] = useState<AccountFamily>(() => familyOf(values.type ?? searchParams.get('type')));

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
      <Form method="post" ref={formRef} className="form" onSubmit={onSubmit} noValidate replace>
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
        <EchoedValues values={values}>
          <EmailField {...field('email')} label={t('email')} />
        </EchoedValues>
        <FormMessages messages={inlineMessages} />
        <SubmitButton isSubmitting={isSubmitting}>{t('sendCode')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
