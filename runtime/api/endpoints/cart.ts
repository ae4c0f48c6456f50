import type { ApiClient } from '../create-api-client.ts';
import { seg } from '../path-segment.ts';
import { toMultipart } from '../to-multipart.ts';
import type { UploadFile } from '../to-multipart.ts';

export type CartType = 'MAIN_CART';

export interface CartBody {
  type: CartType;
  discountCode?: string | null;
}

export interface AddProductInput {
  type: CartType;
  quantity: number;
  customizations?: ReadonlyArray<{ idCustomization: number; answer: unknown }>;
  files?: readonly UploadFile[];
}

/** POST /cart: a new cart. */
export const createCart = <T = unknown>(api: ApiClient, body: CartBody) => api.post<T>('/cart', body);

/** POST /cart/{cartId}: reloads a stored cart (with a discount code when given). */
export const reloadCart = <T = unknown>(api: ApiClient, cartId: number | string, body: CartBody) =>
  api.post<T>(`/cart/${seg(cartId)}`, body);

/** GET /cart/{cartId}/default. */
export const defaultCart = <T = unknown>(api: ApiClient, cartId: number | string) => api.get<T>(`/cart/${seg(cartId)}/default`);

/** POST /cart/{cartId|new}/product/{declinationId} (multipart; data.cartId). */
export const addProduct = <T = { cartId: number }>(
  api: ApiClient,
  cartId: number | string | null,
  declinationId: number,
  input: AddProductInput,
) => {
  const { files = [], ...fields } = input;
  return api.request<T>('POST', `/cart/${seg(cartId ?? 'new')}/product/${seg(declinationId)}`, {
    multipart: toMultipart(fields, files, { fileKey: 'files' }),
  });
};

/** PUT /cart/{cartId}/product/{productId}/quantity. */
export const updateQuantity = <T = unknown>(
  api: ApiClient,
  cartId: number | string,
  productId: number,
  body: { quantity: number; idCartProduct: number },
) => api.put<T>(`/cart/${seg(cartId)}/product/${seg(productId)}/quantity`, body);

/** DELETE /cart/{cartId}. */
export const deleteCart = (api: ApiClient, cartId: number | string) => api.delete<unknown>(`/cart/${seg(cartId)}`);

/** DELETE /cart/{cartId}/product/{productId}/{idCartProduct}. */
export const removeProduct = <T = unknown>(api: ApiClient, cartId: number | string, productId: number, idCartProduct: number) =>
  api.delete<T>(`/cart/${seg(cartId)}/product/${seg(productId)}/${seg(idCartProduct)}`);
