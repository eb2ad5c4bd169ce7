import { isRecordId } from '@forum/contract/record-id';
import { redirect } from 'react-router';
import { startFormAction } from '~/features/forms/form-action.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/registration-action';

/** The registration forms' target; the workshop itself is its page. */
export function loader(args: Route.LoaderArgs) {
  return redirect(openRoute(args).to(`/workshops/${args.params.id}`));
}

/**
 * Register (or join the waiting list) with `intent=register`, cancel with `intent=cancel`, with or
 * without the page's scripts. The API alone decides who may (a guest is sent to log in and back).
 */
export async function action(args: Route.ActionArgs) {
  const form = await startFormAction(args);
  const id = args.params.id;
  const isCancelling = form.text('intent') === 'cancel';
  if (!isRecordId(id) || (!isCancelling && form.text('intent') !== 'register')) {
    return form.refused({
      ok: false,
      status: 400,
      errors: [{ key: 'error', value: form.t('somethingWentWrong') }],
      isCancelled: false,
    });
  }
  const result = await form.api.call(isCancelling ? 'workshops.cancel' : 'workshops.register', { params: { id } });
  if (!result.ok) return form.refused(result);
  const status = result.data.registration?.status;
  const message = form.t(
    status === 'registered'
      ? 'workshopRegistered'
      : status === 'waitlisted'
        ? 'workshopWaitlisted'
        : 'workshopCancelled',
    { title: result.data.workshop.title, position: result.data.registration?.position ?? 0 },
  );
  return form.done({ answer: result.data }, message);
}
