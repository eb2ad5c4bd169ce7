import type { ErrorItem } from '@forum/contract/envelope';
import type { FormRequest } from '~/features/forms/open-form.server.ts';

/**
 * The files posted in the named fields, uploaded through POST /uploads with purpose evidence (a return's
 * photos, a special order's attachment), in order, as the ids the request then names; an empty field is
 * skipped. A refused file stops there with its error beside its own field.
 */
export async function uploadedIdsOf(
  form: FormRequest,
  names: readonly string[],
): Promise<number[] | { refusal: ErrorItem[] }> {
  const ids: number[] = [];
  for (const name of names) {
    const file = form.form.get(name);
    if (!(file instanceof File) || file.size === 0) continue;
    const body = new FormData();
    body.append('purpose', 'evidence');
    body.append('file', file, file.name);
    const result = await form.send('uploads.create', { body });
    if (!result.ok) return { refusal: result.errors.map((error) => ({ key: name, value: error.value })) };
    ids.push(result.data.upload.id);
  }
  return ids;
}
