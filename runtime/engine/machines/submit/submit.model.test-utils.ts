import { initialTransition, type AnyMachineSnapshot } from 'xstate';
import type { MachineModel } from '../machine-paths.test-utils.ts';
import type { SubmitEvent } from './submit.machine.ts';
import { submitMachine } from './submit.machine.ts';

/** The submit machine's graph model: every event it takes, the server's answers included. */
export const events: SubmitEvent[] = [
  { type: 'SEND', payload: { email: 'a@b.fr' } },
  { type: 'RESET' },
  { type: 'xstate.done.actor.submit', output: { ok: true, message: 'Merci' } } as never,
  { type: 'xstate.done.actor.submit', output: { ok: false, message: 'Refusé' } } as never,
  { type: 'xstate.error.actor.submit', error: new Error('Failed to fetch') } as never,
];

export const submitModel: MachineModel = {
  machine: submitMachine,
  starts: [initialTransition(submitMachine)[0]],
  events,
  serialize: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
};
