import type { CartResponse } from '@forum/contract/cart';
import { DEFAULT_CART_QUANTITY } from '@forum/contract/cart-rules';
import type { ApiResult } from '~/api/client.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { CART_INTENTS, type CartIntent, OPTION_FIELD_PREFIX } from './cart-intents.ts';

function positiveInteger(value: string): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * Every change to the cart, from a product card, the product page or the cart page, with or without
 * the page's scripts (`intent` says which). The answer's cart replaces the page's; a plain post goes
 * back to its page with the message.
 */
export async function cartAction(args: { request: Request; context: unknown }) {
  const form = await openForm(args);
  const intent = form.text('intent') as CartIntent;
  const invalid = () => form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  if (!CART_INTENTS.includes(intent)) return invalid();
  const name = form.text('name');
  const line = positiveInteger(form.text('line'));

  let result: ApiResult<CartResponse>;
  let message = '';
  switch (intent) {
    case 'add': {
      const id = positiveInteger(form.text('id'));
      if (!id) return invalid();
      const options: number[] = [];
      for (const [field, value] of form.form) {
        const option =
          typeof value === 'string' && field.startsWith(OPTION_FIELD_PREFIX) ? positiveInteger(value) : null;
        if (option) options.push(option);
      }
      const notes = form.text('notes').trim();
      const body = {
        id,
        quantity: positiveInteger(form.text('quantity')) ?? DEFAULT_CART_QUANTITY,
        options,
        ...(notes ? { notes } : {}),
        type: 'product' as const,
      };
      result = await form.send('cart.add', { body });
      // a product whose options must be chosen: its page, where they are, instead of a refusal on a list
      if (!result.ok && result.errors.some((error) => error.key === 'options')) {
        const slug = form.text('slug');
        const productPage = form.to(`/products/${id}${slug ? `/${encodeURIComponent(slug)}` : ''}`);
        if (!form.returnTo.startsWith(productPage)) {
          return form.answer(result, { refusedTo: productPage });
        }
      }
      message = form.t('successAddToCart', { name });
      break;
    }
    case 'quantity': {
      const quantity = positiveInteger(form.text('quantity'));
      if (!line || !quantity) return invalid();
      result = await form.send('cart.setQuantity', { params: { id: line }, body: { quantity } });
      break;
    }
    case 'remove': {
      if (!line) return invalid();
      result = await form.send('cart.removeItem', { params: { id: line } });
      message = form.t('cartRemoved', { name });
      break;
    }
    case 'flush': {
      result = await form.send('cart.empty', { query: { type: 'products' } });
      message = form.t('cartFlushed');
      break;
    }
    case 'coupon': {
      result = await form.send('cart.coupon', { body: { code: form.text('code').trim() } });
      if (result.ok) {
        const applied = result.data.cart.coupon;
        message = applied ? form.t('cartCouponApplied', { code: applied.code }) : form.t('cartCouponRemoved');
      }
      break;
    }
  }
  // a refused coupon's error goes beside its field; the others become toasts
  return form.answer(result, { message, data: ({ cart }) => ({ cart }), fields: intent === 'coupon' ? ['code'] : [] });
}
