import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { coverageLine, pathCoverage } from '../../engine/machines/machine-paths.test-utils.ts';
import type { CartAnswer } from '../cart-types.ts';
import { cartMachine, type CartEmitted, type CartInput, type WriteInput } from './cart.machine.ts';
import { cartLine, cartOf } from './cart.test-utils.ts';
import { cartModel, ID, OTHER, wine } from './cart.model.test-utils.ts';


type Calls = Partial<Record<'reload' | 'create' | 'add' | 'setQuantity' | 'remove', (input: never) => Promise<CartAnswer>>>;

/** The scripted call of one change, by its type (the machine's one write actor takes all three). */
const writeCall = { add: 'add', 'set-quantity': 'setQuantity', remove: 'remove' } as const;

function start(input: CartInput, calls: Calls) {
  const never = () => new Promise<CartAnswer>(() => {});
  const actor = (name: keyof Calls) => fromPromise<CartAnswer, never>(({ input: given }) => (calls[name] ?? never)(given));
  const machine = cartMachine.provide({
    actors: {
      reload: actor('reload'),
      create: actor('create'),
      write: fromPromise<CartAnswer, WriteInput>(({ input: given }) => (calls[writeCall[given.change.type]] ?? never)(given as never)),
    } as never,
  });
  const settled: CartEmitted[] = [];
  const running = createActor(machine, { input });
  running.on('settled', (event) => settled.push(event));
  running.start();
  return { actor: running, settled };
}

const idle = (snapshot: AnyMachineSnapshot) => snapshot.matches('ready') || snapshot.matches('failed');

