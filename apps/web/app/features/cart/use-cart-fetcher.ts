import type { Cart } from '@forum/contract/cart';
import { useActionFetcher } from '~/features/forms/use-action-fetcher.ts';
import { useLocalePath } from '~/i18n/i18n.tsx';
import { useCart } from './cart-provider.tsx';

/**
 * A cart form's fetcher: it posts to the cart page's action (`action` below), and the answer's cart
 * replaces the page's (the header's count follows).
 */
export function useCartFetcher() {
  const to = useLocalePath();
  const { replace } = useCart();
  const fetcher = useActionFetcher<{ cart: Cart }>((answer) => replace(answer.cart));
  return { fetcher, action: to('/cart'), isBusy: fetcher.state !== 'idle' };
}
