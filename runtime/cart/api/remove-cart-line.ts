import { cartContracts } from '../../../schemas/api/shop/cart-contracts.ts';
import type { ApiClient } from '../../engine/api/create-api-client.ts';
import type { ApiResult } from '../../engine/api/api-result.ts';
import type { Cart, CartLine } from '../cart-types.ts';
import { NEW_CART } from './cart-path.ts';

/** `DELETE /cart/{cartId}/product/{idProduct}/{idCartProduct}` (§7): removes a line; the answer is the cart. */
export function removeCartLine(api: ApiClient, cartId: string | null, line: Pick<CartLine, 'idProduct' | 'idCartProduct'>): Promise<ApiResult<Cart>> {
  return api.call(cartContracts.removeLine, { params: { cartId: cartId ?? NEW_CART, productId: line.idProduct, idCartProduct: line.idCartProduct } });
}
