import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { AddToCartRequest, CartRequestOutcome } from '../../api/cart-requests.ts';
import { coverageLine, pathCoverage } from '../machine-paths.test-utils.ts';
import type { CustomizedPrice } from './customization-context.ts';
import type { FileCheckInput, FileCheckOutcome, PriceInput } from './customization.actors.ts';
import { customizationMachine } from './customization.machine.ts';
import { boxInput, logo, png, ribbon } from './customization.test-utils.ts';
import { customizationModel, events, serialize, starts } from './customization.model.test-utils.ts';

interface Fakes {
  checkFile?: (input: FileCheckInput) => Promise<FileCheckOutcome>;
  fetchPrice?: (input: PriceInput) => Promise<CustomizedPrice>;
  addToCart?: (input: AddToCartRequest) => Promise<CartRequestOutcome>;
}

function start(fakes: Fakes = {}, input = boxInput()) {
  const machine = customizationMachine.provide({
    delays: { PRICE_DELAY: 0 },
    actors: {
      checkFile: fromPromise<FileCheckOutcome, FileCheckInput>(({ input: one }) => (fakes.checkFile ?? (async () => ({ ok: true as const })))(one)),
      fetchPrice: fromPromise<CustomizedPrice, PriceInput>(({ input: one }) => (fakes.fetchPrice ?? (async () => ({ unitPrice: 2900, customizationPrice: 0, price: 2900, details: [] })))(one)),
      addToCart: fromPromise<CartRequestOutcome, AddToCartRequest>(({ input: one }) => (fakes.addToCart ?? (async () => ({ ok: true as const })))(one)),
    },
  });
  return createActor(machine, { input }).start();
}

type Actor = ReturnType<typeof start>;

async function answerAll(actor: Actor) {
  actor.send({ type: 'ANSWER', idCustomization: 1, answer: 'Joyeux anniversaire' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'ANSWER', idCustomization: 2, answer: 'noyer' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'ANSWER', idCustomization: 3, answer: true });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'CHOOSE_FILE', idCustomization: 4, file: png() });
  actor.send({ type: 'NEXT' });
  return waitFor(actor, (s) => s.matches({ flow: 'summary' }));
}

