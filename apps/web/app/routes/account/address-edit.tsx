import { Link, redirect } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { saveAddress } from '~/features/addresses/address-action.server.ts';
import { loadAddressBook, loadAddressPlaces } from '~/features/addresses/address-data.server.ts';
import { AddressForm } from '~/features/addresses/address-form.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useRootData } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import type { Route } from './+types/address-edit';
import { AccountPageHeader, accountMeta } from './account-data.tsx';

const BOOK_PATH = '/account/addresses';

/**
 * One address of the visitor's book with the places to change it (the API has no call for one address:
 * the book is at most twenty); another's or an unknown id is the 404 page.
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = Number(route.id(args.params.id));
  const items = await loadAddressBook(route);
  if (items === null) throw redirect(route.to(BOOK_PATH));
  const address = items.find((item) => item.id === id);
  if (!address) throw route.notFound();
  return { address, places: await loadAddressPlaces(route, address) };
}

/** PUT /addresses/{id}, with or without scripts; then the book with the message. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = Number(args.params.id);
  if (!Number.isSafeInteger(id) || id < 1) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  return saveAddress(form, { id, to: () => form.to(BOOK_PATH), message: form.t('addressBookChanged') });
}

export const handle = pageBelow('addresses', ({ address }: Route.ComponentProps['loaderData']) => ({
  name: address.name,
  path: `${BOOK_PATH}/${address.id}`,
}));

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'addressBookEditTitle');
}

export default function AddressEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const maps = useRootData()?.site?.settings.maps;
  const { address, places } = loaderData;
  return (
    <section className="account-page" data-testid="address-edit-page">
      <Breadcrumbs />
      <AccountPageHeader title={t('addressBookEditTitle')} lead={t('addressBookFormLead')} />
      {/* keyed by the address: another one's page starts from its own fields */}
      <AddressForm
        key={address.id}
        places={places}
        address={address}
        maps={maps}
        title={address.name}
        titleLevel="h2"
        isFirst={false}
        isPage
        cancelLink={<Link to={to(BOOK_PATH)}>{t('addressBookBack')}</Link>}
      />
    </section>
  );
}
