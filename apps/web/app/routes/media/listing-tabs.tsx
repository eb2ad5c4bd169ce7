import { Link } from 'react-router';
import { useLocalePath } from '~/i18n/i18n.tsx';

type Tab = { key: string; path: string; label: string; isCurrent: boolean; testId?: string };

/** The tabs of a listing (listing.css), each a link to the list it shows; the current one says so. */
export function ListingTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const to = useLocalePath();
  return (
    <nav className="tabs" aria-label={label}>
      <ul className="tabs__list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={to(tab.path)}
              className="tabs__link"
              data-testid={tab.testId}
              {...(tab.isCurrent ? { 'aria-current': 'page' as const } : {})}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
