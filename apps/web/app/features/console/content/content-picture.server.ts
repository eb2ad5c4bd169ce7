import type { ErrorItem } from '@forum/contract/envelope';
import type { FormRequest } from '~/features/forms/open-form.server.ts';
import { PICTURE_FILE } from './picture-field.ts';

export type PictureEndpoint = 'admin.eventPicture' | 'admin.mediaPicture' | 'admin.servicePicture';

/**
 * A record's picture, sent with its form as a file (decision 065): uploaded first, kept in every width
 * (decision 047), its address then saved with the record under `field`. No file chosen: null, the record
 * keeps the address it has. A refusal (not a picture, too large) is the field's error.
 */
export async function uploadedPicture(
  form: FormRequest,
  endpoint: PictureEndpoint,
  field: string,
): Promise<string | null | ErrorItem[]> {
  const file = form.form.get(PICTURE_FILE);
  if (!(file instanceof File) || file.size === 0) return null;
  const body = new FormData();
  body.append('file', file, file.name);
  const result = await form.send(endpoint, { body });
  if (!result.ok) return result.errors.map((error) => ({ key: field, value: error.value }));
  return result.data.url;
}

/**
 * `recordAction`'s `complete` for a record with a picture (a service, an event): the chosen file uploaded
 * first, its address completing the body under `field`; no file, the body as posted; a refusal, its error.
 */
export function pictureCompletes(form: FormRequest, endpoint: PictureEndpoint, field: string) {
  return async () => {
    const picture = await uploadedPicture(form, endpoint, field);
    return Array.isArray(picture) ? picture : picture ? { [field]: picture } : null;
  };
}
