import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { Cart, CartAnswer, CartChange } from '../cart-types.ts';

/**
 * What the cart keeps besides its status (the state value: starting, loading, creating, ready,
 * adding, updating, removing, failed). `current` is the change the server is answering and
 * `queue` the changes asked meanwhile: both show as pending until the server answers.
 */
export interface CartContext {
  cartId: string | null;
  member: boolean;
  /** The server's last answer: what the UI shows, plus the pending changes. */
  cart: Cart | null;
  current: CartChange | null;
  queue: CartChange[];
  /** The §8 message of the last failure (shown until the next change). */
  error: string | null;
}

export interface CartInput {
  /** The stored `cart-id` (local storage, else the cookie). */
  cartId: string | null;
  /** Whether a member is logged in. */
  member: boolean;
}

/**
 * What the cart machine takes: a change in the channel's own spelling (`add`, `set-quantity`,
 * `remove`) with the id of the request that asked for it, and the host's signals.
 */
export type CartMachineEvent =
  | CartChange
  /** Read the cart again from the server (another tab changed it). */
  | { type: 'reload' }
  /** Another tab stored another `cart-id` (or none). */
  | { type: 'adopt'; cartId: string | null }
  | { type: 'signed-in' }
  /** Logout clears the cart (§4). */
  | { type: 'signed-out' }
  | { type: 'retry' }
  | { type: 'dismiss' };

/** Told once per change when the server has answered it (or it was dropped at logout). */
export type CartEmitted = { type: 'settled'; changeId: number; ok: boolean; message: string };

export interface WriteInput {
  cartId: string | null;
  change: CartChange;
}

const missing = <TInput>(name: string) =>
  fromPromise<CartAnswer, TInput>(async () => {
    throw new Error(`cart machine: provide the ${name} actor (createCartActors)`);
  });

const thrown = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The cart (docs/conventions.md, example 13: one writer for the cart). At start the main cart is reloaded
 * from the stored id; when the server says it is gone, the local cart is forgotten and a fresh one
 * is requested (§4, §8), as when its order is settled (CLOSED); a cart whose order awaits payment
 * (ORDERED) is shown as it is, and an addition then starts a new cart; when the API does not answer, nothing is forgotten (`failed`, retried by
 * the next change or RETRY). Members without a stored id get their cart (or a new one) at start
 * and at login. Changes are sent one at a time, in order; those asked meanwhile wait in `queue`.
 * Every answer replaces `cart`; a refusal keeps it and stores the §8 message. Effects are the
 * actors of cart.actors.ts.
 */
export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartMachineEvent, input: {} as CartInput, emitted: {} as CartEmitted },
  actors: {
    reload: missing<{ cartId: string }>('reload'),
    create: missing<void>('create'),
    write: missing<WriteInput>('write'),
  },
  guards: {
    hasCartId: ({ context }) => context.cartId !== null,
    isMember: ({ context }) => context.member,
    answered: (_, answer: CartAnswer) => answer.ok,
    cartGone: (_, answer: CartAnswer) => !answer.ok && answer.gone,
    /** The reloaded cart's order is settled: the cart is over (#24). */
    cartClosed: (_, answer: CartAnswer) => answer.ok && answer.cart.status === 'CLOSED',
    /** The next waiting change is of `kind` (null: any, or none); with `answer`, only when it is the cart. */
    nextIs: ({ context }, { kind, answer }: { kind: CartChange['type'] | null; answer?: CartAnswer | undefined }) =>
      (answer === undefined || answer.ok) && (kind === null || context.queue[0]?.type === kind),
    adoptsCart: (_, cartId: string | null) => cartId !== null,
  },
  actions: {
    enqueue: assign(({ context }, change: CartChange) => ({ queue: [...context.queue, change] })),
    takeNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1), error: null })),
    /** The server's answer wins: the cart it sent, or the cart kept and the §8 message stored. */
    applyAnswer: assign((_, answer: CartAnswer) =>
      answer.ok ? { cart: answer.cart, cartId: answer.cart.id, current: null, error: null } : { current: null, error: answer.message },
    ),
    showError: assign((_, message: string) => ({ error: message, current: null })),
    forgetCart: assign({ cartId: null, cart: null }),
    adopt: assign((_, cartId: string | null) => ({ cartId, cart: null })),
    signIn: assign({ member: true }),
    signOut: assign({ member: false, cartId: null, cart: null, error: null }),
    dismiss: assign({ error: null }),
    settle: emit((_, outcome: { ok: boolean; message: string; change: CartChange | null }) => ({
      type: 'settled' as const,
      changeId: outcome.change?.changeId ?? -1,
      ok: outcome.ok,
      message: outcome.message,
    })),
    dropChanges: enqueueActions(({ context, enqueue }) => {
      for (const change of [context.current, ...context.queue]) {
        if (change) enqueue.emit({ type: 'settled', changeId: change.changeId, ok: false, message: '' });
      }
      enqueue.assign({ current: null, queue: [] });
    }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ cartId: input.cartId, member: input.member, cart: null, current: null, queue: [], error: null }),
  initial: 'starting',
  on: {
    'signed-out': { target: '.ready', actions: ['dropChanges', 'signOut'] },
  },
  states: {
    starting: {
      always: [{ guard: 'hasCartId', target: 'loading' }, { guard: 'isMember', target: 'creating' }, { target: 'ready' }],
    },
    loading: {
      invoke: {
        src: 'reload',
        input: ({ context }) => ({ cartId: context.cartId ?? '' }),
        onDone: [
          { guard: { type: 'cartClosed', params: ({ event }) => event.output }, target: 'creating', actions: 'forgetCart' },
          ...next<Done>([{ type: 'applyAnswer', params: ({ event }) => event.output }], true),
          { guard: { type: 'cartGone', params: ({ event }) => event.output }, target: 'creating', actions: 'forgetCart' },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => messageOf(event.output) } },
        ],
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => thrown(event.error) } },
      },
      on: waiting(),
    },
    creating: {
      invoke: {
        src: 'create',
        onDone: [
          ...next<Done>([{ type: 'applyAnswer', params: ({ event }) => event.output }], true),
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => messageOf(event.output) } },
        ],
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => thrown(event.error) } },
      },
      on: waiting(),
    },
    ready: {
      on: {
        add: { target: 'adding', actions: { type: 'enqueue', params: ({ event }) => event } },
        'set-quantity': { target: 'updating', actions: { type: 'enqueue', params: ({ event }) => event } },
        remove: { target: 'removing', actions: { type: 'enqueue', params: ({ event }) => event } },
        reload: [{ guard: 'hasCartId', target: 'loading' }, { guard: 'isMember', target: 'creating' }],
        adopt: [
          { guard: { type: 'adoptsCart', params: ({ event }) => event.cartId }, target: 'loading', actions: { type: 'adopt', params: ({ event }) => event.cartId } },
          { actions: 'forgetCart' },
        ],
        'signed-in': [{ guard: 'hasCartId', target: 'loading', actions: 'signIn' }, { target: 'creating', actions: 'signIn' }],
        dismiss: { actions: 'dismiss' },
      },
    },
    failed: {
      on: {
        add: [
          { guard: 'hasCartId', target: 'loading', actions: { type: 'enqueue', params: ({ event }) => event } },
          { target: 'adding', actions: { type: 'enqueue', params: ({ event }) => event } },
        ],
        'set-quantity': { guard: 'hasCartId', target: 'loading', actions: { type: 'enqueue', params: ({ event }) => event } },
        remove: { guard: 'hasCartId', target: 'loading', actions: { type: 'enqueue', params: ({ event }) => event } },
        retry: [{ guard: 'hasCartId', target: 'loading' }, { target: 'creating' }],
        reload: [{ guard: 'hasCartId', target: 'loading' }, { guard: 'isMember', target: 'creating' }],
        adopt: [
          { guard: { type: 'adoptsCart', params: ({ event }) => event.cartId }, target: 'loading', actions: { type: 'adopt', params: ({ event }) => event.cartId } },
          { target: 'ready', actions: 'forgetCart' },
        ],
        'signed-in': [{ guard: 'hasCartId', target: 'loading', actions: 'signIn' }, { target: 'creating', actions: 'signIn' }],
      },
    },
    adding: writing(),
    updating: writing(),
    removing: writing(),
  },
});

