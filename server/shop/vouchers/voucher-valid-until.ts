import { wallClock } from '../checkout/click-and-collect-dates.ts';

/** How long a gift voucher can be used: one year from its issue (the autocars terms of sale say so). */
export const VOUCHER_VALIDITY_MONTHS = 12;

/**
 * The last day (`YYYY-MM-DD`, Paris wall clock) a voucher issued at `issuedAt` can be used: the
 * same calendar day `months` later (a 29 February ends on 28 February, never in March).
 */
export function voucherValidUntil(issuedAt: Date, months = VOUCHER_VALIDITY_MONTHS): string {
  const [year, month, day] = wallClock(issuedAt).slice(0, 10).split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end.toISOString().slice(0, 10);
}
