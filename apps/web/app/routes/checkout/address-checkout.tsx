import { Link, useSearchParams } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { saveAddress } from '~/features/addresses/address-action.server.ts';
import { AddressCard } from '~/features/addresses/address-card.tsx';
import { loadAddressBook, loadAddressPlaces } from '~/features/addresses/address-data.server.ts';
import { ADDED_ADDRESS_PARAM, AddressForm } from '~/features/addresses/address-form.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useRootData } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/address-checkout';
import checkoutCss from './checkout.css?inline';

const CHECKOUT_PATH = '/checkout';

/**
 * The step before the checkout (`/address/checkout`): the visitor's saved addresses to choose from, the
 * one they chose last (`?address=`) or the default checked, and the form to add one. An account that keeps
 * no addresses is told so.
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  await route.visitor();
  const items = await loadAddressBook(route);
  if (items === null) return { items: null, places: null };
  return { items, places: await loadAddressPlaces(route) };
}

/** POST /addresses, with or without scripts; then the checkout with the new address chosen. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  return saveAddress(form, {
    to: (id) => `${form.to(CHECKOUT_PATH)}?${ADDED_ADDRESS_PARAM}=${id}`,
    message: form.t('checkoutAddressSaved'),
  });
}

/** Personal pages: never kept by a shared cache, nor by the browser's (decision 006). */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const handle = pageAt('checkoutAddress');

export function meta({ matches }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) => t('addressChooseTitle'));
}

export default function AddressCheckout({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const maps = useRootData()?.site?.settings.maps;
  const { items, places } = loaderData;
  const asked = useSearchParams()[0].get(ADDED_ADDRESS_PARAM);
  const checked = items?.find((item) => String(item.id) === asked) ?? items?.find((item) => item.isDefault);

  return (
    <div className="container section checkout-page" data-testid="address-checkout-page">
      <RouteStyles name="checkout" sheet={checkoutCss} />
      <Breadcrumbs />
      <h1 className="checkout-page__title">{t('addressChooseTitle')}</h1>
      {items === null || places === null ? (
        <p className="checkout-notice">{t('addressBookCustomersOnly')}</p>
      ) : (
        <div className="checkout-steps">
          <p>{t('addressChooseLead')}</p>
          {items.length > 0 ? (
            // a plain GET to the checkout, which chooses the address its address names (?address=)
            <form method="get" action={to(CHECKOUT_PATH)} className="panel checkout-step" data-testid="address-choose">
              <fieldset className="checkout-choices bare-fieldset">
                <legend className="checkout-step__title">{t('addressChooseLegend')}</legend>
                {items.map((address) => (
                  <label key={address.id} className="checkout-choice" data-testid="address-choice">
                    <input
                      type="radio"
                      name={ADDED_ADDRESS_PARAM}
                      value={address.id}
                      defaultChecked={address.id === checked?.id}
                      required
                    />
                    <AddressCard address={address} headingLevel="span" />
                  </label>
                ))}
              </fieldset>
              <div className="address-form__actions">
                <button type="submit" className="button" data-testid="address-choose-submit">
                  {t('addressChooseSubmit')}
                </button>
                <Link to={to(CHECKOUT_PATH)}>{t('addressChooseBack')}</Link>
              </div>
            </form>
          ) : null}
          <AddressForm
            places={places}
            maps={maps}
            title={items.length > 0 ? t('addressChooseAdd') : t('checkoutAddressFormTitle')}
            titleLevel="h2"
            isFirst={items.length === 0}
          />
        </div>
      )}
    </div>
  );
}
