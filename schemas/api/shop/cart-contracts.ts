import { Type } from '@sinclair/typebox';
import { Nullable } from '../../common.schema.ts';
import { defineRoute } from '../route-contract.ts';
import { ServedCartSchema } from './cart.ts';
import { CartIdParam, CartParams, IdParam } from './shop-params.ts';

/** The body of `POST /cart` and `POST /cart/{cartId}` (§7). */
export const CartBodySchema = Type.Object({
  discountCode: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  type: Type.Optional(Type.Literal('MAIN_CART')),
  /** A guest cart id kept by the browser: a logged-in member takes it over. */
  cartId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
});

/** One customization answer sent with an add (§3 Customization answer; a FILE answer names its file's key). */
export const AddAnswerSchema = Type.Object({
  idCustomization: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  answer: Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()]),
});

/** The fields of an add's multipart body (§7): the files come beside them, under their answer's key. */
export const AddToCartFieldsSchema = Type.Object({
  type: Type.Optional(Type.Literal('MAIN_CART')),
  quantity: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  customizations: Type.Optional(Type.Array(AddAnswerSchema, { maxItems: 50 })),
});

const Quantity = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 });

/** `GET /cart/{cartId}/default`: the cart, its status and the §3 default delivery type. */
export const DefaultCartSchema = Type.Object({
  ...ServedCartSchema.properties,
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('ORDERED'), Type.Literal('CLOSED')]),
  deliveryType: Type.Union([Type.Literal('delivery'), Type.Literal('no_delivery')]),
});

/** The cart routes of §7, one declaration each (decision 0073). */
export const cartContracts = {
  /** Makes the main cart, or finds the member's open one (a guest cart named in the body is taken over). */
  create: defineRoute({ method: 'POST', path: '/cart', body: CartBodySchema, answer: ServedCartSchema }),
  /** The cart again from its id; an ordered cart is answered with its status. */
  reload: defineRoute({ method: 'POST', path: '/cart/:cartId', params: CartParams, body: CartBodySchema, answer: ServedCartSchema }),
  read: defineRoute({ method: 'GET', path: '/cart/:cartId/default', params: CartParams, answer: DefaultCartSchema }),
  remove: defineRoute({ method: 'DELETE', path: '/cart/:cartId', params: CartParams, answer: Type.Object({ cartId: Type.String() }) }),
  /** Adds a declination (`new` as the cart id makes the cart); multipart, for the customizations' files. */
  addLine: defineRoute({
    method: 'POST',
    path: '/cart/:cartId/product/:declinationId',
    params: Type.Object({ cartId: CartIdParam, declinationId: IdParam }),
    body: AddToCartFieldsSchema,
    encoding: 'multipart',
    answer: Type.Object({ cartId: Type.String(), cart: ServedCartSchema }),
  }),
  setLineQuantity: defineRoute({
    method: 'PUT',
    path: '/cart/:cartId/product/:productId/quantity',
    params: Type.Object({ cartId: CartIdParam, productId: IdParam }),
    body: Type.Object({ quantity: Quantity, idCartProduct: IdParam }),
    answer: ServedCartSchema,
  }),
  removeLine: defineRoute({
    method: 'DELETE',
    path: '/cart/:cartId/product/:productId/:idCartProduct',
    params: Type.Object({ cartId: CartIdParam, productId: IdParam, idCartProduct: IdParam }),
    answer: ServedCartSchema,
  }),
};
