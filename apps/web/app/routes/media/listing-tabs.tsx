import { Link } from 'react-router';
import { useLocalePath } from '~/i18n/i18n.tsx';

type Tab = { path: string; label: string; testId?: string };

/** The tabs of a listing (listing.css), each a link to the list it shows; the one at `current` says so. */
export function ListingTabs({ label, tabs, current }: { label: string; tabs: Tab[]; current: string }) {
  const to = useLocalePath();
  return (
    <nav className="tabs" aria-label={label}>
      <ul className="tabs__list">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <Link
              to={to(tab.path)}
              className="tabs__link"
              data-testid={tab.testId}
              {...(tab.path === current ? { 'aria-current': 'page' as const } : {})}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
