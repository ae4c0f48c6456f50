import { describe, expect, it } from 'vitest';
import { canMoveReturn, returnMoveProblem, returnMoveRefusal, returnMovesFrom, returnStatusLabel } from './return-steps.ts';

describe('a return’s steps', () => {
  it('go asked → label sent → received → refunded, refused from any open step, never backwards nor straight to refunded', () => {
    expect(returnMovesFrom('ASKED')).toEqual(['LABEL_SENT', 'RECEIVED', 'REFUSED']);
    expect(returnMovesFrom('LABEL_SENT')).toEqual(['RECEIVED', 'REFUSED']);
    expect(returnMovesFrom('RECEIVED')).toEqual(['REFUSED']);
    expect(returnMovesFrom('REFUNDED')).toEqual([]);
    expect(returnMovesFrom('REFUSED')).toEqual([]);
    expect(canMoveReturn('ASKED', 'REFUNDED')).toBe(false);
    expect(canMoveReturn('LABEL_SENT', 'REFUNDED')).toBe(false);
    expect(canMoveReturn('RECEIVED', 'REFUNDED')).toBe(true);
    expect(canMoveReturn('RECEIVED', 'LABEL_SENT')).toBe(false);
    expect(canMoveReturn('LOST', 'RECEIVED')).toBe(false);
  });

  it('wants instructions or a label for the label step and a reason for a refusal, in both languages', () => {
    expect(returnMoveProblem('LABEL_SENT', { instructions: '  ' }, 'fr_FR')).toBe('Écrivez les instructions ou joignez l’étiquette à envoyer au client');
    expect(returnMoveProblem('LABEL_SENT', { hasLabel: true }, 'en')).toBeNull();
    expect(returnMoveProblem('LABEL_SENT', { instructions: 'Post office' }, 'en')).toBeNull();
    expect(returnMoveProblem('REFUSED', {}, 'en')).toBe('Say why the return is refused: the customer reads it');
    expect(returnMoveProblem('RECEIVED', {}, 'en')).toBeNull();
    expect(returnMoveProblem('LABEL_SENT', { instructions: 'x'.repeat(2001) }, 'fr_FR')).toBe('Écrivez 2000 caractères au plus');
  });

  it('names the steps of a refused move', () => {
    expect(returnMoveRefusal('REFUSED', 'RECEIVED', 'fr_FR')).toBe('Ce retour est « Retour refusé » : il ne peut pas passer à « Produits reçus » (une autre modification l’a peut-être précédée)');
    expect(returnStatusLabel('LOST', 'en')).toBe('LOST');
  });
});
