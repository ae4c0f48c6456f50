/** A price reduction: a euro amount or a percent (§9 "A discount is a euro amount or a percent"). */
export interface Reduction {
  type: 'EURO' | 'PERCENT';
  /** Euros for EURO, percent points for PERCENT. */
  amount: number;
}

/** Euros (as configured or sent by a client) to integer cents, rounding half away from zero. */
export function toCents(euros: number): number {
  if (typeof euros !== 'number' || !Number.isFinite(euros)) {
    throw new RangeError(`A price must be a finite number of euros, got ${String(euros)}`);
  }
  return Math.round(euros * 100 + (euros >= 0 ? 1e-9 : -1e-9));
}

/** Integer cents to euros with 2 decimals, as the API shows them (a JSON number). */
export function toEuros(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer, got ${String(cents)}`);
  return Number((cents / 100).toFixed(2));
}

/**
 * The amount a reduction takes off `cents`, never more than `cents` itself: a EURO reduction
 * takes its amount, a PERCENT one its share rounded to the cent.
 */
export function reductionCents(cents: number, reduction: Reduction | null | undefined): number {
  if (!reduction || !(reduction.amount > 0) || cents <= 0) return 0;
  const off = reduction.type === 'EURO' ? toCents(reduction.amount) : Math.round((cents * reduction.amount) / 100);
  return Math.min(cents, off);
}

/** `cents` after a reduction, never below 0. */
export function applyReduction(cents: number, reduction: Reduction | null | undefined): number {
  return cents - reductionCents(cents, reduction);
}
