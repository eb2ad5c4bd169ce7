import type { CodeSentResponse } from '@forum/contract/account';
import { VERIFICATION_CODE_LENGTH } from '@forum/contract/account-rules';
import type { ApiResult } from '~/api/client.ts';
import { type FormAction, startFormAction } from '~/features/forms/form-action.server.ts';
import { isCompleteCode, toCode } from '~/utils/digits.ts';
import { CODE_FIELDS, RESEND_INTENT } from './code-fields.ts';

/**
 * The action of a code screen: `intent=resend` asks for a new code (back to the same screen with the
 * server's wait); otherwise the code is checked and `onVerified` says where to go.
 */
export async function codeScreenAction(
  args: { request: Request; context: unknown },
  steps: {
    verify: (form: FormAction, email: string, code: string) => Promise<ApiResult<unknown>>;
    onVerified: (form: FormAction, email: string, code: string) => Response | Promise<Response>;
    resend: (form: FormAction, email: string) => Promise<ApiResult<CodeSentResponse>>;
  },
) {
  const form = await startFormAction(args);
  const email = form.text('email').trim();
  if (!email) return form.fail([{ key: 'email', value: form.t('fieldRequired') }], CODE_FIELDS);

  if (form.text('intent') === RESEND_INTENT) {
    const result = await steps.resend(form, email);
    if (!result.ok) return form.fail(result, CODE_FIELDS);
    const url = new URL(args.request.url);
    url.searchParams.set('email', email);
    url.searchParams.delete('code');
    return form.redirect(`${url.pathname}${url.search}`, {
      kind: 'success',
      text: result.data.message,
      resendAfter: result.data.resendAfter,
    });
  }

  const code = toCode(form.text('code'));
  if (!isCompleteCode(code)) {
    const value = form.t('codeIncomplete', { length: VERIFICATION_CODE_LENGTH });
    return form.fail([{ key: 'code', value }], CODE_FIELDS);
  }
  const result = await steps.verify(form, email, code);
  if (!result.ok) return form.fail(result, CODE_FIELDS);
  return steps.onVerified(form, email, code);
}
