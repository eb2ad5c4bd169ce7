/** What a cart form asks for (its `intent` field); the cart page's action does it. */
export const CART_INTENTS = ['add', 'quantity', 'remove', 'flush', 'coupon'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];
/** A product option's chosen value is sent as `option-{optionId}`. */
export const OPTION_FIELD_PREFIX = 'option-';
