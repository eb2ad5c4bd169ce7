import type { Profile } from '@forum/contract/account';
import type { ErrorItem } from '@forum/contract/envelope';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { ActionFields } from '~/features/forms/action-fields.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { ProblemScreenPart } from '~/features/shell/problem-screen-part.tsx';
import { stripLocale, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/layout';
import accountCss from './account.css?inline';
import { accountMeta, accountSections, isEditProfilePage, misdirectedEditPage } from './account-data.tsx';

/** Every account page needs the visitor's own profile; the wrong edit page sends to the right one. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const account = await route.visitor();
  const elsewhere = misdirectedEditPage(stripLocale(route.url.pathname), account.profile.userType);
  if (elsewhere) throw redirect(route.to(elsewhere));
  return account;
}

/**
 * The profile is loaded again when an edit page opens (fresh values in the form, and the check of the
 * account type above) and after a form of the area is sent (its action); moving between other account
 * pages reuses it.
 */
export function shouldRevalidate({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || isEditProfilePage(stripLocale(nextUrl.pathname));
}

/** Personal pages: never kept by a shared cache, nor by the browser's (decision 006). */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'accountAreaTitle');
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame userType={loaderData.profile.userType}>
      <Outlet />
    </AccountFrame>
  );
}

/**
 * A page of the area that failed. A staff member opening a customer's page (orders, the wallet …), which
 * the API refuses them (403), reads a note in the account's frame instead of an error screen, with the way
 * to the staff console (decision 061), where the forum's side of orders is kept; anything else is the site's
 * error screen.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const account = useRouteLoaderData<typeof loader>('account');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (account?.profile.userType === 'staff' && status === 403) {
    return (
      <AccountFrame userType="staff">
        <StaffPageNote />
      </AccountFrame>
    );
  }
  const errors: ErrorItem[] =
    isRouteErrorResponse(error) && Array.isArray((error.data as { errors?: unknown } | null)?.errors)
      ? (error.data as { errors: ErrorItem[] }).errors
      : [];
  return <ProblemScreenPart status={status} errors={errors} />;
}

function StaffPageNote() {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <section className="account-page" aria-labelledby="staff-note-title" data-testid="staff-page-note">
      <h1 id="staff-note-title" className="account-page__title">
        {t('staffAccountTitle')}
      </h1>
      <p className="account-page__lead">{t('staffPageNote')}</p>
      <p>{t('staffAccountCan')}</p>
      <p className="account-page__actions">
        <Link to={to('/admin')} className="button" data-testid="staff-note-console">
          {t('navConsole')}
        </Link>
        <Link to={to('/account')} className="button button--ghost">
          {t('staffBackToAccount')}
        </Link>
      </p>
    </section>
  );
}

/** The area's menu (the entries the account's type sees) beside the page. */
function AccountFrame({ userType, children }: { userType: Profile['userType']; children: ReactNode }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const navigation = useNavigation();
  const isLeaving = navigation.state !== 'idle' && navigation.formAction === to('/logout');
  const sections = accountSections(userType);
  const listRef = useRef<HTMLUListElement>(null);

  // on phones the menu is a row that scrolls sideways: bring the current page into view (root.tsx keys
  // <main> by path, so this runs again on every page of the area)
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    current.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);

  return (
    <div className="container account">
      <RouteStyles name="account" sheet={accountCss} />
      <nav className="account-nav" aria-label={t('accountNavigation')}>
        <p className="account-nav__title" aria-hidden="true">
          {t('accountAreaTitle')}
        </p>
        <ul ref={listRef} className="account-nav__list">
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink to={to(section.path)} end={section.path === '/account'} className="account-nav__link">
                {t(section.label)}
              </NavLink>
            </li>
          ))}
          <li className="account-nav__logout">
            <Form method="post" action={to('/logout')}>
              <ActionFields />
              <button
                type="submit"
                className="account-nav__link account-nav__button"
                disabled={isLeaving}
                aria-busy={isLeaving}
              >
                {isLeaving ? t('accountLoggingOut') : t('logout')}
              </button>
            </Form>
          </li>
        </ul>
      </nav>
      <div className="account__content">{children}</div>
    </div>
  );
}
