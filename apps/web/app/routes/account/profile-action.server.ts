import type { Profile, UploadPurpose } from '@forum/contract/account';
import type { EndpointBody } from '@forum/contract/endpoints';
import type { ErrorItem } from '@forum/contract/envelope';
import type { ApiFailure } from '~/api/client.ts';
import { type FormRequest, openForm } from '~/features/forms/open-form.server.ts';
import { familyEndpoint } from '~/routes/auth/account-family.ts';
import { toLatinDigits } from '~/utils/digits.ts';
import { profileFamily } from './account-data.tsx';
import { REMOVE_IMAGE } from './image-upload.tsx';

/** The named text fields as sent, empty ones included; a telephone's digits made Latin. */
export function fieldsOf<K extends string>(form: FormRequest, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    // typed on Arabic keyboards, digits would reach the API as Arabic-Indic ones
    values[name] = name === 'telephone' || name === 'taxNumber' ? toLatinDigits(form.text(name)) : form.text(name);
  }
  return values;
}

/**
 * The image a profile form sent: a chosen file is uploaded (POST /uploads, multipart with its purpose,
 * as the browser would) and its id given; `{purpose}Upload=remove` gives null; nothing chosen gives
 * undefined. A refusal of the file is named after the form's field, so it shows beside the image.
 */
async function sentImage(
  form: FormRequest,
  purpose: UploadPurpose,
): Promise<{ ok: true; id: number | null | undefined } | ApiFailure> {
  const field = `${purpose}Upload`;
  const file = form.form.get(`${purpose}File`);
  if (typeof file !== 'string' && file !== null && file.size > 0) {
    const body = new FormData();
    body.append('purpose', purpose);
    body.append('file', file, file.name);
    const result = await form.send('uploads.create', { body });
    if (result.ok) return { ok: true, id: result.data.upload.id };
    return {
      ...result,
      errors: result.errors.map((error) => (error.key === 'file' ? { ...error, key: field } : error)),
    };
  }
  return { ok: true, id: form.text(field) === REMOVE_IMAGE ? null : undefined };
}

/**
 * The action of the two profile forms (personal, exhibitor): the saved profile read first (only what
 * changed is sent, and the account type picks the call), the image uploaded, then the update; back to
 * the same page with "saved", or the page again with the errors.
 */
export async function saveProfile(
  args: { request: Request; context: unknown },
  options: {
    page: string;
    /** Fields of the form beyond its endpoint's (the social links' rows), whose errors go beside them. */
    fields?: readonly string[];
    image: 'avatar' | 'logo';
    /** The changes to send, from the form and the saved profile; `renameErrors` maps the API's keys to the form's. */
    changes: (
      form: FormRequest,
      profile: Profile,
    ) => { body: Record<string, unknown>; renameErrors?: (errors: ErrorItem[]) => ErrorItem[] };
  },
) {
  const form = await openForm(args);
  // the image's errors go beside it; the others of the endpoint's fields by their names
  const fields = [`${options.image}Upload`, ...(options.fields ?? [])];
  const saved = await form.send('accounts.profile');
  if (!saved.ok) return form.answer(saved, { fields });
  const { profile } = saved.data;
  if (!profile) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }], { fields, status: 403 });

  const { body, renameErrors } = options.changes(form, profile);
  const image = await sentImage(form, options.image);
  if (!image.ok) return form.answer(image, { fields });
  if (image.id !== undefined) body[`${options.image}Upload`] = image.id;

  const result = await form.send(familyEndpoint(profileFamily(profile.userType), 'updateProfile'), {
    // the fields each form changes, checked by the API's schema
    body: body as EndpointBody<'accounts.updateProfile' | 'exhibitorAccounts.updateProfile'>,
  });
  const answered = !result.ok && renameErrors ? { ...result, errors: renameErrors(result.errors) } : result;
  return form.answer(answered, { to: form.to(options.page), message: form.t('profileSaved'), fields });
}
