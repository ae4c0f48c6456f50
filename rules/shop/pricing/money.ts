/** A price reduction (§9 "A discount is a euro amount or a percent"), or any amount in euros or percent points. */
export interface Reduction {
  type: 'EURO' | 'PERCENT';
  /** Euros for EURO, percent points for PERCENT. */
  amount: number;
}

declare const EUROS: unique symbol;

/**
 * An amount in euros as the API's wire carries it (a JSON number; decision 0076). Only the one
 * boundary reads it (`api.call` converts each to cents with `toCents`), and only `toEuros` makes
 * one: the runtime and the blocks never hold one.
 */
export type Euros = number & { readonly [EUROS]: true };

/** An amount in integer cents: what the runtime, the blocks and the server's rules compute with. */
export type Cents = number;

/**
 * An amount typed on screen in euros (`12,50`, `12.5`, `1 250`), with a comma or a point and at
 * most two decimals, to integer cents; null when it is not one (empty, negative, three decimals).
 */
export function parseEuros(typed: string): Cents | null {
  const plain = typed.trim().replace(/\s|\u202f/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return null;
  return toCents(Number(plain));
}

/** Euros (as configured or sent by a client) to integer cents, rounding half away from zero. */
export function toCents(euros: number): Cents {
  if (typeof euros !== 'number' || !Number.isFinite(euros)) {
    throw new RangeError(`A price must be a finite number of euros, got ${String(euros)}`);
  }
  return Math.round(euros * 100 + (euros >= 0 ? 1e-9 : -1e-9));
}

/** Integer cents to euros with 2 decimals, as the API shows them (a JSON number). */
export function toEuros(cents: Cents): Euros {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer, got ${String(cents)}`);
  return Number((cents / 100).toFixed(2)) as Euros;
}

/** A percent is read to the ten-thousandth of a point, so its share is an integer product. */
const POINT_STEPS = 10_000;

/**
 * What a EURO or PERCENT amount (a reduction, a customization cost) comes to on a base of
 * `cents`, in integer cents and not capped by the base: a EURO amount its own cents, a PERCENT one
 * its share of `cents` rounded half up to the cent. The share is computed in integers, never as
 * `cents * percent / 100` in floating point: 2.3 % of 15,00 € is 0,345 € and gives 35 cents (the
 * float product is 34.4999… and would give 34).
 */
export function shareCents(cents: number, { type, amount }: Reduction): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer, got ${String(cents)}`);
  if (type === 'EURO') return toCents(amount);
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new RangeError(`A percent must be a finite number, got ${String(amount)}`);
  }
  return Math.round((cents * Math.round(amount * POINT_STEPS)) / (100 * POINT_STEPS));
}

/**
 * The amount a reduction takes off `cents`, never more than `cents` itself: a EURO reduction
 * takes its amount, a PERCENT one its share rounded to the cent (see `shareCents`).
 */
export function reductionCents(cents: number, reduction: Reduction | null | undefined): number {
  if (!reduction || !(reduction.amount > 0) || cents <= 0) return 0;
  return Math.min(cents, shareCents(cents, reduction));
}

/** `cents` after a reduction, never below 0. */
export function applyReduction(cents: number, reduction: Reduction | null | undefined): number {
  return cents - reductionCents(cents, reduction);
}
