import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { cartMachine } from '../../../cart/machine/cart.machine.ts';
import { createCartActors } from '../../../cart/machine/cart.actors.ts';
import { hashText } from './hash-text.ts';
import { loadCatalogueMachines, machineCatalogue } from './machine-catalogue.ts';
import { machineVersion } from './machine-version.ts';

describe('machine catalogue', () => {
  it('lists each machine once, under the id its root state node carries', async () => {
    const machines = await loadCatalogueMachines();
    expect(new Set(machineCatalogue.map((entry) => entry.id)).size).toBe(machineCatalogue.length);
    for (const [id, machine] of machines) expect(machine.id).toBe(id);
  });
});

describe('machineVersion', () => {
  const light = (after: string) =>
    createMachine({ id: 'light', initial: 'green', states: { green: { on: { NEXT: after } }, yellow: { on: { NEXT: 'red' } }, red: { on: { NEXT: 'green' } } } });

  it('is a 16-digit digest, the same for the same definition and for the machine with other actors', () => {
    expect(machineVersion(cartMachine)).toMatch(/^[0-9a-f]{16}$/);
    expect(machineVersion(light('yellow'))).toBe(machineVersion(light('yellow')));
    const provided = cartMachine.provide({ actors: createCartActors({} as never, { track: (call) => call, unreachable: '' }) as never });
    expect(machineVersion(provided)).toBe(machineVersion(cartMachine));
  });

  it('changes when a transition changes', () => {
    expect(machineVersion(light('red'))).not.toBe(machineVersion(light('yellow')));
  });

  it('hashText tells close texts apart', () => {
    expect(hashText('a')).not.toBe(hashText('b'));
    expect(hashText('')).toHaveLength(16);
  });
});
