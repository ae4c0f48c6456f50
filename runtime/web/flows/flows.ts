import type { AnyStateMachine } from 'xstate';
import { cartFlow } from '../../cart/machine/cart.flow.ts';
import { checkoutFlow } from '../../checkout/checkout.flow.ts';
import { customizationFlow } from '../../engine/machines/customization/customization.flow.ts';
import type { Flow } from '../../engine/machines/flow.ts';
import { formFlow } from '../../engine/machines/form/form.flow.ts';
import { popupFlow } from '../../engine/machines/popup/popup.flow.ts';
import { submitFlow } from '../../engine/machines/submit/submit.flow.ts';

/**
 * Every flow machine of the runtime: the one registration of a flow (its card is its folder's
 * `<flow>.flow.ts`). Here in web, the room that sees the engine and both slices. The inspector,
 * `npm run replay` and the coverage test read this list; visitors' pages never import it (a block
 * imports its own flow's card), and each machine stays in its own lazy chunk.
 */
export const flows: readonly Flow[] = [popupFlow, formFlow, submitFlow, cartFlow, customizationFlow, checkoutFlow];

/** The flow of a machine id, or undefined. */
export function flowOf(id: string): Flow | undefined {
  return flows.find((flow) => flow.id === id);
}

/** Every flow's machine, loaded, by id. */
export async function loadFlowMachines(): Promise<Map<string, AnyStateMachine>> {
  const loaded = await Promise.all(flows.map(async (flow) => [flow.id, flow.machine(await flow.load())] as const));
  return new Map(loaded);
}

/** The replay input of a logged actor: its flow's `replayInput`, else the logged input as is. */
export function flowReplayInput(machineId: string, logged: unknown, recordedAt: number): unknown {
  const flow = flowOf(machineId);
  return flow?.replayInput ? flow.replayInput(logged, recordedAt) : logged;
}
