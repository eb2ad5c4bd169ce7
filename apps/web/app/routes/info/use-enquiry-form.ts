import type { EnquirySent } from '@forum/contract/forms';
import { type FormEvent, useState } from 'react';
import { useApi } from '~/api/use-api.ts';
import { formFields, missingFields, useApiForm } from '~/components/form.tsx';
import { useToast } from '~/components/toasts.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { useHydrated } from '~/utils/use-hydrated.ts';

/**
 * A message to the forum (contact, sponsorship enquiry): required fields checked in the page, then
 * sent; the answer's message is toasted and kept to show in place of the form.
 */
export function useEnquiryForm(path: string, fields: readonly string[]) {
  const { t } = useI18n();
  const api = useApi();
  const toast = useToast();
  const form = useApiForm(fields);
  const [sent, setSent] = useState<string | null>(null);
  const isHydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingFields(event.currentTarget, t('fieldRequired'));
    if (Object.keys(missing).length) {
      form.showErrors(missing);
      return;
    }
    const body = formFields(event.currentTarget, fields);
    void form.submit(
      () => api.post<EnquirySent>(path, { body }),
      (data) => {
        toast.success(data.message);
        setSent(data.message);
      },
    );
  }

  return { ...form, sent, sendAnother: () => setSent(null), isHydrated, onSubmit };
}
