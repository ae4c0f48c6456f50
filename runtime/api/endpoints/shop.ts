import type { ApiClient } from '../create-api-client.ts';
import type { ListPage } from '../api-result.ts';
import { listQuery } from '../list-query.ts';
import type { ListParams } from '../list-query.ts';
import { seg } from '../path-segment.ts';
import { toMultipart } from '../to-multipart.ts';
import type { UploadFile } from '../to-multipart.ts';

/**
 * GET /product?{query}: the shop list (100 per page, ordered by price, §9); filters name (like),
 * kind (equal, list), search (like), tags (equal, list).
 */
export const products = <T = unknown>(api: ApiClient, params: ListParams = { nbItem: 100, orderBy: 'price' }) =>
  api.get<ListPage<T>>('/product', listQuery(params));

/** GET /product/{id or slug}. */
export const product = <T = unknown>(api: ApiClient, idOrSlug: number | string) => api.get<T>(`/product/${seg(idOrSlug)}`);

/** GET /product/{id}/customization. */
export const productCustomizations = <T = unknown>(api: ApiClient, id: number) => api.get<T[]>(`/product/${seg(id)}/customization`);

/** GET /v2/product/recommended/{id} (data.products). */
export const recommendedProducts = <T = unknown>(api: ApiClient, id: number) =>
  api.get<{ products: T[] }>(`/v2/product/recommended/${seg(id)}`);

/** GET /award?product={id}. */
export const awards = <T = unknown>(api: ApiClient, productId: number) => api.get<T[]>('/award', { product: productId });

/** GET /parameter/product/meal-icon. */
export const mealIcons = <T = unknown>(api: ApiClient) => api.get<T[]>('/parameter/product/meal-icon');

/** GET /product/generate/file/{id}[/{idDeclination}]: the technical file. */
export const technicalFile = <T = unknown>(api: ApiClient, id: number, idDeclination?: number) =>
  api.get<T>(`/product/generate/file/${seg(id)}${idDeclination === undefined ? '' : `/${seg(idDeclination)}`}`);

/** POST /product-customization/{id}/file/validate (multipart, the file under 'file'). */
export const validateCustomizationFile = <T = unknown>(api: ApiClient, id: number, file: UploadFile) =>
  api.request<T>('POST', `/product-customization/${seg(id)}/file/validate`, {
    multipart: toMultipart({}, file, { fileKey: 'file' }),
  });

/** POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price. */
export const customizationPrice = <T = unknown>(
  api: ApiClient,
  idProduct: number,
  idDeclination: number,
  customizations: ReadonlyArray<{ idCustomization: number; answer: unknown }>,
) => api.post<T>(`/cart/product/${seg(idProduct)}/declination/${seg(idDeclination)}/customize/price`, { customizations });
