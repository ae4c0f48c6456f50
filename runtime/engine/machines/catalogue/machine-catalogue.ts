import type { AnyStateMachine } from 'xstate';

/** One flow machine the recorder, the inspector and `npm run replay` know by id. */
export interface CatalogueEntry {
  /** The machine's `id` (the root state node's id, as actors report it). */
  id: string;
  description: string;
  /** Loads the machine's definition (its actors stay the default ones: replay never runs them). */
  load: () => Promise<AnyStateMachine>;
  /**
   * The input a replay starts from, made of the logged (masked) one when it held live objects;
   * `recordedAt` (epoch ms) is the actor's start, for machines that read a clock.
   */
  replayInput?: (logged: unknown, recordedAt: number) => unknown;
}

/**
 * Every flow machine of the runtime, one line each. Loaders, not imports: visitors' pages never
 * import this file (only the recorder, the inspector and the replay do, lazily), and each machine
 * stays in its own chunk. A new machine is one more line here.
 */
export const machineCatalogue: readonly CatalogueEntry[] = [
  { id: 'popup', description: 'Opens the site popups of §4 (fetch, rules, shown once, closed).', load: () => import('../popup/popup.machine.ts').then((m) => m.popupMachine), replayInput: (_, recordedAt) => ({ storage: null, now: () => recordedAt }) },
  { id: 'form', description: 'A configured form: answers, browser check, server check, send, confirmation.', load: () => import('../form/form.machine.ts').then((m) => m.formMachine) },
  { id: 'submit', description: 'One-call submissions: newsletter sign-up, element registration.', load: () => import('../submit/submit.machine.ts').then((m) => m.submitMachine) },
  { id: 'cart', description: 'The page cart: load, create, add, change, remove, follow other tabs and sign-in.', load: () => import('../../../cart/machine/cart.machine.ts').then((m) => m.cartMachine) },
  { id: 'customization', description: 'Product customization steps, file checks, price and add to cart.', load: () => import('../customization/customization.machine.ts').then((m) => m.customizationMachine) },
  { id: 'checkout', description: 'The checkout of §4: addresses, delivery type, carriers, relay point, pick-up slot, discount code, order.', load: () => import('../../../checkout/checkout.machine.ts').then((m) => m.checkoutMachine) },
];

/** The catalogue entry of a machine id, or undefined. */
export function catalogueEntry(id: string): CatalogueEntry | undefined {
  return machineCatalogue.find((entry) => entry.id === id);
}

/** Every machine of the catalogue, loaded, by id. */
export async function loadCatalogueMachines(): Promise<Map<string, AnyStateMachine>> {
  const loaded = await Promise.all(machineCatalogue.map(async (entry) => [entry.id, await entry.load()] as const));
  return new Map(loaded);
}

/** The replay input of a logged actor: the catalogue's `replayInput`, else the logged input as is. */
export function catalogueReplayInput(machineId: string, logged: unknown, recordedAt: number): unknown {
  const entry = catalogueEntry(machineId);
  return entry?.replayInput ? entry.replayInput(logged, recordedAt) : logged;
}
