import { z } from '../zod.ts';
import {
  addToCartSchema,
  cartDeletedSchema,
  cartQuantitySchema,
  cartRequestSchema,
  cartSchema,
  orderDiscountRequestSchema,
  orderDiscountSchema,
} from '../cart.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['cart'];
const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A cart id: a UUID, or `new` where a cart may be made; anything else is a cart that does not exist (404). */
const cartId = z.string().max(64);

/** SPEC §7 Cart calls and `POST /order/discount` (issue 6). */
export const cartEndpoints = {
  mainCart: endpoint({
    method: 'POST',
    path: '/cart',
    summary:
      "The caller's main cart: a logged user's default cart (made when there is none), a new cart for a guest; " +
      'with a discount code applied (400 when it does not apply)',
    tags,
    body: cartRequestSchema.optional(),
    data: cartSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  refreshCart: endpoint({
    method: 'POST',
    path: '/cart/:cartId',
    summary:
      'The cart priced again; `discountCode` applies a code (400 and no change when it does not apply), ' +
      "null or '' clears it, absent keeps it",
    tags,
    params: z.object({ cartId }),
    body: cartRequestSchema.optional(),
    data: cartSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  makeDefaultCart: endpoint({
    method: 'GET',
    path: '/cart/:cartId/default',
    summary:
      "Makes the cart the logged user's default cart; a guest cart is claimed (login), the lines of the user's " +
      'previous default cart join it and that cart goes',
    tags,
    params: z.object({ cartId }),
    data: cartSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  addToCart: endpoint({
    method: 'POST',
    path: '/cart/:cartId/product/:declinationId',
    summary:
      'Adds a declination (multipart or JSON: type, quantity, customizations as JSON [{idCustomization, value}], ' +
      "files under image/images); cartId 'new' makes a cart. Refusals: 'key : error' pairs joined by ' / '",
    tags,
    params: z.object({ cartId, declinationId: id }),
    // The JSON form of the same fields; the route reads either itself, to answer every field's problem at once.
    body: addToCartSchema,
    multipart: { fields: ['type', 'quantity', 'customizations'], files: ['image', 'images'] },
    data: cartSchema,
    refusals: [400, 401, 403, 404, 409, 413],
  }),
  setCartQuantity: endpoint({
    method: 'PUT',
    path: '/cart/:cartId/product/:productId/quantity',
    summary: "Sets a line's quantity under the SPEC §5 rules (the stock counts the declination's other lines)",
    tags,
    params: z.object({ cartId, productId: id }),
    body: cartQuantitySchema,
    data: cartSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  deleteCart: endpoint({
    method: 'DELETE',
    path: '/cart/:cartId',
    summary: 'Deletes the cart and its lines',
    tags,
    params: z.object({ cartId }),
    data: cartDeletedSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  removeCartLine: endpoint({
    method: 'DELETE',
    path: '/cart/:cartId/product/:productId/:idCartProduct',
    summary: 'Removes one line of the cart',
    tags,
    params: z.object({ cartId, productId: id, idCartProduct: id }),
    data: cartSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  checkDiscount: endpoint({
    method: 'POST',
    path: '/order/discount',
    summary:
      'What a discount code would give the cart now (not applied): the discount and the products totals; ' +
      '400 with the reason when it does not apply',
    tags: ['orders'],
    body: orderDiscountRequestSchema,
    data: orderDiscountSchema,
    refusals: [400, 403, 404, 409],
  }),
};
