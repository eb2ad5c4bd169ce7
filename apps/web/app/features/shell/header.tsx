import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CalendarIcon, CartIcon, MenuIcon, SearchIcon, UserIcon } from '~/components/icons.tsx';
import { LanguageSwitch } from '~/components/language-switch.tsx';
import { LogoMark } from '~/components/logo.tsx';
import { useCart } from '~/features/cart/cart-provider.tsx';
import { HeaderCounts } from '~/features/live/header-counts.tsx';
import { useSession } from '~/features/session/session.tsx';
import { useWishlist } from '~/features/wishlist/wishlist-provider.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { stripLocale, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useHydrated } from '~/utils/use-hydrated.ts';
import { useRootData } from './root-data.ts';

/**
 * Every area of the site, in the order a visitor meets the forum (docs/product/shell-and-languages.md).
 * `also`: other paths that belong to the area (the cart and the checkout are the shop's).
 */
const areas: { path: string; label: MessageKey; also?: string[] }[] = [
  { path: '/', label: 'navHome' },
  { path: '/conference', label: 'navConference' },
  { path: '/workshops', label: 'navWorkshops' },
  { path: '/exhibition', label: 'navExhibition' },
  { path: '/events', label: 'navEvents' },
  { path: '/media', label: 'navMedia' },
  { path: '/sponsorship-packages', label: 'navSponsorship' },
  { path: '/products', label: 'navShop', also: ['/cart', '/checkout', '/confirm-transaction'] },
];

const isUnder = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/** The one area a page belongs to: the home page only on itself, the others on their paths and below. */
export function currentArea(pathname: string): string | undefined {
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
  if (path === '/') return '/';
  return areas.find((area) => area.path !== '/' && [area.path, ...(area.also ?? [])].some((p) => isUnder(path, p)))
    ?.path;
}

/** The site's header; `siteName` is null when the settings could not be read (the API in maintenance). */
export function Header({ siteName }: { siteName: string | null }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { isLoggedIn, user } = useSession();
  const accountLabel = !isLoggedIn
    ? t('navLogin')
    : user?.firstName
      ? t('navAccountOf', { name: user.firstName })
      : t('navAccount');
  // the phone menu is a popover: the button opens it without scripts too (Escape or a tap outside closes it)
  const [isMenuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const isHydrated = useHydrated();
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const follow = (event: Event) => setMenuOpen((event as ToggleEvent).newState === 'open');
    nav.addEventListener('toggle', follow);
    return () => nav.removeEventListener('toggle', follow);
  }, []);
  const closeMenu = () => {
    if (navRef.current?.matches(':popover-open')) navRef.current.hidePopover();
  };
  const wishlist = useWishlist();
  // until the browser has the list, what a personal page's server read (decision 073)
  const visitor = useRootData()?.visitor;
  const savedCount = wishlist.sessions?.length ?? visitor?.savedSessions ?? 0;
  const cartCount = useCart().count;
  const current = currentArea(useLocation().pathname);
  const accountPath = to(isLoggedIn ? '/account' : '/account-type');
  // staff see the way to their console: from the session's own answer, never guessed (decision 061)
  const isStaff = user?.userType === 'staff';

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        {/* without the site's name the link is named by where it leads */}
        <Link to={to('/')} className="site-header__brand" aria-label={siteName ? undefined : t('navHome')}>
          <LogoMark size={36} />
          {siteName && (
            <span className="site-header__title" data-testid="site-title">
              {siteName}
            </span>
          )}
        </Link>
        <div className="site-header__actions">
          <Link to={to('/search')} className="icon-link icon-button site-header__search" aria-label={t('navSearch')}>
            <SearchIcon />
          </Link>
          {wishlist.canSave && (
            <Link
              to={to('/my-agenda/conference-sessions')}
              className="icon-link icon-button site-header__agenda"
              aria-label={t('navMyAgendaCount', { count: savedCount })}
              data-testid="agenda-link"
            >
              <CalendarIcon />
              {savedCount > 0 && (
                <span className="icon-link__badge" aria-hidden="true">
                  {savedCount}
                </span>
              )}
            </Link>
          )}
          <HeaderCounts />
          {isStaff && (
            <Link to={to('/admin')} className="site-header__console" data-testid="console-link">
              {t('navConsole')}
            </Link>
          )}
          <Link
            to={accountPath}
            className="icon-link icon-button site-header__account"
            aria-label={accountLabel}
            data-testid="account-link"
          >
            <UserIcon />
          </Link>
          <Link
            to={to('/cart')}
            className="icon-link icon-button site-header__cart"
            aria-label={cartCount > 0 ? t('navCartCount', { count: cartCount }) : t('navCart')}
            data-testid="cart-link"
            data-count={cartCount}
          >
            <CartIcon />
            {cartCount > 0 && (
              <span className="icon-link__badge" aria-hidden="true">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </Link>
          <LanguageSwitch />
          <button
            type="button"
            className="icon-link icon-button site-header__menu-button"
            popoverTarget="main-navigation"
            // without scripts the browser tells whether the popover is open
            aria-expanded={isHydrated ? isMenuOpen : undefined}
            aria-controls="main-navigation"
            aria-label={t('menu')}
            // the state the browser is about to give the popover, at once (its toggle event comes later)
            onClick={() => setMenuOpen(!navRef.current?.matches(':popover-open'))}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <nav
        ref={navRef}
        id="main-navigation"
        className="site-nav"
        popover="auto"
        data-open={isMenuOpen}
        aria-label={t('mainNavigation')}
      >
        <ul className="container site-nav__list">
          {areas.map((area) => (
            <li key={area.path}>
              <Link
                to={to(area.path)}
                className={area.path === current ? 'site-nav__link active' : 'site-nav__link'}
                aria-current={area.path === current ? 'page' : undefined}
                onClick={closeMenu}
              >
                {t(area.label)}
              </Link>
            </li>
          ))}
          {/* on a phone the header keeps the title whole: search, the agenda and the account live here */}
          <li className="site-nav__phone-only site-nav__phone-first">
            <Link to={to('/search')} className="site-nav__link" onClick={closeMenu}>
              {t('navSearch')}
            </Link>
          </li>
          {wishlist.canSave && (
            <li className="site-nav__phone-only">
              <Link to={to('/my-agenda/conference-sessions')} className="site-nav__link" onClick={closeMenu}>
                {t('navMyAgenda')}
                {savedCount > 0 && <span className="site-nav__count">{savedCount}</span>}
              </Link>
            </li>
          )}
          <li className="site-nav__phone-only">
            <Link to={accountPath} className="site-nav__link" onClick={closeMenu} data-testid="menu-account-link">
              {accountLabel}
            </Link>
          </li>
          {isStaff && (
            <li className="site-nav__phone-only">
              <Link to={to('/admin')} className="site-nav__link" onClick={closeMenu} data-testid="menu-console-link">
                {t('navConsole')}
              </Link>
            </li>
          )}
          <li className="site-nav__narrow-only">
            <LanguageSwitch className="site-nav__link language-switch--menu" testId="menu-language-switch" />
          </li>
        </ul>
      </nav>
    </header>
  );
}
