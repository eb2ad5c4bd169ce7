import type { RecordWords } from '~/features/console/form/console-form.server.ts';
import type { FormRequest } from '~/features/forms/open-form.server.ts';

/** What every content record's page says after its actions (decision 065): one set of words for all. */
export function contentWords(form: FormRequest): RecordWords {
  return {
    confirmTitle: form.t('contentDeleteTitle'),
    confirmText: form.t('contentDeleteText'),
    confirmLabel: form.t('contentDelete'),
    deleted: form.t('contentDeleted'),
    created: form.t('contentCreated'),
    saved: form.t('contentSaved'),
  };
}
