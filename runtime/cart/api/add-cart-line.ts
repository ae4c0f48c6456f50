import { cartContracts } from '../../../schemas/api/shop/cart-contracts.ts';
import type { ApiClient } from '../../engine/api/create-api-client.ts';
import type { ApiResult } from '../../engine/api/api-result.ts';
import type { AddToCartRequest } from '../../engine/api/cart-requests.ts';
import type { Cart } from '../cart-types.ts';
import { MAIN_CART, NEW_CART } from './cart-path.ts';

/** What an add sends: the declination, the quantity, the customization answers and their files. */
export type CartAdd = Pick<AddToCartRequest, 'idDeclination' | 'quantity' | 'customizations' | 'files'>;

/** The multipart body of an add (§7): type, quantity, customizations as JSON, the files by their answer's key. */
export function addBody(add: CartAdd): FormData {
  const form = new FormData();
  form.append('type', MAIN_CART.type);
  form.append('quantity', String(add.quantity));
  if (add.customizations?.length) form.append('customizations', JSON.stringify(add.customizations));
  for (const [key, file] of Object.entries(add.files ?? {})) form.append(key, file, file.name);
  return form;
}

/**
 * `POST /cart/{cartId|new}/product/{declinationId}` (§7, multipart): adds a declination to the
 * cart, or to a new one when `cartId` is null; the answer names the cart and carries it. The one
 * add of the cart, with JavaScript (the cart actor) and without (the page's action).
 */
export function addCartLine(api: ApiClient, cartId: string | null, add: CartAdd): Promise<ApiResult<{ cartId: string; cart: Cart }>> {
  return api.call(cartContracts.addLine, { params: { cartId: cartId ?? NEW_CART, declinationId: add.idDeclination }, body: addBody(add) });
}
