import { createActor } from 'xstate';
import type { Locale } from '../../rules/locale.ts';
import { createApiClient } from '../engine/api/create-api-client.ts';
import type { ApiClientOptions } from '../engine/api/create-api-client.ts';
import { trackRequest } from '../ui/overlays/loading-bar/loading-bar-store.ts';
import { recordingInspect } from '../engine/machines/recording/recording-inspect.ts';
import { createCheckoutActors, type CheckoutActorOptions } from './checkout.actors.ts';
import { checkoutMachine } from './checkout.machine.ts';
import { readCheckoutStorage, writeCheckoutStorage, type CheckoutStorage } from './checkout-storage.ts';

/** The machine, for the flow's readers that load this module without starting it (inspector, replay). */
export { checkoutMachine };

function browserStorage(): CheckoutStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The checkout machine, started for the visitor's cart: its state read back from local storage
 * (§9 keys), written there after every change, its calls made through the page's API client
 * with the loading bar. Loaded on the checkout pages only (see checkout.flow.ts).
 */
export function startCheckoutActor(
  config: Pick<ApiClientOptions, 'baseUrl' | 'idSite'> & { locale: Locale },
  cartId: string | null,
  text: CheckoutActorOptions['text'],
  storage: CheckoutStorage | null = browserStorage(),
) {
  const api = createApiClient(config);
  const machine = checkoutMachine.provide({ actors: createCheckoutActors(api, { apiBaseUrl: config.baseUrl, track: trackRequest, text }) });
  const actor = createActor(machine, { input: { context: readCheckoutStorage(storage, cartId) }, ...recordingInspect() });
  actor.subscribe((snapshot) => writeCheckoutStorage(storage, snapshot.context));
  return actor.start();
}

export type CheckoutActor = ReturnType<typeof startCheckoutActor>;
