import { isRecordId } from '@forum/contract/record-id';
import { redirect } from 'react-router';
import { openForm } from '~/features/forms/open-form.server.ts';
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
  const form = await openForm(args);
  const id = args.params.id;
  const isCancelling = form.text('intent') === 'cancel';
  if (!isRecordId(id) || (!isCancelling && form.text('intent') !== 'register')) {
    return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  }
  const result = await form.send(isCancelling ? 'workshops.cancel' : 'workshops.register', { params: { id } });
  return form.answer(result, {
    message: ({ registration, workshop }) =>
      form.t(
        registration?.status === 'registered'
          ? 'workshopRegistered'
          : registration?.status === 'waitlisted'
            ? 'workshopWaitlisted'
            : 'workshopCancelled',
        { title: workshop.title, position: registration?.position ?? 0 },
      ),
    data: (answer) => ({ answer }),
  });
}
