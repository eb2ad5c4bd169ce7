import type { FormRequest } from '~/features/forms/open-form.server.ts';

/**
 * The address form sent (features/addresses/address-form.tsx), with or without the page's scripts: the
 * address saved in the book (POST /addresses), or changed (PUT /addresses/{id}); then `to`, with the message.
 */
export async function saveAddress(
  form: FormRequest,
  { id, to, message }: { id?: number; to: (id: number) => string; message: string },
) {
  // the country only narrows the cities offered: the city says where the address is (the body has no country)
  const body = { ...form.bodyOf('addresses.add'), isDefault: form.text('isDefault') === 'true' };
  const result =
    id === undefined
      ? await form.send('addresses.add', { body })
      : await form.send('addresses.change', { params: { id }, body });
  return form.answer(result, { to: ({ address }) => to(address.id), message, fields: ['country'] });
}
