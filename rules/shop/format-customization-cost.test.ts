import { describe, expect, it } from 'vitest';
import { formatCustomizationCost } from './format-customization-cost.ts';

describe('formatCustomizationCost', () => {
  it('shows a euro cost as +N€', () => {
    expect(formatCustomizationCost({ costType: 'EURO', amount: 5 })).toBe('+5€');
    expect(formatCustomizationCost({ costType: 'EURO', amount: 2.5 })).toBe('+2.50€');
  });
  it('shows a percent cost as +N%', () => {
    expect(formatCustomizationCost({ costType: 'PERCENT', amount: 10 })).toBe('+10%');
    expect(formatCustomizationCost({ costType: 'PERCENT', amount: 2.5 })).toBe('+2.5%');
  });
  it('uses a decimal comma in French', () => {
    expect(formatCustomizationCost({ costType: 'EURO', amount: 2.5 }, 'fr_FR')).toBe('+2,50€');
  });
  it('rounds to cents', () => {
    expect(formatCustomizationCost({ costType: 'EURO', amount: 4.999 })).toBe('+5€');
  });
  it('rounds a half cent as the price is charged, not as the float product does', () => {
    // 1.005 * 100 is 100.49999999999999: the label said '+1€' while the cart charged 1.01 €.
    expect(formatCustomizationCost({ costType: 'EURO', amount: 1.005 })).toBe('+1.01€');
    expect(formatCustomizationCost({ costType: 'PERCENT', amount: 2.675 }, 'fr_FR')).toBe('+2,68%');
  });
  it('rejects an unknown cost type', () => {
    expect(() => formatCustomizationCost({ costType: 'NONE' as 'EURO', amount: 1 })).toThrow('Unknown cost type "NONE"');
  });
});
