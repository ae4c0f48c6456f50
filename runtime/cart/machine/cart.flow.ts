import type { Flow } from '../../engine/machines/flow.ts';

/** The cart flow (started by the cart host of the shell, which imports the machine itself). */
export const cartFlow: Flow<typeof import('./cart.machine.ts')> = {
  id: 'cart',
  description: 'The page cart: load, create, add, change, remove, follow other tabs and sign-in.',
  load: () => import('./cart.machine.ts'),
  machine: (module) => module.cartMachine,
};