/** The events a busy cart keeps for later: changes wait in the queue. */
function waiting() {
  return {
    add: { actions: { type: 'enqueue' as const, params: ({ event }: { event: Extract<CartMachineEvent, { type: 'add' }> }) => event } },
    'set-quantity': { actions: { type: 'enqueue' as const, params: ({ event }: { event: Extract<CartMachineEvent, { type: 'set-quantity' }> }) => event } },
    remove: { actions: { type: 'enqueue' as const, params: ({ event }: { event: Extract<CartMachineEvent, { type: 'remove' }> }) => event } },
  };
}

function messageOf(answer: CartAnswer): string {
  return answer.ok ? '' : answer.message;
}

type Kind = CartChange['type'];
type Done = { event: { output: CartAnswer } };
type Failure = { event: { error: unknown } };
type ActionsOf<A> = { type: 'applyAnswer' | 'showError' | 'settle'; params: (args: A) => unknown }[];

/**
 * The transitions out of an answer: on to the next waiting change (adding, updating, removing),
 * else to ready; with `answered`, only when the answer is the cart. `reenter`, so a change of the
 * same kind starts its own call.
 */
function next<A extends Done | Failure>(actions: ActionsOf<A>, answered: boolean) {
  const answerOf = (args: A) => (answered ? (args as Done).event.output : undefined);
  const branch = (target: 'adding' | 'updating' | 'removing' | 'ready', kind: Kind | null) => ({
    ...(kind || answered ? { guard: { type: 'nextIs' as const, params: (args: A) => ({ kind, answer: answerOf(args) }) } } : {}),
    target,
    reenter: true,
    actions: actions as never,
  });
  return [branch('adding', 'add'), branch('updating', 'set-quantity'), branch('removing', 'remove'), branch('ready', null)];
}

/** A change in flight: the next waiting change becomes `current`, its answer replaces the cart. */
function writing() {
  return {
    entry: 'takeNext' as const,
    invoke: {
      src: 'write' as const,
      // A cart whose order awaits payment is not changed: an addition starts a new cart (#24).
      input: ({ context }: { context: CartContext }) => ({
        cartId: context.cart?.status === 'ORDERED' && context.current?.type === 'add' ? null : context.cartId,
        change: context.current!,
      }),
      onDone: next<Done & { context: CartContext }>([
        { type: 'settle', params: ({ event, context }) => ({ ok: event.output.ok, message: messageOf(event.output), change: context.current }) },
        { type: 'applyAnswer', params: ({ event }) => event.output },
      ], false),
      onError: next<Failure & { context: CartContext }>([
        { type: 'settle', params: ({ event, context }) => ({ ok: false, message: thrown(event.error), change: context.current }) },
        { type: 'showError', params: ({ event }) => thrown(event.error) },
      ], false),
    },
    on: waiting(),
  };
}
