import type { FormRequest } from '~/features/forms/open-form.server.ts';
import { ADDED_ADDRESS_PARAM } from './address-form.tsx';

/**
 * The address form of the checkout (`intent=addAddress`), with or without the page's scripts: the
 * address saved in the book (POST /addresses), then the checkout again with it chosen and "saved".
 */
export async function addAddress(form: FormRequest) {
  // the country only narrows the cities offered: the city says where the address is (the body has no country)
  const body = { ...form.bodyOf('addresses.add'), isDefault: form.text('isDefault') === 'true' };
  const result = await form.send('addresses.add', { body });
  return form.answer(result, {
    to: ({ address }) => `${form.to('/checkout')}?${ADDED_ADDRESS_PARAM}=${address.id}`,
    message: form.t('checkoutAddressSaved'),
    fields: ['country'],
  });
}
