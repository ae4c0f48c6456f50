import { formatCents, reductionCents, toCents } from '../../rules/index.ts';
import type { QuantityTier } from '../../rules/index.ts';
import type { ValidationError } from '../errors/format-errors.ts';

interface DeclinationLike {
  id: number;
  price: number;
  fixedPrice?: number | null;
  sellByMultipleOf: number;
  quantityDiscounts?: QuantityTier[];
}

interface ProductLike {
  quantityDiscounts?: QuantityTier[];
  declinations: DeclinationLike[];
}

const euros = (cents: number) => formatCents(cents, 'en');

/**
 * Decreasing discounts by quantity that the schema cannot judge alone: within a list, tiers come
 * by increasing `fromQuantity`; for each declination they apply to (its own list, else the
 * product's), a tier's quantity is one the declination can be sold at (a multiple of
 * `sellByMultipleOf`), it never takes the whole price, and each tier takes more off a unit than
 * the tier before (the price decreases with the quantity). A fixed-price declination takes none.
 */
export function checkQuantityDiscounts(product: ProductLike, base: string): ValidationError[] {
  const errors: ValidationError[] = [];
  const ordered = (tiers: QuantityTier[] | undefined, at: string) =>
    tiers?.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (before && tier.fromQuantity <= before.fromQuantity) {
        errors.push({ pointer: `${at}/${index}/fromQuantity`, message: `must be more than ${before.fromQuantity}, the quantity of the tier before: tiers go by increasing quantity` });
      }
    });
  ordered(product.quantityDiscounts, `${base}/quantityDiscounts`);
  product.declinations.forEach((declination, d) => {
    const own = `${base}/declinations/${d}/quantityDiscounts`;
    ordered(declination.quantityDiscounts, own);
    const fixed = declination.fixedPrice !== undefined && declination.fixedPrice !== null;
    if (fixed) {
      if (declination.quantityDiscounts?.length) errors.push({ pointer: own, message: 'a declination with a fixedPrice takes no discount: remove its quantity discounts or its fixedPrice' });
      return;
    }
    const tiers = declination.quantityDiscounts ?? product.quantityDiscounts ?? [];
    const at = declination.quantityDiscounts ? own : `${base}/quantityDiscounts`;
    const of = declination.quantityDiscounts ? '' : ` for declination ${declination.id}`;
    const priceCents = toCents(declination.price);
    let previousOff = 0;
    tiers.forEach((tier, index) => {
      const off = reductionCents(priceCents, tier);
      if (tier.fromQuantity % declination.sellByMultipleOf !== 0) {
        errors.push({ pointer: `${at}/${index}/fromQuantity`, message: `must be a multiple of ${declination.sellByMultipleOf}${of}, which is sold by ${declination.sellByMultipleOf}` });
      }
      if (off >= priceCents) {
        errors.push({ pointer: `${at}/${index}/amount`, message: `takes the whole price ${euros(priceCents)}${of} off: a tier must leave something to pay` });
      } else if (off <= previousOff) {
        errors.push({ pointer: `${at}/${index}/amount`, message: `takes ${euros(off)} off a unit of ${euros(priceCents)}${of}, not more than the tier before (${euros(previousOff)}): each tier must lower the price` });
      }
      previousOff = Math.max(previousOff, off);
    });
  });
  return errors;
}
