import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { MachineModel } from '../../engine/machines/machine-paths.test-utils.ts';
import { cartMachine, type CartMachineEvent } from './cart.machine.ts';
import { cartLine, cartOf } from './cart.test-utils.ts';

export const ID = '0b7c2d1e-1111-4222-8333-944455556666';
export const OTHER = '0b7c2d1e-1111-4222-8333-000000000000';
export const wine = { type: 'add' as const, idProduct: 13, idDeclination: 1, quantity: 6, productType: 'WINE' as const };

// Paths: every state and transition, over snapshots told apart by status, queue head, id and membership.
const answers = {
  cart: { ok: true, cart: cartOf(ID, [cartLine()]) },
  refused: { ok: false, message: 'Refusé', gone: false },
  gone: { ok: false, message: 'This cart does not exist', gone: true },
  closed: { ok: true, cart: { ...cartOf(ID, [cartLine()]), status: 'CLOSED' } },
} as const;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('Failed to fetch') }) as never;
const invoked = ['0.cart.loading', '0.cart.creating', '0.cart.adding', '0.cart.updating', '0.cart.removing'];
const events: CartMachineEvent[] = [
  { ...wine, changeId: 1 },
  { type: 'set-quantity', changeId: 2, line: { idProduct: 13, idCartProduct: 1 }, quantity: 12 },
  { type: 'remove', changeId: 3, line: { idProduct: 13, idCartProduct: 1 } },
  { type: 'reload' },
  { type: 'adopt', cartId: OTHER },
  { type: 'adopt', cartId: null },
  { type: 'signed-in' },
  { type: 'signed-out' },
  { type: 'retry' },
  { type: 'dismiss' },
  ...invoked.flatMap((id) => [done(id, answers.cart), done(id, answers.refused), done(id, answers.gone), done(id, answers.closed), error(id)]),
];

const serialize = (snapshot: AnyMachineSnapshot) => {
  const { cartId, member, queue } = snapshot.context as { cartId: string | null; member: boolean; queue: { type: string }[] };
  return JSON.stringify([snapshot.value, cartId !== null, member, queue[0]?.type ?? null]);
};
const starts = [
  { cartId: ID, member: false },
  { cartId: null, member: true },
  { cartId: null, member: false },
].map((input) => createActor(cartMachine, { input }).getSnapshot());

export const cartModel: MachineModel = { machine: cartMachine, starts, events, serialize };
