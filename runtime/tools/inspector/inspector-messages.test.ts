import { describe, expect, it } from 'vitest';
import type { Divergence } from '../../engine/machines/recording/replay-log.ts';
import { divergenceText, inspectorMessages } from './inspector-messages.ts';

const state: Divergence = { kind: 'state', actor: 'submit (p1:x:1)', step: 3, event: 'xstate.done.actor.submit', expected: 'refused', actual: 'sent', version: null };
const refused: Divergence = { ...state, kind: 'refused', step: 4, event: 'SEND', expected: 'sending', actual: 'refused', version: { recorded: 'a1', now: 'b2' } };

describe('divergenceText', () => {
  it('words the first divergence in French on a French inspector', () => {
    expect(divergenceText('fr_FR', state)).toBe('submit (p1:x:1), étape 3, événement xstate.done.actor.submit : attendu « refused », obtenu « sent »');
    expect(divergenceText('fr_FR', refused)).toBe(
      'submit (p1:x:1), étape 4, événement SEND : refusé par la définition actuelle dans « refused » ; attendu « sending » (enregistré avec la version a1, actuelle b2)',
    );
    expect(divergenceText('fr_FR', { kind: 'unknownMachine', actor: 'cart (k)', machine: 'cart' })).toBe('cart (k) : aucune machine « cart » dans le catalogue');
    expect(divergenceText('fr_FR', { kind: 'initial', actor: 'popup (k)', actual: 'closed', recorded: 'open' })).toBe('popup (k) : démarre dans « closed », enregistré « open »');
  });

  it('words it in English on an English inspector', () => {
    expect(divergenceText('en', state)).toBe('submit (p1:x:1), step 3, event xstate.done.actor.submit: expected "refused", actual "sent"');
    expect(divergenceText('en', refused)).toBe('submit (p1:x:1), step 4, event SEND: refused by the current definition in "refused"; expected "sending" (recorded with version a1, now b2)');
  });

  it('has every message in both languages', () => {
    expect(Object.keys(inspectorMessages.en).sort()).toEqual(Object.keys(inspectorMessages.fr).sort());
  });
});
