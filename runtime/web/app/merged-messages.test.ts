import { describe, expect, it } from 'vitest';
import { mergedMessages } from './merged-messages.ts';

describe('mergedMessages', () => {
  it('puts the page’s messages over the shell’s, the same object for the same pair', () => {
    const shell = { 'menu.open': 'Menu', 'shared.save': 'Enregistrer' } as never;
    const page = { 'shared.save': 'Sauvegarder', 'cart.title': 'Panier' } as never;
    const both = mergedMessages(shell, page);
    expect(both).toEqual({ 'menu.open': 'Menu', 'shared.save': 'Sauvegarder', 'cart.title': 'Panier' });
    expect(mergedMessages(shell, page)).toBe(both);
    expect(mergedMessages(shell, { ...(page as object) } as never)).not.toBe(both);
    expect(mergedMessages(shell, undefined)).toBe(shell);
  });
});
