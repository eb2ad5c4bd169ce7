import type { Locale } from '@forum/contract/locale';
import { Link } from 'react-router';
import { localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';

/** One step of the way from the home page, its path without the language prefix; the last one is the page itself. */
export type Crumb = { name: string; path: string };

/** The visible trail of a page (the same steps as its BreadcrumbList): every step but the last is a link. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="breadcrumbs__item">
            {index < trail.length - 1 ? (
              <Link to={to(crumb.path)}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The same trail as schema.org's BreadcrumbList, with absolute addresses in the page's language. */
export function breadcrumbJsonLd(trail: Crumb[], origin: string, locale: Locale) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${localePath(locale, crumb.path)}`,
    })),
  };
}
