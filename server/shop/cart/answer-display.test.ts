import { describe, expect, it } from 'vitest';
import type { Customization } from '../../../schemas/catalogue/customizations.schema.ts';
import { displayedAnswers } from './answer-display.ts';

const offered = [
  { id: 1, idProducts: [13], order: 0, customization: { id: 1, type: 'SIMPLE', inputType: 'TEXT', label: { fr: 'Message gravé', en: 'Engraved message' }, required: true, customizationValues: [], costType: 'NONE', amount: 0 } },
  {
    id: 2, idProducts: [13], order: 1,
    customization: { id: 2, type: 'DYNAMIC_FORM', inputType: 'SELECT', label: { fr: 'Essence du bois', en: 'Wood' }, required: true, customizationValues: [{ selectKey: 'chene', label: { fr: 'Chêne', en: 'Oak' }, costType: 'EURO', amount: 12 }], costType: 'NONE', amount: 0 },
  },
  { id: 3, idProducts: [13], order: 2, customization: { id: 3, type: 'SIMPLE', inputType: 'CHECKBOX', label: { fr: 'Ajouter un ruban', en: 'Add a ribbon' }, required: false, customizationValues: [], costType: 'EURO', amount: 3 } },
] as unknown as Customization[];

describe('displayedAnswers', () => {
  it('names each answer: the option label of a SELECT key, yes for a ticked box, the text as typed', () => {
    const answers = [
      { idCustomization: 1, answer: 'Pour Léa' },
      { idCustomization: 2, answer: 'chene' },
      { idCustomization: 3, answer: 'true' },
    ];
    expect(displayedAnswers(offered, answers, 'fr_FR').map(({ label, display }) => [label, display])).toEqual([
      ['Message gravé', 'Pour Léa'],
      ['Essence du bois', 'Chêne'],
      ['Ajouter un ruban', 'Oui'],
    ]);
    expect(displayedAnswers(offered, answers, 'en').map(({ display }) => display)).toEqual(['Pour Léa', 'Oak', 'Yes']);
  });

  it('keeps every answer as stored, with nothing to show for an unticked box, an empty text or a customization no longer offered', () => {
    const answers = [
      { idCustomization: 3, answer: 'false' },
      { idCustomization: 1, answer: '  ' },
      { idCustomization: 9, answer: 'x' },
    ];
    expect(displayedAnswers(offered, answers, 'fr_FR')).toEqual([
      { idCustomization: 3, answer: 'false', label: 'Ajouter un ruban', display: null },
      { idCustomization: 1, answer: '  ', label: 'Message gravé', display: null },
      { idCustomization: 9, answer: 'x', label: null, display: null },
    ]);
  });
});
