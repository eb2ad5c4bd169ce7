import type { EndpointBody } from '@forum/contract/endpoints';
import type { FormAction } from '~/features/forms/form-action.server.ts';
import { ADDED_ADDRESS_PARAM, ADDRESS_FIELDS } from './address-form.tsx';

// the country only narrows the cities offered: the city says where the address is
const SENT_FIELDS = ['name', 'recipient', 'telephone', 'city', 'district', 'address'];

/**
 * The address form of the checkout (`intent=addAddress`), with or without the page's scripts: the
 * address saved in the book (POST /addresses), then the checkout again with it chosen and "saved".
 */
export async function addAddress(form: FormAction) {
  const body: Record<string, unknown> = { isDefault: form.text('isDefault') === 'true' };
  for (const name of SENT_FIELDS) {
    const value = form.text(name);
    if (value !== '') body[name] = value;
  }
  // the form's fields as typed, checked by the API's schema
  const result = await form.api.call('addresses.add', { body: body as EndpointBody<'addresses.add'> });
  if (!result.ok) return form.fail(result, ADDRESS_FIELDS);
  return form.redirect(`${form.to('/checkout')}?${ADDED_ADDRESS_PARAM}=${result.data.address.id}`, {
    kind: 'success',
    text: form.t('checkoutAddressSaved'),
  });
}
