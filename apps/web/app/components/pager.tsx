import type { Pagination } from '@forum/contract/envelope';
import { Link } from 'react-router';
import { BackIcon, ForwardIcon } from '~/components/icons.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

/** The page number asked for in a list's address: anything but a positive whole number is page 1. */
export function pageNumberOf(url: URL): number {
  const value = url.searchParams.get('page');
  return value && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 1;
}

/**
 * The pages to offer: the first, the last and those around the current one; null marks a gap of two
 * pages or more (a gap of one page shows that page instead).
 */
export function pagesToShow(page: number, lastPage: number): (number | null)[] {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1].filter((n) => n >= 1 && n <= lastPage));
  const sorted = [...wanted].sort((a, b) => a - b);
  const shown: (number | null)[] = [];
  for (const n of sorted) {
    const previous = shown.at(-1);
    if (typeof previous === 'number' && n - previous === 2) shown.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) shown.push(null);
    shown.push(n);
  }
  return shown;
}

/** Links between the pages of a list (plain links: each page has its own address and works without script). */
export function Pager({ pagination, hrefOf }: { pagination: Pagination; hrefOf: (page: number) => string }) {
  const { t } = useI18n();
  const { page, lastPage } = pagination;
  if (lastPage <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pagerPages')}>
      <p className="visually-hidden">{t('pagerPageOf', { page, pages: lastPage })}</p>
      <ul className="pager__list">
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} className="pager__link pager__step" rel="prev">
              <BackIcon />
              <span>{t('pagerPrevious')}</span>
            </Link>
          </li>
        ) : null}
        {pagesToShow(page, lastPage).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefOf(n)}
                className="pager__link"
                aria-label={t('pagerPageNumber', { number: n })}
                {...(n === page ? { 'aria-current': 'page' as const } : {})}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < lastPage ? (
          <li>
            <Link to={hrefOf(page + 1)} className="pager__link pager__step" rel="next">
              <span>{t('pagerNext')}</span>
              <ForwardIcon />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
