import { customizationContracts } from '../../../../schemas/api/shop/customization-contracts.ts';
import type { ApiClient } from '../create-api-client.ts';

/** GET /product/{id}/customization: the customizations a product offers, in the request's language. */
export const productCustomizations = (api: ApiClient, idProduct: number) => api.call(customizationContracts.ofProduct, { params: { id: idProduct } });

/** POST /product-customization/{id}/file/validate (multipart, the file under `file`); a refusal carries `errors.file`. */
export function validateCustomizationFile(api: ApiClient, idCustomization: number, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.call(customizationContracts.validateFile, { params: { id: idCustomization }, body });
}

/** POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price with the answers given so far. */
export const customizedPrice = (api: ApiClient, idProduct: number, idDeclination: number, customizations: readonly { idCustomization: number; answer: string }[]) =>
  api.call(customizationContracts.price, { params: { idProduct, idDeclination }, body: { customizations: [...customizations] } });
