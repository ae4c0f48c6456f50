import { describe, expect, it } from 'vitest';
import { cartLineAnswers } from './cart-line-answers.ts';

describe('cartLineAnswers', () => {
  it('reads the API display fields: the question and the answer in words, in the page language', () => {
    const answers = [
      { idCustomization: 2, answer: 'chene', label: 'Essence du bois', display: 'Chêne' },
      { idCustomization: 3, answer: 'false', label: 'Ajouter un ruban', display: null },
      { idCustomization: 4, answer: 'logo.png', fileId: 'f1', label: 'Logo à graver', display: 'logo.png' },
    ];
    expect(cartLineAnswers(answers, 'fr_FR')).toEqual([
      { id: 2, text: 'Essence du bois : Chêne' },
      { id: 4, text: 'Logo à graver : logo.png' },
    ]);
    expect(cartLineAnswers([{ idCustomization: 2, answer: 'chene', label: 'Wood', display: 'Oak' }], 'en')).toEqual([{ id: 2, text: 'Wood: Oak' }]);
  });

  it('falls back to the raw answer without display fields, leaving out empty ones', () => {
    expect(cartLineAnswers([{ idCustomization: 1, answer: 'Pour Léa' }, { idCustomization: 3, answer: true }, { idCustomization: 5, answer: '' }, { idCustomization: 6, answer: false }], 'fr_FR')).toEqual([
      { id: 1, text: 'Pour Léa' },
      { id: 3, text: '✓' },
    ]);
  });
});
