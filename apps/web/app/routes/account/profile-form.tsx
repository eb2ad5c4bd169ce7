import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { EchoedValues, FormMessages, SubmitButton } from '~/components/form.tsx';
import type { useActionForm } from '~/features/forms/use-action-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { AccountCard } from './account-card.tsx';

/**
 * The form of the two profile pages (a person's, an exhibitor's company), sent with or without the page's
 * scripts, with its image, to the page's action (profile-action.server.ts): the sections, then the messages
 * and the save button. No check of required fields in the page: an empty field left untouched is not sent
 * (changedFields), so only the API, which sees what changed, refuses an empty one.
 */
export function ProfileFormFrame({ form, children }: { form: ReturnType<typeof useActionForm>; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={form.formRef}
      className="form account-form"
      noValidate
      replace
    >
      <EchoedValues values={form.values}>{children}</EchoedValues>
      <FormMessages messages={form.inlineMessages} />
      <SubmitButton isSubmitting={form.isSubmitting}>{t('profileSave')}</SubmitButton>
    </Form>
  );
}

/** A card of a profile form, named by its heading. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <AccountCard className="form" headingId={id} title={title}>
      {children}
    </AccountCard>
  );
}
