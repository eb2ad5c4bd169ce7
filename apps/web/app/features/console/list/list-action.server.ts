import { isRecordId } from '@forum/contract/record-id';
import { type FormRequest, openForm } from '~/features/forms/open-form.server.ts';
import { type BulkConfirmation, LIST_INTENT, type ListSpec } from './list-spec.ts';

/**
 * A console list page's action (decision 062): saving and deleting saved views, and the selected rows'
 * bulk action, which the page does itself (`bulk(form, action, ids)`). A destructive bulk action is first
 * answered with a confirmation the page shows (works without scripts: a form with `confirmed=1`).
 *
 *   export const action = (args: Route.ActionArgs) =>
 *     listAction(args, usersList, (form, action, ids) => disableUsers(form, ids));
 */
export async function listAction<Row>(
  args: { request: Request; context: unknown },
  spec: ListSpec<Row>,
  bulk?: (form: FormRequest, action: string, ids: string[]) => Promise<Response | object>,
) {
  const form = await openForm(args);
  const here = `${form.url.pathname}${form.url.search}`;
  const intent = form.text('intent');
  if (intent === LIST_INTENT.saveView) {
    const result = await form.send('admin.createSavedView');
    return form.answer(result, {
      to: (view) => `${form.url.pathname}${view.query ? `?${view.query}` : ''}`,
      message: form.t('listViewSaved'),
    });
  }
  if (intent === LIST_INTENT.deleteView) {
    const id = form.text('id');
    if (!isRecordId(id)) return form.answer([{ key: 'id', value: form.t('somethingWentWrong') }]);
    const result = await form.send('admin.deleteSavedView', { params: { id } });
    return form.answer(result, { to: here, message: form.t('listViewDeleted') });
  }
  const action = form.text('bulk');
  const known = spec.bulk?.find((item) => item.value === action);
  if (intent !== LIST_INTENT.bulk || !known || !bulk) {
    return form.answer([{ key: 'bulk', value: form.t('somethingWentWrong') }]);
  }
  const ids = form.form.getAll('ids').filter((id): id is string => typeof id === 'string' && isRecordId(id));
  if (ids.length === 0) return form.answer([{ key: 'ids', value: form.t('listBulkNone') }]);
  if (known.isDestructive && form.text('confirmed') !== '1') {
    return form.answer<null, BulkConfirmation>(null, { inPage: true, data: () => ({ confirm: { action, ids } }) });
  }
  return bulk(form, action, ids);
}
