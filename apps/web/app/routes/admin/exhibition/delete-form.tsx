import { Form } from 'react-router';
import { ConfirmButton } from '~/features/console/form/console-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { deleteQuestion } from './exhibition-admin.ts';

/**
 * The delete button of the exhibition's pages (a booth, a category, a hall) in a form of its own: asked with
 * `deleteQuestion`, as the action asks, it posts `intent` and the record's hidden `fields`.
 */
export function DeleteForm({
  intent = 'delete',
  fields = {},
  testId,
}: {
  intent?: string;
  fields?: Record<string, number>;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ConfirmButton
        {...deleteQuestion(t)}
        label={t('exhibitionAdminDelete')}
        name="intent"
        value={intent}
        testId={testId}
      />
    </Form>
  );
}
