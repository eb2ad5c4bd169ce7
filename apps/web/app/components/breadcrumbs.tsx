import type { Locale } from '@forum/contract/locale';
import { Link, useMatches } from 'react-router';
import { localePath, type Translate, useI18n, useLocalePath } from '~/i18n/i18n.tsx';

/** One step of the way from the home page, its path without the language prefix; the last one is the page itself. */
export type Crumb = { name: string; path: string };

/**
 * What a route module's `handle` holds to name its place in the site (decision 053; routes/page-tree.ts
 * writes it): the trail of the page, from its loader's data when a step needs it (undefined without a loader).
 */
export type TrailHandle = { trail: (t: Translate, data: unknown) => Crumb[] };

/**
 * The trail of the page on screen: that of the deepest matched route naming one (an account page, not the
 * account layout). `meta` passes its `matches`, the page `useMatches()`, so both say the same steps.
 */
export function matchedTrail(
  matches: readonly ({ handle?: unknown; loaderData?: unknown } | undefined)[],
  t: Translate,
): Crumb[] {
  const match = matches.findLast(
    (candidate) => typeof (candidate?.handle as TrailHandle | undefined)?.trail === 'function',
  );
  return match ? (match.handle as TrailHandle).trail(t, match.loaderData) : [];
}

/** The visible trail of the page (the same steps as its BreadcrumbList): every step but the last is a link. */
export function Breadcrumbs() {
  const { t } = useI18n();
  const to = useLocalePath();
  const trail = matchedTrail(useMatches(), t);
  if (trail.length === 0) return null;
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
