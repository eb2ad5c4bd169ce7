import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { personalEndpoints } from '../http/endpoint.ts';
import { findShipmentType } from '../orders/checkout-queries.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import {
  addToCart,
  applyCoupon,
  type CartContext,
  emptyCart,
  getCart,
  getCartChanges,
  removeCartItem,
  setCartItemQuantity,
} from './cart-service.ts';

type Options = { db: Db; settings: SettingsService };

const tags = ['cart'];

/** The request's language and the shop's settings, which every priced answer depends on. */
export async function cartContextOf(settings: SettingsService, request: FastifyRequest): Promise<CartContext> {
  const stored = await settings.get();
  return { locale: request.locale, vatRate: stored.site.vatRate, currency: stored.site.currency };
}

/**
 * The cart calls, each answering the whole cart, which the client takes as it is
 * (docs/product/shop-catalogue-and-cart.md).
 */
export const cartRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, settings }) => {
  const contextOf = (request: FastifyRequest) => cartContextOf(settings, request);

  personalEndpoints(app, tags, {
    'cart.get': [
      'The cart with its totals (with ?shipmentType= the shipping is in them, as at checkout)',
      async (request, session) => {
        let shippingMinor = 0;
        if (request.query.shipmentType !== undefined) {
          const shipment = await findShipmentType(db, request.query.shipmentType);
          if (!shipment) {
            throw new AppError('validation', { fields: [{ key: 'shipmentType', messageKey: 'invalidOption' }] });
          }
          shippingMinor = shipment.priceMinor;
        }
        return getCart(db, session, await contextOf(request), shippingMinor);
      },
    ],
    'cart.add': [
      'Add a product with its options (the same product and options add to their line)',
      async (request, session) => addToCart(db, session, request.body, await contextOf(request)),
    ],
    'cart.empty': [
      'Empty the cart (?type=, products by default)',
      async (request, session) => emptyCart(db, session, request.query.type, await contextOf(request)),
    ],
    'cart.changes': [
      'What changed in price or stock since each line was added',
      async (request, session) => getCartChanges(db, session, await contextOf(request)),
    ],
    'cart.removeItem': [
      'Remove a line ({id} is items[].id)',
      async (request, session) => removeCartItem(db, session, request.params.id, await contextOf(request)),
    ],
    'cart.setQuantity': [
      'Set the quantity of a line ({id} is items[].id); also as POST with _method: PUT',
      async (request, session) =>
        setCartItemQuantity(db, session, request.params.id, request.body.quantity, await contextOf(request)),
    ],
    'cart.coupon': [
      'Apply a coupon; an empty code removes it',
      async (request, session) => applyCoupon(db, session, request.body.code, await contextOf(request)),
    ],
  });
};
