import type { ApiClient } from '../../engine/api/create-api-client.ts';
import type { ApiResult } from '../../engine/api/api-result.ts';
import type { Cart, CartLine } from '../machine/cart-types.ts';
import { cartPath } from './cart-path.ts';

/** `DELETE /cart/{cartId}/product/{idProduct}/{idCartProduct}` (§7): removes a line; the answer is the cart. */
export function removeCartLine(api: ApiClient, cartId: string | null, line: Pick<CartLine, 'idProduct' | 'idCartProduct'>): Promise<ApiResult<Cart>> {
  return api.delete<Cart>(`${cartPath(cartId)}/product/${line.idProduct}/${line.idCartProduct}`);
}
