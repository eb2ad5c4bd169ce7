import type { CodeSentResponse } from '@forum/contract/account';
import { VERIFICATION_CODE_LENGTH } from '@forum/contract/account-rules';
import type { ApiResult } from '~/api/client.ts';
import { type FormRequest, openForm } from '~/features/forms/open-form.server.ts';
import { isCompleteCode, toCode } from '~/utils/digits.ts';
import { RESEND_INTENT } from './code-fields.ts';

/**
 * The action of a code screen: `intent=resend` asks for a new code (back to the same screen with the
 * server's wait); otherwise the code is checked and `onVerified` says where to go.
 */
export async function codeScreenAction(
  args: { request: Request; context: unknown },
  steps: {
    verify: (form: FormRequest, email: string, code: string) => Promise<ApiResult<unknown>>;
    /** Where a checked code leads, with its message and a cookie of the action's own. */
    onVerified: (form: FormRequest, email: string, code: string) => { to: string; message?: string; cookie?: string };
    resend: (form: FormRequest, email: string) => Promise<ApiResult<CodeSentResponse>>;
  },
) {
  const form = await openForm(args);
  // the screen's fields: the code and its address go in the endpoint's path, not a body
  const fields = ['email', 'code'];
  const email = form.text('email').trim();
  if (!email) return form.answer([{ key: 'email', value: form.t('fieldRequired') }], { fields });

  if (form.text('intent') === RESEND_INTENT) {
    const url = new URL(args.request.url);
    url.searchParams.set('email', email);
    url.searchParams.delete('code');
    return form.answer(await steps.resend(form, email), {
      to: `${url.pathname}${url.search}`,
      message: (sent) => sent.message,
      resendAfter: (sent) => sent.resendAfter,
      fields,
    });
  }

  const code = toCode(form.text('code'));
  if (!isCompleteCode(code)) {
    const value = form.t('codeIncomplete', { length: VERIFICATION_CODE_LENGTH });
    return form.answer([{ key: 'code', value }], { fields });
  }
  const result = await steps.verify(form, email, code);
  if (!result.ok) return form.answer(result, { fields });
  const { to, message, cookie } = steps.onVerified(form, email, code);
  return form.answer(result, { to, fields, ...(message ? { message } : {}), ...(cookie ? { cookies: [cookie] } : {}) });
}
