import { formatNumber } from '@forum/contract/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';

/**
 * A category's or a brand's tile: its picture, its name leading to its page and how many products it
 * has, and what the page adds below (a category's subcategories).
 */
export function TaxonomyTile({
  imageUrl,
  name,
  path,
  productCount,
  testId,
  coversTile = false,
  children,
}: {
  imageUrl: string;
  name: string;
  path: string;
  productCount: number;
  testId: string;
  /** The name's link covers the whole tile: only for a tile with no links of its own. */
  coversTile?: boolean;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <li className="taxonomy-tile" data-testid={testId}>
      <img src={imageUrl} alt="" width={64} height={64} className="taxonomy-tile__image" />
      <h2 className="taxonomy-tile__name">
        <Link to={to(path)} className={coversTile ? 'taxonomy-tile__link' : undefined}>
          {name}
        </Link>
      </h2>
      <p className="taxonomy-tile__count">{t('shopProductCount', { count: productCount })}</p>
      {children}
    </li>
  );
}

/** A category's subcategories as links, each with its count of products. */
export function SubcategoryLinks({
  subcategories,
  label,
}: {
  subcategories: { id: number; name: string; productCount: number }[];
  /** Names the list when no landmark around it does. */
  label?: string;
}) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  return (
    <ul className="taxonomy-children" aria-label={label}>
      {subcategories.map((child) => (
        <li key={child.id}>
          <Link to={to(`/categories/${child.id}`)}>
            {t('shopNameWithCount', { name: child.name, count: formatNumber(child.productCount, locale) })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