describe('cart machine — with provided calls', () => {
  it('reloads the stored cart at start and shows the server’s lines', async () => {
    const { actor } = start({ cartId: ID, member: false }, { reload: async ({ cartId }: { cartId: string }) => ({ ok: true, cart: cartOf(cartId, [cartLine()]) }) });
    expect(actor.getSnapshot().value).toBe('loading');
    const done = await waitFor(actor, idle);
    expect(done.value).toBe('ready');
    expect(done.context.cart?.products.map((line) => line.name)).toEqual(['Muscadet Sèvre et Maine']);
  });

  it('forgets a cart the server no longer knows and requests a fresh one (§4, §8)', async () => {
    const { actor } = start({ cartId: ID, member: false }, {
      reload: async () => ({ ok: false, message: 'This cart does not exist', gone: true }),
      create: async () => ({ ok: true, cart: cartOf(OTHER) }),
    });
    const done = await waitFor(actor, idle);
    expect(done.context.cartId).toBe(OTHER);
    expect(done.context.cart?.products).toEqual([]);
  });

  it('shows a cart whose order awaits payment as it is, and an addition then starts a new cart (#24)', async () => {
    const added: WriteInput[] = [];
    const { actor } = start({ cartId: ID, member: false }, {
      reload: async () => ({ ok: true, cart: { ...cartOf(ID, [cartLine()]), status: 'ORDERED' } }),
      add: async (input: WriteInput) => (added.push(input), { ok: true, cart: cartOf(OTHER, [cartLine({ quantity: 1 })]) }),
      create: async () => { throw new Error('no fresh cart for an ordered one'); },
    });
    const shown = await waitFor(actor, idle);
    expect([shown.value, shown.context.cartId, shown.context.cart?.bottleCount]).toEqual(['ready', ID, 6]);
    actor.send({ ...({ ...wine, quantity: 1 }), changeId: 1 });
    const after = await waitFor(actor, (snapshot) => idle(snapshot) && snapshot.context.cartId === OTHER);
    expect(added.map((input) => input.cartId)).toEqual([null]);
    expect(after.context.cart?.bottleCount).toBe(1);
  });

  it('forgets a cart whose order is settled and requests a fresh one, with no refusal (#24)', async () => {
    const { actor } = start({ cartId: ID, member: false }, {
      reload: async () => ({ ok: true, cart: { ...cartOf(ID, [cartLine()]), status: 'CLOSED' } }),
      create: async () => ({ ok: true, cart: cartOf(OTHER) }),
    });
    const done = await waitFor(actor, (snapshot) => idle(snapshot) && snapshot.context.cartId === OTHER);
    expect([done.value, done.context.cart?.products, done.context.error]).toEqual(['ready', [], null]);
  });

  it('keeps the stored id when the API does not answer, and retries with the next change', async () => {
    let up = false;
    const { actor, settled } = start({ cartId: ID, member: false }, {
      reload: async () => (up ? { ok: true, cart: cartOf(ID, [cartLine()]) } : { ok: false, message: 'Le serveur ne répond pas', gone: false }),
      add: async () => ({ ok: true, cart: cartOf(ID, [cartLine({ quantity: 12, total: 150, totalToPay: 150 })]) }),
    });
    const failed = await waitFor(actor, idle);
    expect(failed.value).toBe('failed');
    expect(failed.context).toMatchObject({ cartId: ID, error: 'Le serveur ne répond pas' });
    up = true;
    actor.send({ ...wine, changeId: 7 });
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.cart?.products[0]?.quantity).toBe(12);
    expect(settled).toEqual([{ type: 'settled', changeId: 7, ok: true, message: '' }]);
  });

  it('adds to a new cart when there is none, then stores the id the server gave', async () => {
    const inputs: WriteInput[] = [];
    const { actor } = start({ cartId: null, member: false }, {
      add: async (input: WriteInput) => (inputs.push(input), { ok: true, cart: cartOf(ID, [cartLine()]) }),
    });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ ...wine, changeId: 1 });
    expect(actor.getSnapshot().value).toBe('adding');
    expect(actor.getSnapshot().context.current).toMatchObject({ type: 'add', changeId: 1 });
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(inputs[0]?.cartId).toBeNull();
    expect(done.context).toMatchObject({ cartId: ID, current: null, queue: [] });
  });

  it('keeps the cart and stores the §8 message when the server refuses an add', async () => {
    const { actor, settled } = start({ cartId: ID, member: false }, {
      reload: async () => ({ ok: true, cart: cartOf(ID, [cartLine()]) }),
      add: async () => ({ ok: false, message: 'Invalid quantity quantity : Only 4 items remaining in stock', gone: false }),
    });
    await waitFor(actor, idle);
    actor.send({ ...wine, changeId: 3 });
    const done = await waitFor(actor, (s) => s.matches('ready') && s.context.current === null);
    expect(done.context.error).toBe('Invalid quantity quantity : Only 4 items remaining in stock');
    expect(done.context.cart?.products).toHaveLength(1);
    expect(settled).toEqual([{ type: 'settled', changeId: 3, ok: false, message: 'Invalid quantity quantity : Only 4 items remaining in stock' }]);
  });

  it('sends changes asked meanwhile one after the other, in order, and answers each', async () => {
    const order: string[] = [];
    let quantity = 6;
    const { actor, settled } = start({ cartId: ID, member: false }, {
      reload: async () => ({ ok: true, cart: cartOf(ID, [cartLine()]) }),
      add: async () => (order.push('add'), { ok: true, cart: cartOf(ID, [cartLine({ quantity: (quantity += 6) })]) }),
      setQuantity: async (input: WriteInput) => (order.push('quantity'), { ok: true, cart: cartOf(ID, [cartLine({ quantity: input.change.type === 'set-quantity' ? input.change.quantity : 0 })]) }),
      remove: async () => (order.push('remove'), { ok: true, cart: cartOf(ID) }),
    });
    actor.send({ ...wine, changeId: 1 });
    actor.send({ ...wine, changeId: 2 });
    actor.send({ type: 'set-quantity', changeId: 3, line: { idProduct: 13, idCartProduct: 1 }, quantity: 24 });
    actor.send({ type: 'remove', changeId: 4, line: { idProduct: 13, idCartProduct: 1 } });
    expect(actor.getSnapshot().context.queue.map((change) => change.changeId)).toEqual([1, 2, 3, 4]);
    const done = await waitFor(actor, (s) => s.matches('ready') && settled.length === 4);
    expect(order).toEqual(['add', 'add', 'quantity', 'remove']);
    expect(settled.map((one) => one.changeId)).toEqual([1, 2, 3, 4]);
    expect(done.context.cart?.products).toEqual([]);
  });

  it('gets the member’s cart at login without a stored id, and forgets the cart at logout', async () => {
    const { actor, settled } = start({ cartId: null, member: false }, {
      create: async () => ({ ok: true, cart: cartOf(ID, [cartLine()]) }),
      add: () => new Promise<CartAnswer>(() => {}),
    });
    actor.send({ type: 'signed-in' });
    const member = await waitFor(actor, (s) => s.matches('ready'));
    expect(member.context).toMatchObject({ member: true, cartId: ID });
    actor.send({ ...wine, changeId: 9 });
    actor.send({ type: 'signed-out' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ member: false, cartId: null, cart: null, queue: [], current: null });
    expect(settled).toEqual([{ type: 'settled', changeId: 9, ok: false, message: '' }]);
  });

  it('follows another tab: adopts its cart id, or forgets the cart when it cleared it', async () => {
    const { actor } = start({ cartId: null, member: false }, { reload: async ({ cartId }: { cartId: string }) => ({ ok: true, cart: cartOf(cartId, [cartLine()]) }) });
    actor.send({ type: 'adopt', cartId: OTHER });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.cartId).toBe(OTHER);
    actor.send({ type: 'adopt', cartId: null });
    expect(actor.getSnapshot().context).toMatchObject({ cartId: null, cart: null });
  });
});

describe('cart machine — paths', () => {
  it('covers every state and every transition', () => {
    const coverage = pathCoverage(cartModel.machine, cartModel.starts, cartModel.events, cartModel.serialize);
    console.info(coverageLine('cart machine', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
