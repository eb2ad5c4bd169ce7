import { Link } from 'react-router';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Crumb } from './exhibition-seo.ts';

/** The trail to the current page (the last step), the same steps as the page's BreadcrumbList. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <nav aria-label={t('exhibitionBreadcrumbs')} className="ex-crumbs">
      <ol className="ex-crumbs__list">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="ex-crumbs__item">
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={to(crumb.path)}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
