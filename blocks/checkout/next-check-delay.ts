/** How many times the result page asks again before it says the confirmation is slow (about 3 minutes). */
export const PAYMENT_CHECKS = 40;

/**
 * The wait before the result page's next question about a payment being confirmed: soon at
 * first (a webhook usually follows the return within seconds), then every 5 s; null once
 * `PAYMENT_CHECKS` questions are asked (the page then offers to check again by hand).
 */
export function nextCheckDelay(asked: number): number | null {
  if (asked >= PAYMENT_CHECKS) return null;
  return asked < 2 ? 2000 : asked < 4 ? 3000 : 5000;
}
