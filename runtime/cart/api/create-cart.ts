import { cartContracts } from '../../../schemas/api/shop/cart-contracts.ts';
import type { ApiClient } from '../../engine/api/create-api-client.ts';
import type { ApiResult } from '../../engine/api/api-result.ts';
import type { Cart } from '../cart-types.ts';
import { MAIN_CART } from './cart-path.ts';

/** `POST /cart` (§7): a fresh main cart (a member's own, when one is logged in). */
export function createCart(api: ApiClient): Promise<ApiResult<Cart>> {
  return api.call(cartContracts.create, { body: MAIN_CART });
}
