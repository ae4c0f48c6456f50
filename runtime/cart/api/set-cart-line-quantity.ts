import { cartContracts } from '../../../schemas/api/shop/cart-contracts.ts';
import type { ApiClient } from '../../engine/api/create-api-client.ts';
import type { ApiResult } from '../../engine/api/api-result.ts';
import type { Cart, CartLine } from '../cart-types.ts';
import { NEW_CART } from './cart-path.ts';

/** `PUT /cart/{cartId}/product/{idProduct}/quantity` (§7): a line's new quantity; the answer is the cart. */
export function setCartLineQuantity(api: ApiClient, cartId: string | null, line: Pick<CartLine, 'idProduct' | 'idCartProduct'>, quantity: number): Promise<ApiResult<Cart>> {
  return api.call(cartContracts.setLineQuantity, { params: { cartId: cartId ?? NEW_CART, productId: line.idProduct }, body: { quantity, idCartProduct: line.idCartProduct } });
}
