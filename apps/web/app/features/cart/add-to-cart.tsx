import type { Product } from '@forum/contract/products';
import { ActionFields } from '~/features/forms/action-fields.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { useCartFetcher } from './use-cart-fetcher.ts';

/**
 * "Add to cart" on a product card: one unit, no options. A tap before the scripts run adds it too (the
 * page comes back with the message); a product whose options must be chosen leads to its page.
 */
export function AddToCartButton({
  product,
  className,
}: {
  product: Pick<Product, 'id' | 'name' | 'slug' | 'inStock'>;
  className: string;
}) {
  const { t } = useI18n();
  const { fetcher, action, isBusy } = useCartFetcher();
  return (
    <fetcher.Form method="post" action={action} className="add-to-cart-form">
      <ActionFields />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="name" value={product.name} />
      <input type="hidden" name="slug" value={product.slug} />
      <button type="submit" className={className} disabled={!product.inStock} aria-busy={isBusy || undefined}>
        {product.inStock ? t('addToCart') : t('outOfStock')}
      </button>
    </fetcher.Form>
  );
}
