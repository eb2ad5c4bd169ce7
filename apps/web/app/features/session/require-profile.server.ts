import type { Profile, ProfileResponse } from '@forum/contract/account';
import { redirect } from 'react-router';
import { getServerApi, loadFailure } from '~/api/server-api.ts';
import { localeOfPath, localePath, stripLocale } from '~/i18n/i18n.tsx';
import { loginPathFor } from './login-path.ts';

/**
 * The loader of every account page: the visitor's own profile, or a redirect to the login page
 * that comes back here afterwards (exhibitor pages to the exhibitors' login).
 */
export async function requireProfile(
  request: Request,
  context: unknown,
): Promise<ProfileResponse & { profile: Profile }> {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const result = await getServerApi(context, locale, { personalFor: request }).call('accounts.profile');
  if (result.ok && result.data.profile) return { ...result.data, profile: result.data.profile };
  if (!result.ok && result.status !== 401) loadFailure(result);
  const here = `${stripLocale(url.pathname)}${url.search}`;
  throw redirect(localePath(locale, loginPathFor(here)));
}
