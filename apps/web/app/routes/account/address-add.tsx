import { Link, redirect } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { saveAddress } from '~/features/addresses/address-action.server.ts';
import { loadAddressBook, loadAddressPlaces } from '~/features/addresses/address-data.server.ts';
import { AddressForm } from '~/features/addresses/address-form.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useRootData } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/address-add';
import { AccountPageHeader, accountPageMeta } from './account-data.tsx';

const BOOK_PATH = '/account/addresses';

/** The places to choose from, and whether this is the first address (which is the default by itself). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const items = await loadAddressBook(route);
  // an account that keeps no addresses is told so by the book
  if (items === null) throw redirect(route.to(BOOK_PATH));
  return { isFirst: items.length === 0, places: await loadAddressPlaces(route) };
}

/** POST /addresses, with or without scripts; then the book with the message. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  return saveAddress(form, { to: () => form.to(BOOK_PATH), message: form.t('addressBookAdded') });
}

export const handle = pageAt('addressAdd');

export const meta = accountPageMeta;

export default function AddressAdd({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const maps = useRootData()?.site?.settings.maps;
  return (
    <section className="account-page" data-testid="address-add-page">
      <Breadcrumbs />
      <AccountPageHeader title={t('addressBookAddTitle')} lead={t('addressBookFormLead')} />
      <AddressForm
        places={loaderData.places}
        maps={maps}
        title={t('addressBookAddTitle')}
        titleLevel="h2"
        isFirst={loaderData.isFirst}
        isPage
        cancelLink={<Link to={to(BOOK_PATH)}>{t('addressBookBack')}</Link>}
      />
    </section>
  );
}
