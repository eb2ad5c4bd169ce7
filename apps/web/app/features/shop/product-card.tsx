import { formatMoney, formatPercent } from '@forum/contract/money';
import type { Product } from '@forum/contract/products';
import { Link } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { AddToCartButton } from '~/features/cart/add-to-cart.tsx';
import { useSession } from '~/features/session/session.tsx';
import { ProductHeart } from '~/features/wishlist/product-heart.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import productCardCss from './product-card.css?inline';

/** Image, name, brand, price; the old price and a badge when discounted; heart; add to cart. */
export function ProductCard({ product, isPriority = false }: { product: Product; isPriority?: boolean }) {
  const { locale, t } = useI18n();
  const to = useLocalePath();
  const href = to(`/products/${product.id}/${product.slug}`);
  const currency = useSession().user?.currency ?? product.currency;
  const price = formatMoney(product.finalPrice, locale, currency);
  return (
    <article className="product-card lift-card" data-testid="product-card">
      {/* in the head once, however many cards: only pages that show products carry these rules */}
      <RouteStyles name="product-card" sheet={productCardCss} />
      <div className="product-card__media">
        {/* the first cards of a list are its largest paint on a phone: fetched at once, the rest on approach */}
        <UploadedImage src={product.image.url} alt="" spot="productCard" priority={isPriority} />
        {product.isDiscountActive && (
          <span className="product-card__badge">
            <bdi dir="ltr">{t('discountBadge', { percent: formatPercent(product.discountPercentage, locale) })}</bdi>
          </span>
        )}
      </div>
      <div className="product-card__body">
        {product.brand && <p className="product-card__brand">{product.brand.name}</p>}
        <h3 className="product-card__name">
          {/* the name's link covers the whole card: clicking the card opens the product */}
          <Link to={href} className="product-card__link card-link">
            {product.name}
          </Link>
        </h3>
        <p className="product-card__price">
          <span className="product-card__final">{price}</span>
          {product.isDiscountActive && (
            <del className="product-card__old">
              <span className="visually-hidden">{t('previousPrice')} </span>
              {formatMoney(product.price, locale, currency)}
            </del>
          )}
        </p>
        {product.taxIncluded && <p className="product-card__tax">{t('taxIncluded')}</p>}
        <ProductActions product={product} />
      </div>
    </article>
  );
}

function ProductActions({ product }: { product: Product }) {
  return (
    <div className="product-card__actions">
      <AddToCartButton product={product} className="button button--secondary product-card__cart" />
      <ProductHeart product={product} className="product-card__heart icon-button" testId="wishlist-heart" />
    </div>
  );
}
