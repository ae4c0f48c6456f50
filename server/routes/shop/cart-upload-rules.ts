import type { LoadedSite } from '../../config/loaded-site.ts';
import type { FileRule } from '../../http/multipart.ts';
import { requireDeclination } from '../../shop/catalogue/catalogue.ts';
import { DEFAULT_MAX_CUSTOMIZATION_BYTES } from '../../shop/catalogue/customization-file.ts';
import { customizationsOfProduct } from '../../shop/catalogue/customizations.ts';

/**
 * The upload limits of adding a declination to the cart: as many files as its product has FILE
 * customizations, each at most the largest `maxSize` among them (each file is then checked
 * against its own customization). No FILE customization: no file. 404 for an unknown declination.
 */
export function cartUploadRules(site: LoadedSite, idDeclination: number): { fileRule(field: string): FileRule | null; maxFiles: number } {
  const { product } = requireDeclination(site, idDeclination);
  const sizes = customizationsOfProduct(site, product.id)
    .map((one) => one.customization)
    .filter((definition) => definition.inputType === 'FILE')
    .map((definition) => definition.maxSize ?? DEFAULT_MAX_CUSTOMIZATION_BYTES);
  const rule = sizes.length > 0 ? { maxBytes: Math.max(...sizes), maxCount: sizes.length } : null;
  return { fileRule: () => rule, maxFiles: sizes.length };
}
