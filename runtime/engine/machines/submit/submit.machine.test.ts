import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { coverageLine, pathCoverage } from '../machine-paths.test-utils.ts';
import { createSubmitActors } from './submit.actors.ts';
import type { SubmitOutcome } from './submit.machine.ts';
import { submitMachine } from './submit.machine.ts';
import { events, submitModel } from './submit.model.test-utils.ts';

const start = (answer: (payload: Record<string, unknown>) => Promise<SubmitOutcome>) =>
  createActor(submitMachine.provide({ actors: { submit: fromPromise(({ input }: { input: Record<string, unknown> }) => answer(input)) } })).start();

describe('submit machine — actor with a provided call', () => {
  it('sends the payload and ends with the server confirmation', async () => {
    const actor = start(async (payload) => ({ ok: true, message: `Inscrit : ${String(payload.email)}` }));
    actor.send({ type: 'SEND', payload: { email: 'a@b.fr' } });
    const done = await waitFor(actor, (s) => s.matches('sent'));
    expect(done.context.message).toBe('Inscrit : a@b.fr');
  });

  it('is refused with the server’s message and keeps the payload', async () => {
    const actor = start(async () => ({ ok: false, message: 'Plus de places disponibles' }));
    actor.send({ type: 'SEND', payload: { seats: 3 } });
    const back = await waitFor(actor, (s) => s.matches('refused'));
    expect(back.context).toEqual({ message: 'Plus de places disponibles', payload: { seats: 3 } });
  });

  it('turns a thrown error into a refusal message', async () => {
    const actor = start(async () => Promise.reject(new Error('Failed to fetch')));
    actor.send({ type: 'SEND', payload: {} });
    expect((await waitFor(actor, (s) => s.matches('refused'))).context.message).toBe('Failed to fetch');
  });

  it('calls the API through its actor and reads the envelope', async () => {
    const actor = createActor(submitMachine.provide({ actors: createSubmitActors(async (payload) => ({ success: true, data: null, message: `ok ${String(payload.email)}`, status: 201 }) as never) })).start();
    actor.send({ type: 'SEND', payload: { email: 'a@b.fr' } });
    expect((await waitFor(actor, (s) => s.matches('sent'))).context.message).toBe('ok a@b.fr');
  });
});

describe('submit machine — paths', () => {
  it('covers every state and every transition', () => {
    const coverage = pathCoverage(submitModel.machine, submitModel.starts, submitModel.events, submitModel.serialize);
    console.info(coverageLine('submit machine', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('reaches sent and refused by the shortest paths a visitor takes', () => {
    const paths = getShortestPaths(submitMachine, { events, serializeState: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value) } as never);
    const byState = new Map(paths.map((path) => [JSON.stringify(path.state.value), path.steps.map((step) => step.event.type)]));
    expect(byState.get('"sent"')).toEqual(['xstate.init', 'SEND', 'xstate.done.actor.submit']);
    expect(byState.get('"refused"')).toEqual(['xstate.init', 'SEND', 'xstate.done.actor.submit']);
    expect([...byState.keys()].sort()).toEqual(['"idle"', '"refused"', '"sending"', '"sent"']);
  });
});
