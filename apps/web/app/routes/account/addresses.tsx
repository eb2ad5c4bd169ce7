import type { Address } from '@forum/contract/addresses';
import { Form, Link, useNavigation } from 'react-router';
import { ConfirmSubmit } from '~/components/confirm-dialog.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { AddressCard } from '~/features/addresses/address-card.tsx';
import { loadAddressBook } from '~/features/addresses/address-data.server.ts';
import addressesCss from '~/features/addresses/addresses.css?inline';
import { openForm } from '~/features/forms/open-form.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/addresses';
import { AccountScreen, accountPageMeta } from './account-data.tsx';
import { ItemActionForm } from './item-action-form.tsx';

const PATH = '/account/addresses';
const DELETE_INTENT = 'delete';
const DEFAULT_INTENT = 'makeDefault';

/** GET /addresses: the visitor's address book, the default first; null for an account that keeps none. */
export async function loader(args: Route.LoaderArgs) {
  return { items: await loadAddressBook(openRoute(args, { personal: true })) };
}

/**
 * The book's buttons, with or without scripts: delete an address (DELETE /addresses/{id}, confirmed first
 * in the page), or make it the default (PUT /addresses/{id} with its own fields and `isDefault`: the API
 * has no call for the default alone). Back to the book with the message.
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = Number(form.text('id'));
  const refusal = [{ key: 'error', value: form.t('somethingWentWrong') }];
  if (!Number.isSafeInteger(id) || id < 1) return form.answer(refusal);
  const back = form.to(PATH);
  if (form.text('intent') === DELETE_INTENT) {
    const result = await form.send('addresses.remove', { params: { id } });
    return form.answer(result, { to: back, message: form.t('addressBookDeleted') });
  }
  if (form.text('intent') === DEFAULT_INTENT) {
    const list = await form.api.call('addresses.list');
    if (!list.ok) return form.answer(list);
    const address = list.data.items.find((item) => item.id === id);
    if (!address) return form.answer(refusal);
    const result = await form.send('addresses.change', {
      params: { id },
      body: {
        name: address.name,
        recipient: address.recipient,
        telephone: address.telephone,
        city: address.city.id,
        district: address.district?.id ?? null,
        address: address.address,
        latitude: address.latitude,
        longitude: address.longitude,
        isDefault: true,
      },
    });
    return form.answer(result, { to: back, message: form.t('addressBookMadeDefault') });
  }
  return form.answer(refusal);
}

export const handle = pageAt('addresses');

export const meta = accountPageMeta;

/** The address book (decision 054): each address as name, city and line, the default marked; add, edit, make default, delete. */
export default function Addresses({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { items } = loaderData;

  return (
    <AccountScreen
      name="addresses"
      title={t('addressBookTitle')}
      lead={t('addressBookLead')}
      styles={<RouteStyles name="addresses" sheet={addressesCss} />}
      actions={
        items && items.length > 0 ? (
          <Link to={to(`${PATH}/add`)} className="button" data-testid="address-add">
            {t('addressBookAdd')}
          </Link>
        ) : null
      }
    >
      {items === null ? (
        <p className="address-empty" data-testid="addresses-customers-only">
          {t('addressBookCustomersOnly')}
        </p>
      ) : items.length === 0 ? (
        <div className="address-empty" data-testid="addresses-empty">
          <p className="address-empty__title">{t('addressBookEmpty')}</p>
          <p className="account-muted">{t('addressBookEmptyHint')}</p>
          <Link to={to(`${PATH}/add`)} className="button" data-testid="address-add">
            {t('addressBookAdd')}
          </Link>
        </div>
      ) : (
        <>
          <p className="account-muted" role="status">
            {t('addressBookCount', { count: items.length })}
          </p>
          <ul className="grid-list address-book">
            {items.map((address) => (
              <AddressItem key={address.id} address={address} />
            ))}
          </ul>
        </>
      )}
    </AccountScreen>
  );
}

function AddressItem({ address }: { address: Address }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(address.id);
  return (
    <li
      className={`address-book__item${address.isDefault ? ' address-book__item--default' : ''}`}
      data-testid="address-item"
      data-default={address.isDefault || undefined}
    >
      <AddressCard address={address} />
      <div className="address-book__actions">
        <Link
          to={to(`${PATH}/${address.id}`)}
          className="button button--ghost"
          aria-label={t('addressBookEditLabel', { name: address.name })}
          data-testid="address-edit"
        >
          {t('addressBookEdit')}
        </Link>
        {address.isDefault ? null : (
          <ItemActionForm
            itemId={address.id}
            intent={DEFAULT_INTENT}
            className="button button--ghost"
            aria-label={t('addressBookMakeDefaultLabel', { name: address.name })}
            disabled={isBusy}
            data-testid="address-make-default"
          >
            {t('addressBookMakeDefault')}
          </ItemActionForm>
        )}
        <Form method="post" replace>
          <input type="hidden" name="id" value={address.id} />
          <ConfirmSubmit
            label={t('addressBookDelete')}
            ariaLabel={t('addressBookDeleteLabel', { name: address.name })}
            name="intent"
            value={DELETE_INTENT}
            className="button button--ghost"
            testId="address-delete"
            isBusy={isBusy}
            title={t('addressBookDeleteTitle')}
            text={t('addressBookDeleteText')}
            confirmLabel={t('addressBookDeleteConfirm')}
            cancelLabel={t('addressBookKeep')}
          />
        </Form>
      </div>
    </li>
  );
}
