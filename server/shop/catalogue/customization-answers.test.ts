import { describe, expect, it } from 'vitest';
import type { Customization } from '../../../schemas/catalogue/customizations.schema.ts';
import { customizationAnswerErrors, customizationSurchargeCents } from './customization-answers.ts';

const label = { fr: 'Gravure', en: 'Engraving' };
const offered: Customization[] = [
  {
    id: 1, idProducts: [10],
    customization: {
      id: 1, type: 'SIMPLE', inputType: 'TEXT', label, required: true, costType: 'NONE', amount: 0,
      customizationValues: [
        { textNumberOfChar: 1, costType: 'EURO', amount: 5 },
        { textNumberOfChar: 20, costType: 'EURO', amount: 9 },
      ],
    },
  },
  {
    id: 2, idProducts: [10],
    customization: {
      id: 2, type: 'SIMPLE', inputType: 'SELECT', label, costType: 'NONE', amount: 0,
      customizationValues: [{ selectKey: 'bois', costType: 'PERCENT', amount: 10 }],
    },
  },
];

describe('customization answers', () => {
  it('adds euro tiers and percent of the unit price', () => {
    const answers = [
      { idCustomization: 1, answer: 'Joyeux anniversaire Paul' },
      { idCustomization: 2, answer: 'bois' },
    ];
    expect(customizationSurchargeCents(offered, answers, 2500)).toBe(900 + 250);
  });

  it('takes a percent of the unit price in integer cents, as a reduction does', () => {
    const percent = (amount: number): Customization[] => [{
      id: 3, idProducts: [10],
      customization: { id: 3, type: 'SIMPLE', inputType: 'CHECKBOX', label, costType: 'PERCENT', amount, customizationValues: [] },
    }];
    // 2.3 % of 15,00 € is 0,345 €: the float product 1500 * 2.3 / 100 is 34.49999999999999.
    expect(customizationSurchargeCents(percent(2.3), [{ idCustomization: 3, answer: true }], 1500)).toBe(35);
    expect(customizationSurchargeCents(percent(4.6), [{ idCustomization: 3, answer: true }], 2750)).toBe(127);
  });

  it('accepts valid answers', () => {
    expect(customizationAnswerErrors(offered, [{ idCustomization: 1, answer: 'Paul' }], 'en')).toEqual([]);
  });

  it('reports a missing required answer, an unknown choice and an unknown customization', () => {
    const errors = customizationAnswerErrors(offered, [{ idCustomization: 2, answer: 'verre' }, { idCustomization: 7, answer: 'x' }], 'en');
    expect(errors).toEqual([
      { key: 'customization.2', error: 'this choice does not exist' },
      { key: 'customization.7', error: 'this customization is not offered for this product' },
      { key: 'customization.1', error: 'an answer is required' },
    ]);
  });

  it('refuses a text longer than its maxLength, in both languages (a gift voucher’s message)', () => {
    const bounded: Customization[] = [{
      id: 5, idProducts: [10],
      customization: { id: 5, type: 'SIMPLE', inputType: 'TEXT', label, costType: 'NONE', amount: 0, customizationValues: [], maxLength: 10 },
    }];
    expect(customizationAnswerErrors(bounded, [{ idCustomization: 5, answer: 'Bon voyage' }], 'en')).toEqual([]);
    expect(customizationAnswerErrors(bounded, [{ idCustomization: 5, answer: 'Bon voyage !' }], 'en')).toEqual([{ key: 'customization.5', error: 'at most 10 characters' }]);
    expect(customizationAnswerErrors(bounded, [{ idCustomization: 5, answer: 'Bon voyage !' }], 'fr_FR')).toEqual([{ key: 'customization.5', error: '10 caractères au plus' }]);
  });
});
