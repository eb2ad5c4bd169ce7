import type { AccountFamily, Profile } from '@forum/contract/account';
import type { ReactNode } from 'react';
import { type MetaDescriptor, useRouteLoaderData } from 'react-router';
import { Breadcrumbs, matchedTrail } from '~/components/breadcrumbs.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import { accountPages } from './account-pages.ts';
import type { loader } from './layout.tsx';

/** The visitor's own user and profile, loaded once by the account layout for every page under it. */
export function useAccount() {
  const account = useRouteLoaderData<typeof loader>('account');
  if (!account) throw new Error('useAccount outside the account layout');
  return account;
}

type RootData = Parameters<typeof personalPageMeta>[0];

/** Account pages are personal: a title, and no place in search engines. */
export function accountMeta(root: RootData, page: MessageKey): MetaDescriptor[] {
  return personalPageMeta(root, (t) => t(page));
}

/**
 * The head of an account page placed with `handle = pageAt(…)`: titled by its own step of the page tree
 * (routes/page-tree.ts), so the page names its title once, as its breadcrumb says it.
 */
export function accountPageMeta({
  matches,
}: {
  matches: readonly [
    { loaderData: RootData } | undefined,
    ...({ handle?: unknown; loaderData?: unknown } | undefined)[],
  ];
}): MetaDescriptor[] {
  return personalPageMeta(matches[0]?.loaderData, (t) => matchedTrail(matches, t).at(-1)?.name ?? '');
}

/** The account type as the overview names it: customers are split by the kind they registered as. */
export function accountTypeLabel(profile: Pick<Profile, 'userType' | 'accountKind'>): MessageKey {
  if (profile.userType === 'exhibitor') return 'accountTypeExhibitor';
  if (profile.userType === 'staff') return 'accountTypeStaff';
  if (profile.accountKind === 'company') return 'accountTypeCompany';
  if (profile.accountKind === 'customs_clearance') return 'accountTypeCustomsClearance';
  return 'accountTypeCustomer';
}

export const EDIT_PROFILE_PATH = '/account/edit-profile';
export const EXHIBITOR_EDIT_PROFILE_PATH = '/account/exhibitor-edit-profile';

/** Exhibitors edit their company; everyone else their personal profile. */
export function editProfilePath(userType: Profile['userType']): string {
  return userType === 'exhibitor' ? EXHIBITOR_EDIT_PROFILE_PATH : EDIT_PROFILE_PATH;
}

/** One of the two edit pages (a path without its language prefix). */
export function isEditProfilePage(path: string): boolean {
  const page = path.replace(/\/+$/, '');
  return page === EDIT_PROFILE_PATH || page === EXHIBITOR_EDIT_PROFILE_PATH;
}

/** Where a visitor asking for one of the two edit pages should be sent instead, if anywhere. */
export function misdirectedEditPage(path: string, userType: Profile['userType']): string | null {
  if (!isEditProfilePage(path)) return null;
  const wanted = editProfilePath(userType);
  return path.replace(/\/+$/, '') === wanted ? null : wanted;
}

export type AccountSection = { path: string; label: MessageKey; text: MessageKey };

/** The account menu of a visitor (and the overview's cards): the area's pages with a menu entry they may see. */
export function accountSections(userType: Profile['userType']): AccountSection[] {
  return accountPages.flatMap(({ path, menu }) =>
    menu && (!menu.shownTo || menu.shownTo.includes(userType))
      ? [{ path: path ? `/account/${path}` : '/account', label: menu.label, text: menu.text }]
      : [],
  );
}

/** The family of the visitor's own profile calls: exhibitors have their own (docs/product/accounts.md). */
export function profileFamily(userType: Profile['userType']): AccountFamily {
  return userType === 'exhibitor' ? 'exhibitor' : 'customer';
}

/**
 * The text fields that differ from what is saved (trimmed; a missing value counts as empty). Only the
 * fields sent change (POST /profile), so an untouched empty field is left alone, a cleared one is sent
 * empty (and the API clears it, or names it when it is required).
 */
export function changedFields<K extends string>(
  values: Record<K, string>,
  saved: Partial<Record<K, string | null | undefined>>,
): Partial<Record<K, string>> {
  const changed: Partial<Record<K, string>> = {};
  for (const key of Object.keys(values) as K[]) {
    const value = values[key].trim();
    if (value !== (saved[key] ?? '').trim()) changed[key] = value;
  }
  return changed;
}

/**
 * How an account page opens: its title and, under it, what the page is for. `titleId` when a section is named by the
 * title; `as="div"` inside a bar that holds the page's actions or filters beside it (the bar is then the header).
 */
export function AccountPageHeader({
  title,
  lead,
  titleId,
  as: Tag = 'header',
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  titleId?: string;
  as?: 'header' | 'div';
  /** What else the header says (a count, what the conversation is about). */
  children?: ReactNode;
}) {
  return (
    <Tag className="account-page__header">
      <h1 id={titleId} className="account-page__title">
        {title}
      </h1>
      {lead ? <p className="account-page__lead">{lead}</p> : null}
      {children}
    </Tag>
  );
}

/**
 * The frame of an account page that lists or shows the account's things: a section named by its title, the
 * page's styles, the breadcrumbs, then the header: the title, the lead and what else it says (`note`), and,
 * when the page has them, its actions beside it (`actions`, even while they are none, keeps that bar). `name`
 * gives the title's id (`{name}-title`) and the page's test id (`{name}-page`).
 */
export function AccountScreen({
  name,
  title,
  lead,
  note,
  actions,
  styles,
  className,
  headerClassName,
  children,
}: {
  name: string;
  title: ReactNode;
  lead: ReactNode;
  note?: ReactNode;
  actions?: ReactNode;
  /** The page's sheets (`<RouteStyles … />`). */
  styles: ReactNode;
  className?: string;
  headerClassName?: string;
  children: ReactNode;
}) {
  const titleId = `${name}-title`;
  const isBar = actions !== undefined;
  const header = (
    <AccountPageHeader as={isBar ? 'div' : 'header'} titleId={titleId} title={title} lead={lead}>
      {note}
    </AccountPageHeader>
  );
  return (
    <section
      className={className ? `account-page ${className}` : 'account-page'}
      aria-labelledby={titleId}
      data-testid={`${name}-page`}
    >
      {styles}
      <Breadcrumbs />
      {isBar ? (
        <header className={headerClassName ? `spread-row ${headerClassName}` : 'spread-row'}>
          {header}
          {actions}
        </header>
      ) : (
        header
      )}
      {children}
    </section>
  );
}
