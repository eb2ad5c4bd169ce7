import { redirect } from 'react-router';
import { startFormAction } from '~/features/forms/form-action.server.ts';
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
  const form = await startFormAction(args);
  const result = await form.api.call('accounts.logout');
  // no session any more (a second tap, an expired session) is logged out already
  if (!result.ok && result.status !== 401)
    return form.redirect(form.returnTo, { kind: 'error', text: result.errors.map((error) => error.value).join(' ') });
  return form.redirect(
    form.to('/account-type'),
    result.ok ? { kind: 'success', text: result.data.message } : undefined,
  );
}
