import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SubmitOutcome } from './submit.machine.ts';
import { submitMachine } from './submit.machine.ts';

const start = (answer: (payload: Record<string, unknown>) => Promise<SubmitOutcome>) =>
  createActor(submitMachine.provide({ actors: { submit: fromPromise(({ input }: { input: Record<string, unknown> }) => answer(input)) } })).start();

describe('submit machine', () => {
  it('sends the payload and ends with the server confirmation', async () => {
    const actor = start(async (payload) => ({ ok: true, message: `Inscrit : ${String(payload.email)}` }));
    actor.send({ type: 'SEND', payload: { email: 'a@b.fr' } });
    const done = await waitFor(actor, (s) => s.matches('sent'));
    expect(done.context.message).toBe('Inscrit : a@b.fr');
  });

  it('returns to idle with the refusal and keeps the payload', async () => {
    const actor = start(async () => ({ ok: false, message: 'Plus de places disponibles' }));
    actor.send({ type: 'SEND', payload: { seats: 3 } });
    const back = await waitFor(actor, (s) => s.context.status === 'refused');
    expect(back.value).toBe('idle');
    expect(back.context).toMatchObject({ message: 'Plus de places disponibles', payload: { seats: 3 } });
  });

  it('turns a thrown error into a refusal message', async () => {
    const actor = start(async () => Promise.reject(new Error('Failed to fetch')));
    actor.send({ type: 'SEND', payload: {} });
    expect((await waitFor(actor, (s) => s.context.status === 'refused')).context.message).toBe('Failed to fetch');
  });
});
