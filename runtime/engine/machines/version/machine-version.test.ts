import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createPopupActors } from '../popup/popup.actors.ts';
import { popupMachine } from '../popup/popup.machine.ts';
import { hashText } from './hash-text.ts';
import { machineVersion } from './machine-version.ts';

describe('machineVersion', () => {
  const light = (after: string) =>
    createMachine({ id: 'light', initial: 'green', states: { green: { on: { NEXT: after } }, yellow: { on: { NEXT: 'red' } }, red: { on: { NEXT: 'green' } } } });

  it('is a 16-digit digest, the same for the same definition and for the machine with other actors', () => {
    expect(machineVersion(popupMachine)).toMatch(/^[0-9a-f]{16}$/);
    expect(machineVersion(light('yellow'))).toBe(machineVersion(light('yellow')));
    const provided = popupMachine.provide({ actors: createPopupActors({} as never) });
    expect(machineVersion(provided)).toBe(machineVersion(popupMachine));
  });

  it('changes when a transition changes', () => {
    expect(machineVersion(light('red'))).not.toBe(machineVersion(light('yellow')));
  });

  it('hashText tells close texts apart', () => {
    expect(hashText('a')).not.toBe(hashText('b'));
    expect(hashText('')).toHaveLength(16);
  });
});
