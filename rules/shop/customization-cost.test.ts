import { describe, expect, it } from 'vitest';
import { customizationCost } from './customization-cost.ts';
import type { CustomizationCostInput } from './customization-cost.ts';

const engraving: CustomizationCostInput = {
  inputType: 'TEXT',
  customizationValues: [
    { textNumberOfChar: 1, costType: 'EURO', amount: 5 },
    { textNumberOfChar: 10, costType: 'EURO', amount: 8 },
    { textNumberOfChar: 20, costType: 'percent', amount: 10 },
  ],
};

describe('customizationCost', () => {
  it('prices a text by the largest tier at or below its length', () => {
    expect(customizationCost(engraving, { answer: 'Happy' })).toEqual({ costType: 'EURO', amount: 5 });
    expect(customizationCost(engraving, { answer: 'Joyeux Noël' })).toEqual({ costType: 'EURO', amount: 8 });
    expect(customizationCost(engraving, { answer: 'Joyeux anniversaire!' })).toEqual({ costType: 'PERCENT', amount: 10 });
  });
  it('gives no cost to an empty text', () => {
    expect(customizationCost(engraving, { answer: '   ' })).toBeNull();
  });
  it('prices a select by the chosen key', () => {
    const ribbon: CustomizationCostInput = {
      inputType: 'SELECT',
      customizationValues: [
        { selectKey: 'red', costType: 'EURO', amount: 2.5 },
        { selectKey: 'gold', costType: 'PERCENT', amount: 5 },
        { selectKey: 'none', costType: 'NONE', amount: 0 },
      ],
    };
    expect(customizationCost(ribbon, { answer: 'gold' })).toEqual({ costType: 'PERCENT', amount: 5 });
    expect(customizationCost(ribbon, { answer: 'red' })).toEqual({ costType: 'EURO', amount: 2.5 });
    expect(customizationCost(ribbon, { answer: 'none' })).toBeNull();
    expect(customizationCost(ribbon, { answer: 'blue' })).toBeNull();
  });
  it('charges a checkbox only when it is ticked', () => {
    const gift: CustomizationCostInput = { inputType: 'CHECKBOX', costType: 'EURO', amount: 3 };
    expect(customizationCost(gift, { answer: true })).toEqual({ costType: 'EURO', amount: 3 });
    expect(customizationCost(gift, { answer: 'true' })).toEqual({ costType: 'EURO', amount: 3 });
    expect(customizationCost(gift, { answer: false })).toBeNull();
    expect(customizationCost(gift, null)).toBeNull();
  });
  it('charges a file customization only once a file is given', () => {
    const label: CustomizationCostInput = { inputType: 'FILE', customizationValues: [{ costType: 'EURO', amount: 12 }] };
    expect(customizationCost(label, { answer: null })).toBeNull();
    expect(customizationCost(label, { file: new Blob(['x']) })).toEqual({ costType: 'EURO', amount: 12 });
    expect(customizationCost(label, { answer: 'logo.png' })).toEqual({ costType: 'EURO', amount: 12 });
  });
  it('rejects an unknown input type', () => {
    expect(() => customizationCost({ inputType: 'COLOR' as 'TEXT' }, { answer: 'x' })).toThrow(
      'Unknown customization input type "COLOR"',
    );
  });
});