describe('customization machine', () => {
  it('steps through the answers one by one by index and asks for a required answer', () => {
    const actor = start();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ flow: { step: 'incomplete' }, price: 'current' });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'required' });
    actor.send({ type: 'ANSWER', idCustomization: 1, answer: '   ' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'ANSWER', idCustomization: 1, answer: 'Pour Léa' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, furthest: 1, problem: null });
  });

  it('refuses a file of the wrong type or size as it is chosen, never keeps it as chosen, without asking the server', () => {
    const checkFile = vi.fn(async () => ({ ok: true as const }));
    const actor = start({ checkFile }, boxInput([logo]));
    actor.send({ type: 'CHOOSE_FILE', idCustomization: 4, file: png() });
    actor.send({ type: 'CHOOSE_FILE', idCustomization: 4, file: new File(['x'], 'logo.txt', { type: 'text/plain' }) });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'refused' } });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'fileType', accept: ['.png', '.jpg', '.svg'] });
    expect(actor.getSnapshot().context.files).toEqual({});
    actor.send({ type: 'CHOOSE_FILE', idCustomization: 4, file: new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' }) });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'fileSize', maxSize: 1024 });
    expect(actor.getSnapshot().context.files).toEqual({});
    actor.send({ type: 'CHOOSE_FILE', idCustomization: 4, file: png() });
    expect(actor.getSnapshot()).toMatchObject({ value: { flow: { step: 'ready' } }, context: { problem: null } });
    expect(checkFile).not.toHaveBeenCalled();
  });

  it('checks a file with the server before the next step, and stays on the step with its reason when refused', async () => {
    const actor = start({ checkFile: async () => ({ ok: false, message: 'Le fichier est vide' }) }, boxInput([logo, ribbon]));
    actor.send({ type: 'CHOOSE_FILE', idCustomization: 4, file: png() });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ flow: 'checkingFile' })).toBe(true);
    const refused = await waitFor(actor, (s) => s.matches({ flow: { step: 'refused' } }));
    expect(refused.context).toMatchObject({ index: 0, problem: { kind: 'server', message: 'Le fichier est vide' } });
  });

  it('keeps the files while the visitor goes back to edit an earlier answer, without checking them again', async () => {
    const file = png();
    const checkFile = vi.fn(async (_input: FileCheckInput) => ({ ok: true as const }));
    const actor = start({ checkFile });
    actor.send({ type: 'ANSWER', idCustomization: 1, answer: 'Joyeux anniversaire' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ANSWER', idCustomization: 2, answer: 'noyer' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHOOSE_FILE', idCustomization: 4, file });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches({ flow: 'summary' }));
    expect(checkFile).toHaveBeenCalledWith({ idCustomization: 4, file });
    actor.send({ type: 'GO_TO', index: 0 });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'ANSWER', idCustomization: 1, answer: 'Bon anniversaire Léa' });
    for (let i = 0; i < 4; i += 1) actor.send({ type: 'NEXT' });
    const back = await waitFor(actor, (s) => s.matches({ flow: 'summary' }));
    expect(back.context.files[4]).toBe(file);
    expect(back.context.answers).toEqual({ 1: 'Bon anniversaire Léa', 2: 'noyer' });
    expect(checkFile).toHaveBeenCalledTimes(1);
  });

  it('goes back only to earlier steps', () => {
    const actor = start();
    actor.send({ type: 'ANSWER', idCustomization: 1, answer: 'Pour Léa' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'GO_TO', index: 3 });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('asks the price again after an edit, with the answers given so far', async () => {
    const fetchPrice = vi.fn(async (input: PriceInput) => ({ unitPrice: 2900, customizationPrice: input.customizations.length * 1000, price: 2900 + input.customizations.length * 1000, details: [] }));
    const actor = start({ fetchPrice });
    actor.send({ type: 'ANSWER', idCustomization: 1, answer: ' Pour Léa ' });
    expect(actor.getSnapshot().matches({ price: 'stale' })).toBe(true);
    const priced = await waitFor(actor, (s) => s.matches({ price: 'current' }) && s.context.price.price === 3900);
    expect(priced.context.price.customizationPrice).toBe(1000);
    expect(fetchPrice).toHaveBeenLastCalledWith({ idProduct: 13, idDeclination: 1301, customizations: [{ idCustomization: 1, answer: 'Pour Léa' }] });
  });

  it('leaves a file the browser refuses out of the price', async () => {
    const fetchPrice = vi.fn(async (_input: PriceInput) => ({ unitPrice: 2900, customizationPrice: 0, price: 2900, details: [] }));
    const actor = start({ fetchPrice }, boxInput([logo]));
    actor.send({ type: 'CHOOSE_FILE', idCustomization: 4, file: new File(['x'], 'logo.exe', { type: 'application/octet-stream' }) });
    await waitFor(actor, (s) => s.matches({ price: 'current' }) && fetchPrice.mock.calls.length === 1);
    expect(fetchPrice).toHaveBeenLastCalledWith({ idProduct: 13, idDeclination: 1301, customizations: [] });
    actor.send({ type: 'CHOOSE_FILE', idCustomization: 4, file: png() });
    await waitFor(actor, (s) => s.matches({ price: 'current' }) && fetchPrice.mock.calls.length === 2);
    expect(fetchPrice).toHaveBeenLastCalledWith({ idProduct: 13, idDeclination: 1301, customizations: [{ idCustomization: 4, answer: 'logo.png' }] });
  });

  it('keeps the last price and says the price failed when the call fails', async () => {
    const actor = start({ fetchPrice: async () => Promise.reject(new Error('Failed to fetch')) });
    actor.send({ type: 'ANSWER', idCustomization: 3, answer: true });
    const failed = await waitFor(actor, (s) => s.matches({ price: 'failed' }));
    expect(failed.context.price.price).toBe(2900);
  });

  it('adds to the cart with the answers, the quantity and the files', async () => {
    const addToCart = vi.fn(async (_request: AddToCartRequest) => ({ ok: true as const }));
    const actor = start({ addToCart });
    const summary = await answerAll(actor);
    actor.send({ type: 'SET_QUANTITY', quantity: 2 });
    actor.send({ type: 'ADD' });
    await waitFor(actor, (s) => s.matches({ flow: 'added' }));
    const request = addToCart.mock.calls[0]![0];
    expect(request).toEqual({
      type: 'add',
      idProduct: 13,
      idDeclination: 1301,
      quantity: 2,
      productType: 'OTHER',
      customizations: [
        { idCustomization: 1, answer: 'Joyeux anniversaire' },
        { idCustomization: 2, answer: 'noyer' },
        { idCustomization: 3, answer: 'true' },
        { idCustomization: 4, answer: 'logo.png' },
      ],
      files: { 'logo.png': summary.context.files[4] },
    });
  });

  it('stays on the summary with the cart’s message when the add is refused, and can add again', async () => {
    let calls = 0;
    const actor = start({
      addToCart: async () => {
        calls += 1;
        return calls === 1 ? { ok: false, message: 'Only 2 items remaining in stock / quantity : too many' } : { ok: true };
      },
    });
    await answerAll(actor);
    actor.send({ type: 'ADD' });
    const failed = await waitFor(actor, (s) => s.matches({ flow: { summary: 'failed' } }));
    expect(failed.context.problem).toEqual({ kind: 'server', message: 'Only 2 items remaining in stock / quantity : too many' });
    expect(failed.context.files[4]?.name).toBe('logo.png');
    actor.send({ type: 'ADD' });
    await waitFor(actor, (s) => s.matches({ flow: 'added' }));
  });

  it('starts a new customization from the first step after an add', async () => {
    const actor = start();
    await answerAll(actor);
    actor.send({ type: 'ADD' });
    await waitFor(actor, (s) => s.matches({ flow: 'added' }));
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, furthest: 0, answers: {}, files: {} });
  });
});

describe('customization machine — paths', () => {

  it('covers every state and every transition', () => {
    const coverage = pathCoverage(customizationModel.machine, customizationModel.starts, customizationModel.events, customizationModel.serialize);
    console.info(coverageLine('customization machine', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('reaches the cart by the shortest path a visitor takes: the required text, the optional logo and ribbon passed, add', () => {
    const paths = getShortestPaths(customizationMachine, {
      fromState: starts[0],
      events,
      serializeState: serialize,
      toState: (snapshot: { value: unknown }) => (snapshot.value as { flow: unknown }).flow === 'added',
    } as never);
    const shortest = paths.find((path) => (path.state.value as { flow: unknown }).flow === 'added')!;
    expect(shortest.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'ANSWER',
      'NEXT',
      'NEXT',
      'NEXT',
      'ADD',
      'xstate.done.actor.addToCart',
    ]);
  });
});
