import type { AddToCartBody, CartResponse } from '@forum/contract/cart';
import { DEFAULT_CART_QUANTITY } from '@forum/contract/cart-rules';
import { formatMoney, formatPercent } from '@forum/contract/money';
import type { Product } from '@forum/contract/products';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '~/api/use-api.ts';
import { useCart } from '~/cart/cart.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useSession } from '~/session/session.tsx';
import { HeartIcon } from './icons.tsx';
import productCardCss from './product-card.css?inline';
import { RouteStyles } from './route-styles.tsx';
import { useToast } from './toasts.tsx';
import { useProductHeart } from './use-product-heart.ts';

/** SPEC.md §2: image, name, brand, price; the old price and a badge when discounted; heart; add to cart. */
export function ProductCard({ product }: { product: Product }) {
  const { locale, t } = useI18n();
  const to = useLocalePath();
  const href = to(`/products/${product.id}/${product.slug}`);
  const currency = useSession().user?.currency ?? product.currency;
  const price = formatMoney(product.finalPrice, locale, currency);
  return (
    <article className="product-card" data-testid="product-card">
      {/* in the head once, however many cards: only pages that show products carry these rules */}
      <RouteStyles name="product-card" css={productCardCss} />
      <div className="product-card__media">
        <img src={product.image.url} alt="" loading="lazy" decoding="async" width="400" height="400" />
        {product.isDiscountActive && (
          <span className="product-card__badge">
            <bdi dir="ltr">{t('discountBadge', { percent: formatPercent(product.discountPercentage, locale) })}</bdi>
          </span>
        )}
      </div>
      <div className="product-card__body">
        {product.brand && <p className="product-card__brand">{product.brand.name}</p>}
        <h3 className="product-card__name">
          {/* the name's link covers the whole card (SPEC.md §2: clicking the card opens the product) */}
          <Link to={href} className="product-card__link">
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
  const { t } = useI18n();
  const api = useApi();
  const toast = useToast();
  const { replace } = useCart();
  const heart = useProductHeart(product.id, product.inWishlist);
  const [isAddingToCart, setAddingToCart] = useState(false);

  async function addToCart() {
    setAddingToCart(true);
    const body: AddToCartBody = { id: product.id, quantity: DEFAULT_CART_QUANTITY, options: [], type: 'product' };
    const result = await api.post<CartResponse>('/cart', { body });
    setAddingToCart(false);
    if (result.ok) {
      replace(result.data.cart);
      toast.success(t('successAddToCart', { name: product.name }));
    } else if (!result.isCancelled) {
      toast.errors(result.errors);
    }
  }

  return (
    <div className="product-card__actions">
      <button
        type="button"
        className="button button--secondary product-card__cart"
        onClick={addToCart}
        disabled={!product.inStock || isAddingToCart}
        aria-busy={isAddingToCart}
      >
        {product.inStock ? t('addToCart') : t('outOfStock')}
      </button>
      <button
        type="button"
        className="product-card__heart"
        aria-pressed={heart.isSaved}
        aria-label={t(heart.isSaved ? 'removeFromWishlist' : 'addToWishlist', { name: product.name })}
        onClick={heart.toggle}
        disabled={heart.isBusy}
        data-testid="wishlist-heart"
      >
        <HeartIcon filled={heart.isSaved} />
      </button>
    </div>
  );
}
