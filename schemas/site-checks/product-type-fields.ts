import { productTypeTraits } from '../../rules/shop/product-type.ts';
import type { ValidationError } from '../errors/format-errors.ts';

/** The part of a product this check reads. */
interface TypedProduct {
  type?: string;
  declinations: { year?: number | null; capacity?: number; capacityUnit?: string }[];
}

/**
 * The fields a product's type asks for (decision 0059): WINE and BOX declinations have a capacity
 * and its unit (bottles are counted from them); a VOUCHER has neither a vintage (`year` null) nor a
 * capacity (nothing physical: a type that is not shipped). A VOUCHER is never shipped whatever `isDematerialized` says (the schema's default
 * fills it in): `isDematerializedProduct` reads the type first. Pointers are inside catalogue/products.json.
 */
export function checkProductTypeFields(products: readonly TypedProduct[]): ValidationError[] {
  const errors: ValidationError[] = [];
  products.forEach((product, p) => {
    const traits = productTypeTraits(product.type ?? 'OTHER');
    product.declinations.forEach((declination, d) => {
      const at = `/products/${p}/declinations/${d}`;
      const hasCapacity = declination.capacity !== undefined || declination.capacityUnit !== undefined;
      if (traits.capacity && (declination.capacity === undefined || declination.capacityUnit === undefined)) {
        errors.push({ pointer: at, message: `a ${product.type} declination needs a capacity and a capacityUnit` });
      } else if (!traits.shipped && hasCapacity) {
        errors.push({ pointer: `${at}/capacity`, message: `a ${product.type} has no capacity: remove capacity and capacityUnit` });
      }
      if (!traits.shipped && declination.year != null) {
        errors.push({ pointer: `${at}/year`, message: `a ${product.type} has no vintage: set year to null` });
      }
    });
  });
  return errors;
}
