import type { ApiClient } from '../create-api-client.ts';
import { seg } from '../path-segment.ts';

/** GET /product/{id}/customization: the customizations a product offers, in the request's language. */
export const productCustomizations = <T = unknown>(api: ApiClient, idProduct: number) => api.get<T>(`/product/${seg(idProduct)}/customization`);

/** POST /product-customization/{id}/file/validate (multipart, the file under `file`); a refusal carries `errors.file`. */
export function validateCustomizationFile<T = unknown>(api: ApiClient, idCustomization: number, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.request<T>('POST', `/product-customization/${seg(idCustomization)}/file/validate`, { multipart: body });
}

/** POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price with the answers given so far. */
export const customizedPrice = <T = unknown>(
  api: ApiClient,
  idProduct: number,
  idDeclination: number,
  customizations: readonly { idCustomization: number; answer: string }[],
) => api.post<T>(`/cart/product/${seg(idProduct)}/declination/${seg(idDeclination)}/customize/price`, { customizations });
