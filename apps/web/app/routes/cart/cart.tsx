import type { CartChange } from '@forum/contract/cart';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { cartAction } from '~/features/cart/cart-action.server.ts';
import { useCart } from '~/features/cart/cart-provider.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/cart';
import cartCss from './cart.css?inline';
import { CartView } from './cart-view.tsx';

/**
 * The visitor's cart, rendered with their cookie (a personal page, decision 006). A visitor without
 * a session has no cart yet: the page shows the empty cart.
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const result = await route.api.call('cart.get');
  // a guest, or an account without a cart, sees the empty cart
  if (!result.ok && (result.status === 401 || result.status === 403))
    return { cart: null, changes: [] as CartChange[] };
  const { cart } = route.need(result);
  if (!cart.hasChanges) return { cart, changes: [] as CartChange[] };
  const changes = await route.api.call('cart.changes');
  return { cart, changes: changes.ok ? changes.data.changes : [] };
}

/** Every change to the cart (add, quantity, remove, empty, coupon), from any page: see cartAction. */
export function action(args: Route.ActionArgs) {
  return cartAction(args);
}

/** Personal pages: never kept by a shared cache, nor by the browser's (decision 006). */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const handle = pageAt('cart');

export function meta({ matches }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) => t('cartTitle'));
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  // the loader's cart until the browser's own is loaded; then every answer replaces it (decision 022)
  const cart = useCart().cart ?? loaderData.cart;
  return (
    <div className="container section cart-page" data-testid="cart-page">
      <RouteStyles name="cart" sheet={cartCss} />
      <Breadcrumbs />
      <h1 className="cart-page__title">{t('cartTitle')}</h1>
      <CartView cart={cart} changes={loaderData.changes} />
    </div>
  );
}
