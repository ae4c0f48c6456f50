import { cartContracts } from '../../../schemas/api/shop/cart-contracts.ts';
import type { ApiClient } from '../../engine/api/create-api-client.ts';
import type { ApiResult } from '../../engine/api/api-result.ts';
import type { Cart } from '../cart-types.ts';
import { MAIN_CART } from './cart-path.ts';

/** `POST /cart/{cartId}` (§7): the main cart again from its id; it also hands a guest cart to a member who logged in. */
export function reloadCart(api: ApiClient, cartId: string): Promise<ApiResult<Cart>> {
  return api.call(cartContracts.reload, { params: { cartId }, body: MAIN_CART });
}
