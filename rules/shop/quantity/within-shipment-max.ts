import { freeShippingBottleCount, type BottleCountItem } from '../free-shipping-bottle-count.ts';

/**
 * The quantities of a list that one shipment can hold: those whose §9 bottle count (a half-bottle
 * counts half, a box its bottles) stays within MAX_BOTTLES_PER_SHIPMENT (0 = no limit). `current`,
 * when given, is kept (a line already holding more shows its quantity, and the cart says why).
 */
export function withinShipmentMax(options: readonly number[], item: Omit<BottleCountItem, 'quantity'>, maxBottles: number, current?: number): number[] {
  if (!(maxBottles > 0)) return [...options];
  return options.filter((quantity) => quantity === current || freeShippingBottleCount([{ ...item, quantity }]) <= maxBottles);
}
