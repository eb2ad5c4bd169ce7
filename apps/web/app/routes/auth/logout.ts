import { redirect } from 'react-router';
import { openForm } from '~/features/forms/open-form.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/logout';

/** The logout buttons' target; a visit lands on the account-type page. */
export function loader(args: Route.LoaderArgs) {
  return redirect(openRoute(args).to('/account-type'));
}

/**
 * Logout, with or without the page's scripts: the API ends the session and clears its cookies (passed
 * on to the browser), then the account-type page with the API's message.
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const result = await form.send('accounts.logout');
  // no session any more (a second tap, an expired session) is logged out already, without a message
  if (!result.ok && result.status === 401) return form.answer(null, { to: form.to('/account-type') });
  return form.answer(result, {
    to: form.to('/account-type'),
    message: ({ message }) => message,
    refusedTo: form.returnTo,
  });
}
