import { formatMoney } from '@forum/contract/money';
import type { Product } from '@forum/contract/products';
import { useEffect } from 'react';
import { Link, useNavigation } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { Thumbnail } from '~/components/thumbnail.tsx';
import addressesCss from '~/features/addresses/addresses.css?inline';
import { useCart } from '~/features/cart/cart-provider.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useWishlist } from '~/features/wishlist/wishlist-provider.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/saved-products';
import { AccountScreen, accountPageMeta } from './account-data.tsx';
import { ItemActionForm } from './item-action-form.tsx';

const PATH = '/account/saved-products';
const MOVE_INTENT = 'moveToCart';
const REMOVE_INTENT = 'remove';

/** GET /wishlist: the products saved with the heart, newest first (the sessions are the agenda's). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const { record } = route.need(await route.api.call('wishlist.get', { query: { paginate: false } }));
  return { record };
}

/**
 * A saved product moved to the cart (PATCH /wishlist/{id}/move-to-cart) or removed (DELETE
 * /wishlist/{id}/product), with or without scripts; back to the list with the message, or with the
 * API's reason (a product whose options must be chosen first, stock run out).
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = Number(form.text('id'));
  const intent = form.text('intent');
  if (!Number.isSafeInteger(id) || id < 1 || (intent !== MOVE_INTENT && intent !== REMOVE_INTENT)) {
    return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }], { refusedTo: form.to(PATH) });
  }
  const back = { to: form.to(PATH), refusedTo: form.to(PATH) };
  if (intent === MOVE_INTENT) {
    const result = await form.send('wishlist.moveToCart', { params: { id } });
    return form.answer(result, { ...back, message: form.t('savedProductsMoved') });
  }
  const result = await form.send('wishlist.removeProduct', { params: { id } });
  return form.answer(result, { ...back, message: form.t('savedProductsRemoved') });
}

export const handle = pageAt('savedProducts');

export const meta = accountPageMeta;

/** The products saved with the heart: each with its price, "move to cart" and "remove", forms that work without scripts. */
export default function SavedProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { record } = loaderData;
  const products = record.products;
  const navigation = useNavigation();
  const { reload: reloadCart } = useCart();
  const { adopt } = useWishlist();

  // the hearts elsewhere on the page (and the next pages) agree with the list the server just sent
  useEffect(() => adopt(record), [adopt, record]);
  // a product moved: the header's cart count follows
  const isMoving = navigation.state === 'loading' && navigation.formData?.get('intent') === MOVE_INTENT;
  useEffect(() => {
    if (isMoving) reloadCart();
  }, [isMoving, reloadCart]);

  return (
    <AccountScreen
      name="saved-products"
      title={t('savedProductsTitle')}
      lead={t('savedProductsLead')}
      styles={<RouteStyles name="addresses" sheet={addressesCss} />}
    >
      {products.length === 0 ? (
        <div className="address-empty" data-testid="saved-products-empty">
          <p className="address-empty__title">{t('savedProductsEmpty')}</p>
          <p className="account-muted">{t('savedProductsEmptyHint')}</p>
          <Link to={to('/products')} className="button">
            {t('savedProductsBrowse')}
          </Link>
        </div>
      ) : (
        <>
          <p className="account-muted" role="status">
            {t('savedProductsCount', { count: products.length })}
          </p>
          <ul className="grid-list saved-products">
            {products.map((product, index) => (
              <SavedProduct key={product.id} product={product} isEager={index < 2} />
            ))}
          </ul>
        </>
      )}
    </AccountScreen>
  );
}

function SavedProduct({ product, isEager }: { product: Product; isEager: boolean }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const navigation = useNavigation();
  const isBusy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(product.id);
  return (
    <li className="saved-product" data-testid="saved-product" data-product={product.id}>
      <Thumbnail src={product.image.url} size={80} eager={isEager} className="saved-product__image" />
      <div className="saved-product__body">
        <h2 className="saved-product__name">
          <Link to={to(`/products/${product.id}/${product.slug}`)}>{product.name}</Link>
        </h2>
        <p className="saved-product__price">
          {formatMoney(product.finalPrice, locale, product.currency)}
          {product.inStock ? null : <span className="saved-product__stock"> · {t('savedProductsOutOfStock')}</span>}
        </p>
        <div className="saved-product__actions">
          {product.inStock ? (
            <ItemActionForm
              itemId={product.id}
              intent={MOVE_INTENT}
              className="button"
              aria-label={t('savedProductsMoveLabel', { name: product.name })}
              disabled={isBusy}
              data-testid="saved-product-move"
            >
              {t('savedProductsMoveToCart')}
            </ItemActionForm>
          ) : null}
          <ItemActionForm
            itemId={product.id}
            intent={REMOVE_INTENT}
            className="button button--ghost"
            aria-label={t('savedProductsRemoveLabel', { name: product.name })}
            disabled={isBusy}
            data-testid="saved-product-remove"
          >
            {t('savedProductsRemove')}
          </ItemActionForm>
        </div>
      </div>
    </li>
  );
}
