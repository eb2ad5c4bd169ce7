import type { Product } from '@forum/contract/products';
import { Link } from 'react-router';
import { TitledSection } from '~/components/titled-section.tsx';
import { ProductCard } from '~/features/shop/product-card.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

/** The cards of a list's first row on a phone (two columns): their pictures load first. */
const PRIORITY_CARDS = 2;

/** The first products of a category or a brand, with a link to the whole list when there are more. */
export function TaxonomyProducts({
  products,
  total,
  allHref,
}: {
  products: Product[];
  total: number;
  allHref: string;
}) {
  const { t } = useI18n();
  return (
    <TitledSection
      className="taxonomy-section"
      headingId="taxonomy-products"
      title={t('shopProductsTitle')}
      titleClassName="taxonomy-section__title"
      headerClassName="spread-row taxonomy-section__header"
      action={
        total > 0 && (
          <Link to={allHref} className="button button--ghost">
            {t('shopSeeAllProducts', { count: total })}
          </Link>
        )
      }
    >
      {products.length === 0 ? (
        <p className="page-header__lead">{t('noResult')}</p>
      ) : (
        <ul className="grid-list tile-grid shop-grid" data-testid="product-list">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} isPriority={index < PRIORITY_CARDS} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
