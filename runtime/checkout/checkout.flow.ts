import type { Flow } from '../engine/machines/flow.ts';

/** The checkout flow: the checkout block loads it on the checkout pages (`checkoutFlow.load()`). */
export const checkoutFlow: Flow<typeof import('./start-checkout-actor.ts')> = {
  id: 'checkout',
  description: 'The checkout of §4: addresses, delivery type, carriers, relay point, pick-up slot, discount code, order.',
  load: () => import('./start-checkout-actor.ts'),
  machine: (module) => module.checkoutMachine,
};
