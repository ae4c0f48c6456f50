import type { LoadedSite } from '../../config/loaded-site.ts';
import { productsOf } from '../catalogue/catalogue.ts';

/** The working days a cart needs before pickup: the largest `preparationDays` of its products (0 when none needs any). */
export function preparationDays(site: LoadedSite, productIds: Iterable<number>): number {
  const products = productsOf(site);
  let days = 0;
  for (const id of productIds) days = Math.max(days, products.find((one) => one.id === id)?.preparationDays ?? 0);
  return days;
}
