import type { AccountFamily } from '@forum/contract/account';
import type { EndpointBody } from '@forum/contract/endpoints';
import type { ErrorItem } from '@forum/contract/envelope';
import { type FormRequest, openForm } from '~/features/forms/open-form.server.ts';
import { toLatinDigits } from '~/utils/digits.ts';
import { withQuery } from '~/utils/query.ts';
import { familyEndpoint } from './account-family.ts';
import { DIGIT_FIELDS, LICENCE_FILE, TERMS } from './register-names.ts';

/**
 * The action of a registration form, sent with or without the page's scripts: the terms, the fields
 * with Latin digits, the API's registration call, then the code screen with the server's wait.
 */
export async function registrationAction(
  args: { request: Request; context: unknown },
  options: {
    family: AccountFamily;
    /**
     * What the call sends, from the fields; may refuse with field errors (a licence not given). Without it,
     * the fields as they are.
     */
    body?: (values: Record<string, string>, form: FormRequest) => Promise<Record<string, unknown> | ErrorItem[]>;
  },
) {
  const form = await openForm(args);
  const values: Record<string, string> = {};
  for (const [name, value] of form.form) {
    if (typeof value !== 'string' || value === '' || name === TERMS || name === 'intent') continue;
    values[name] = DIGIT_FIELDS.includes(name) ? toLatinDigits(value) : value;
  }
  const body = options.body ? await options.body(values, form) : values;
  if (Array.isArray(body)) return form.answer(body);
  const result = await form.send(familyEndpoint(options.family, 'register'), {
    // the form's fields as typed, checked by the API's schema; the terms box too, so that one answer names
    // every field's error (an unticked box among them)
    body: { ...body, locale: form.locale, terms: form.text(TERMS) === 'true' } as EndpointBody<
      'accounts.register' | 'exhibitorAccounts.register'
    >,
  });
  const redirectTo = new URL(args.request.url).searchParams.get('redirect');
  return form.answer(result, {
    to: (sent) =>
      form.to(withQuery('/register-verify-code', { email: sent.email, type: options.family, redirect: redirectTo })),
    message: (sent) => sent.message,
    resendAfter: (sent) => sent.resendAfter,
  });
}

/**
 * The licence of a customs-clearance agent, sent with the form as a file: uploaded first, then named by its
 * id. None sent: undefined, and the API names it missing among the other fields' errors.
 */
export async function licenceUploadOf(form: FormRequest): Promise<number | undefined | ErrorItem[]> {
  const file = form.form.get(LICENCE_FILE);
  if (!(file instanceof File) || file.size === 0) return undefined;
  const body = new FormData();
  body.append('purpose', 'licence');
  body.append('file', file, file.name);
  const result = await form.send('uploads.create', { body });
  if (!result.ok) return result.errors.map((error) => ({ key: 'licenceUpload', value: error.value }));
  return result.data.upload.id;
}
