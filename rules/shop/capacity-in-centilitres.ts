/** The unit a product capacity is stored in (§3). */
export type CapacityUnit = 'LITER' | 'CENTILITRE';

/** Converts a capacity to centilitres: 0.375 LITER → 37.5, 75 CENTILITRE → 75. */
export function capacityInCentilitres(capacity: number, unit: CapacityUnit): number {
  if (typeof capacity !== 'number' || !Number.isFinite(capacity) || capacity < 0) {
    throw new RangeError(`Capacity must be a finite number ≥ 0, got ${String(capacity)}`);
  }
  if (unit === 'CENTILITRE') return capacity;
  if (unit === 'LITER') return Math.round(capacity * 100 * 1e6) / 1e6;
  throw new RangeError(`Unknown capacity unit "${String(unit)}": expected "LITER" or "CENTILITRE"`);
}
