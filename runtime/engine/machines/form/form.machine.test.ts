import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { coverageLine, pathCoverage } from '../machine-paths.test-utils.ts';
import type { SendInput, SendOutcome } from './form.actors.ts';
import { formMachine } from './form.machine.ts';
import { applicationForm, pdf } from './form.test-utils.ts';
import { formModel, pathEvents, serialize, starts } from './form.model.test-utils.ts';

function start(check: (input: SendInput) => Promise<SendOutcome>, send: (input: SendInput) => Promise<SendOutcome>) {
  const machine = formMachine.provide({
    actors: {
      checkAnswers: fromPromise<SendOutcome, SendInput>(({ input }) => check(input)),
      send: fromPromise<SendOutcome, SendInput>(({ input }) => send(input)),
    },
  });
  return createActor(machine, { input: { form: applicationForm, lang: 'fr' } }).start();
}

function fill(actor: ReturnType<typeof start>) {
  actor.send({ type: 'CHANGE', name: 'name', value: 'Léa Martin' });
  actor.send({ type: 'CHANGE', name: 'email', value: 'lea@example.fr' });
  actor.send({ type: 'CHANGE', name: 'position', value: 'driver' });
  actor.send({ type: 'CHANGE', name: 'consent', value: true });
  actor.send({ type: 'FILES', name: 'cv', files: [pdf()] });
}

describe('form machine', () => {
  it('stays in editing with errors and the first invalid field to focus when the browser check fails', () => {
    const check = vi.fn();
    const actor = start(check, check);
    actor.send({ type: 'CHANGE', name: 'name', value: 'Léa' });
    actor.send({ type: 'SUBMIT' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
    expect(context.focus).toBe('email');
    expect(Object.keys(context.errors)).toEqual(['email', 'position', 'consent', 'cv']);
    expect(check).not.toHaveBeenCalled();
  });

  it('refuses a wrong file as soon as it is chosen', () => {
    const actor = start(vi.fn(), vi.fn());
    actor.send({ type: 'FILES', name: 'cv', files: [new File(['x'], 'cv.exe', { type: 'application/octet-stream' })] });
    expect(actor.getSnapshot().context.errors.cv).toMatchObject({ id: 'form.error.fileType' });
  });

  it('checks with the server, then sends answers and files, then confirms', async () => {
    const send = vi.fn(async (_input: SendInput) => ({ ok: true as const, message: 'Merci, votre candidature a bien été reçue.' }));
    const actor = start(async () => ({ ok: true, message: '' }), send);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.matches('sent'));
    expect(done.context.message).toBe('Merci, votre candidature a bien été reçue.');
    expect(send.mock.calls[0]?.[0]).toMatchObject({ values: { name: 'Léa Martin', position: 'driver' }, files: { cv: [expect.any(File)] } });
  });

  it('keeps everything typed and shows the server errors next to the fields when the server refuses', async () => {
    const actor = start(async () => ({ ok: false, errors: { email: { text: 'Adresse e-mail invalide' } }, message: 'Le formulaire contient des erreurs : email' }), vi.fn());
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.attempt > 0);
    expect(back.value).toEqual({ editing: 'refused' });
    expect(back.context.errors).toEqual({ email: { text: 'Adresse e-mail invalide' } });
    expect(back.context.focus).toBe('email');
    expect(back.context.values.name).toBe('Léa Martin');
    expect(back.context.files.cv).toHaveLength(1);
  });

  it('loses nothing on a network failure and can send again', async () => {
    let calls = 0;
    const actor = start(async () => ({ ok: true, message: '' }), async () => {
      calls += 1;
      if (calls === 1) return { ok: false, errors: {}, message: 'Failed to fetch' };
      return { ok: true, message: 'Merci' };
    });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.matches('editing') && s.context.attempt > 0);
    expect(failed.value).toEqual({ editing: 'failed' });
    expect(failed.context.message).toBe('Failed to fetch');
    expect(failed.context.values.email).toBe('lea@example.fr');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('sent'));
  });
});

describe('form machine — where it starts', () => {
  it('starts fresh, or as the answered no-JavaScript post left it', () => {
    const start = (echo?: { status: 'invalid' | 'failed'; values: Record<string, string>; errors: Record<string, { id: string }>; message: string }) =>
      initialTransition(formMachine, { form: applicationForm, lang: 'fr', echo })[0].value;
    expect(start()).toEqual({ editing: 'fresh' });
    expect(start({ status: 'invalid', values: { name: 'Léa' }, errors: { email: { id: 'form.error.required' } }, message: '' })).toEqual({ editing: 'invalid' });
    expect(start({ status: 'failed', values: { name: 'Léa' }, errors: {}, message: 'Service indisponible' })).toEqual({ editing: 'failed' });
  });
});

describe('form machine — paths', () => {

  it('covers every state and every transition', () => {
    const coverage = pathCoverage(formModel.machine, formModel.starts, formModel.events, formModel.serialize);
    console.info(coverageLine('form machine', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('reaches the confirmation by the shortest path a visitor takes: a valid answer, a file, submit, checked, sent', () => {
    const paths = getShortestPaths(formMachine, { fromState: starts[1], events: pathEvents, serializeState: serialize, toState: (snapshot: { value: unknown }) => snapshot.value === 'sent' } as never);
    const shortest = paths.find((path) => path.state.value === 'sent')!;
    expect(shortest.steps.map((step) => step.event.type)).toEqual(['xstate.init', 'FILES', 'SUBMIT', 'xstate.done.actor.checkAnswers', 'xstate.done.actor.send']);
    expect(shortest.state.context.message).toBe('Merci');
    expect(shortest.state.context.values.name).toBe('Léa Martin');
  });
});
