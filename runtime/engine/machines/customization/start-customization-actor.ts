import { createActor } from 'xstate';
import { recordingInspect } from '../recording/recording-inspect.ts';
import { createApiClient } from '../../api/create-api-client.ts';
import type { ApiClientOptions } from '../../api/create-api-client.ts';
import type { CustomizationInput } from './customization-context.ts';
import { createCustomizationActors, type CartAdd } from './customization.actors.ts';
import { customizationMachine } from './customization.machine.ts';

/** The machine, for the flow's readers that load this module without starting it (inspector, replay). */
export { customizationMachine };

/** The customization machine with its actors, started (loaded on the block's first use, with XState and the API client); `cart` is the block's `useCart().send`. */
export function startCustomizationActor(api: Pick<ApiClientOptions, 'baseUrl' | 'idSite' | 'locale'>, input: CustomizationInput, cart: CartAdd) {
  return createActor(customizationMachine.provide({ actors: createCustomizationActors(createApiClient(api), cart) }), { input, ...recordingInspect() }).start();
}

export type CustomizationActor = ReturnType<typeof startCustomizationActor>;
