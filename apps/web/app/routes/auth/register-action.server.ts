import type { AccountFamily } from '@forum/contract/account';
import type { EndpointBody } from '@forum/contract/endpoints';
import type { ErrorItem } from '@forum/contract/envelope';
import { type FormAction, startFormAction } from '~/features/forms/form-action.server.ts';
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
    fields: readonly string[];
    /** What the call sends besides the fields; may refuse with field errors (a licence not given). */
    body: (values: Record<string, string>, form: FormAction) => Promise<Record<string, unknown> | ErrorItem[]>;
  },
) {
  const form = await startFormAction(args);
  const values: Record<string, string> = {};
  for (const [name, value] of form.form) {
    if (typeof value !== 'string' || value === '' || name === TERMS || name === 'intent') continue;
    values[name] = DIGIT_FIELDS.includes(name) ? toLatinDigits(value) : value;
  }
  if (form.text(TERMS) !== 'true') return form.fail([{ key: TERMS, value: form.t('mustAcceptTerms') }], options.fields);
  const body = await options.body(values, form);
  if (Array.isArray(body)) return form.fail(body, options.fields);
  const result = await form.api.call(familyEndpoint(options.family, 'register'), {
    // the form's fields as typed, checked by the API's schema
    body: { ...body, locale: form.locale } as EndpointBody<'accounts.register' | 'exhibitorAccounts.register'>,
  });
  if (!result.ok) return form.fail(result, options.fields);
  const redirectTo = new URL(args.request.url).searchParams.get('redirect');
  const codePath = withQuery('/register-verify-code', {
    email: result.data.email,
    type: options.family,
    redirect: redirectTo,
  });
  return form.redirect(form.to(codePath), {
    kind: 'success',
    text: result.data.message,
    resendAfter: result.data.resendAfter,
  });
}

/** The licence of a customs-clearance agent, sent with the form as a file: uploaded first, then named by its id. */
export async function licenceUploadOf(form: FormAction): Promise<number | ErrorItem[]> {
  const file = form.form.get(LICENCE_FILE);
  if (!(file instanceof File) || file.size === 0) return [{ key: 'licenceUpload', value: form.t('licenceRequired') }];
  const body = new FormData();
  body.append('purpose', 'licence');
  body.append('file', file, file.name);
  const result = await form.api.call('uploads.create', { body });
  if (!result.ok) return result.errors.map((error) => ({ key: 'licenceUpload', value: error.value }));
  return result.data.upload.id;
}
