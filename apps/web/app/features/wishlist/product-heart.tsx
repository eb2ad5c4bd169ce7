import type { Product } from '@forum/contract/products';
import { HeartIcon } from '~/components/icons.tsx';
import { Heart } from './heart.tsx';

/** A product's heart, on its card and on its page: saves it to the wishlist or takes it out again. */
export function ProductHeart({
  product,
  className,
  testId,
}: {
  product: Pick<Product, 'id' | 'name' | 'inWishlist'>;
  className: string;
  testId: string;
}) {
  return (
    <Heart
      kind="product"
      id={product.id}
      name={product.name}
      servedSaved={product.inWishlist}
      className={className}
      testId={testId}
      labels={{ add: 'addToWishlist', remove: 'removeFromWishlist' }}
      icon={(isSaved) => <HeartIcon filled={isSaved} />}
    />
  );
}
