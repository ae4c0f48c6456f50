import type { Flow } from '../flow.ts';

/** The customization flow: the customization block loads it on first use (`customizationFlow.load()`). */
export const customizationFlow: Flow<typeof import('./start-customization-actor.ts')> = {
  id: 'customization',
  description: 'Product customization steps, file checks, price and add to cart.',
  load: () => import('./start-customization-actor.ts'),
  machine: (module) => module.customizationMachine,
};
