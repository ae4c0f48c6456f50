/** A step of the checkout, each at its own route (/cart/address, /cart/shipping, /cart/payment). */
export type CheckoutStep = 'address' | 'shipping' | 'payment';

const ALL: readonly CheckoutStep[] = ['address', 'shipping', 'payment'];
const WITHOUT_DELIVERY: readonly CheckoutStep[] = ['address', 'payment'];

/**
 * The steps of a checkout: address, delivery and payment; without the delivery step when the cart
 * has nothing to ship (gift vouchers: a product type that is never shipped, decision 0059).
 */
export function checkoutSteps(nothingToShip: boolean): readonly CheckoutStep[] {
  return nothingToShip ? WITHOUT_DELIVERY : ALL;
}

/** The step after `step` (null after the last). */
export function stepAfter(step: CheckoutStep, nothingToShip: boolean): CheckoutStep | null {
  const steps = checkoutSteps(nothingToShip);
  return steps[steps.indexOf(step) + 1] ?? null;
}

/** The step before `step` (null before the first; the address step for a delivery page without delivery). */
export function stepBefore(step: CheckoutStep, nothingToShip: boolean): CheckoutStep | null {
  const steps = checkoutSteps(nothingToShip);
  const index = steps.indexOf(step);
  return index < 0 ? 'address' : (steps[index - 1] ?? null);
}

/** The route of a step, without language prefix. */
export const stepPath = (step: CheckoutStep): string => `/cart/${step}`;
