import type { ValidationError } from '../errors/format-errors.ts';
import { checkProductTypeFields } from './product-type-fields.ts';

/** An error in one file of a site folder (`file` relative to the site folder). */
export type ReferenceError = ValidationError & { file: string };

interface Catalogue {
  products?: { products: { id: number; type?: string; idDiscount?: number | null; mealIcons?: number[]; recommended?: number[];
    declinations: { id: number; year?: number | null; capacity?: number; capacityUnit?: string; idDiscount?: number | null; variations: { idVariation: number; id: number }[] }[] }[] };
  discounts?: { discounts: { id: number }[] };
  variations?: { variations: { id: number; values: { id: number }[] }[] };
  'meal-icons'?: { mealIcons: { id: number }[] };
  customizations?: { customizations: { idProducts: number[] }[] };
  awards?: { awards: { idProduct: number; idDeclination?: number | null }[] };
  features?: { features: { idProduct: number; idDeclination?: number | null }[] };
}

const ids = (list: { id: number }[] | undefined) => new Set((list ?? []).map((item) => item.id));

/**
 * Ids one catalogue file uses must exist in the file that defines them: discounts, variations and
 * their values, meal icons, recommended products, and the products (and declinations) that
 * customizations, awards and features name. `documents` holds the valid documents by kind.
 */
export function checkCatalogueReferences(documents: Catalogue): ReferenceError[] {
  const errors: ReferenceError[] = [];
  const products = documents.products?.products ?? [];
  const productIds = ids(products);
  const discountIds = ids(documents.discounts?.discounts);
  const mealIconIds = ids(documents['meal-icons']?.mealIcons);
  const variations = new Map((documents.variations?.variations ?? []).map((v) => [v.id, ids(v.values)]));
  const push = (file: string, pointer: string, message: string) => errors.push({ file, pointer, message });
  const P = 'catalogue/products.json';

  products.forEach((product, p) => {
    const base = `/products/${p}`;
    if (product.idDiscount != null && !discountIds.has(product.idDiscount)) push(P, `${base}/idDiscount`, `no discount ${product.idDiscount} in catalogue/discounts.json`);
    product.mealIcons?.forEach((id, i) => mealIconIds.has(id) || push(P, `${base}/mealIcons/${i}`, `no meal icon ${id} in catalogue/meal-icons.json`));
    product.recommended?.forEach((id, i) => productIds.has(id) || push(P, `${base}/recommended/${i}`, `no product ${id}`));
    product.declinations.forEach((declination, d) => {
      const at = `${base}/declinations/${d}`;
      if (declination.idDiscount != null && !discountIds.has(declination.idDiscount)) push(P, `${at}/idDiscount`, `no discount ${declination.idDiscount} in catalogue/discounts.json`);
      declination.variations.forEach((ref, v) => {
        const values = variations.get(ref.idVariation);
        if (!values) push(P, `${at}/variations/${v}/idVariation`, `no variation ${ref.idVariation} in catalogue/variations.json`);
        else if (!values.has(ref.id)) push(P, `${at}/variations/${v}/id`, `variation ${ref.idVariation} has no value ${ref.id}`);
      });
    });
  });

  documents.customizations?.customizations.forEach((c, i) =>
    c.idProducts.forEach((id, k) => productIds.has(id) || push('catalogue/customizations.json', `/customizations/${i}/idProducts/${k}`, `no product ${id} in ${P}`)),
  );
  const declinationsOf = new Map(products.map((p) => [p.id, ids(p.declinations)]));
  const productRefs = (file: string, list: string, items: { idProduct: number; idDeclination?: number | null }[] | undefined) =>
    items?.forEach((item, i) => {
      const declinations = declinationsOf.get(item.idProduct);
      if (!declinations) push(file, `/${list}/${i}/idProduct`, `no product ${item.idProduct} in ${P}`);
      else if (item.idDeclination != null && !declinations.has(item.idDeclination)) {
        push(file, `/${list}/${i}/idDeclination`, `product ${item.idProduct} has no declination ${item.idDeclination}`);
      }
    });
  productRefs('catalogue/awards.json', 'awards', documents.awards?.awards);
  productRefs('catalogue/features.json', 'features', documents.features?.features);
  for (const error of checkProductTypeFields(products)) push(P, error.pointer, error.message);
  return errors;
}
