import { describe, expect, it } from 'vitest';
import { validateDocument } from '../validation/validate-document.ts';

const customization = (extra: object) => ({
  id: 1, idProducts: [1],
  customization: {
    id: 1, type: 'SIMPLE', inputType: 'TEXT', label: { fr: 'Gravure', en: 'Engraving' },
    customizationValues: [{ textNumberOfChar: 1, costType: 'EURO', amount: 5 }], costType: 'NONE', amount: 0, ...extra,
  },
});
const doc = (customizations: unknown[]) => ({ $schema: 'x', schemaVersion: 1, customizations });

describe('catalogue/customizations.json schema', () => {
  it('accepts a text customization with a cost tier', () => {
    expect(validateDocument('customizations', doc([customization({})])).errors).toEqual([]);
  });

  it('requires accept and maxSize for a FILE input', () => {
    const result = validateDocument('customizations', doc([customization({ inputType: 'FILE' })]));
    expect(result.errors.map((e) => e.message)).toEqual(['missing required property "accept"', 'missing required property "maxSize"']);
  });

  it('requires a selectKey on every value of a SELECT input', () => {
    const result = validateDocument('customizations', doc([customization({ inputType: 'SELECT' })]));
    expect(result.errors).toEqual([
      { pointer: '/customizations/0/customization/customizationValues/0', message: 'missing required property "selectKey"' },
    ]);
  });

  it('reads the spec’s `percent` as PERCENT and rejects any other spelling (issue 37, item 8)', () => {
    const spelled = validateDocument('customizations', doc([customization({ costType: 'percent' })]));
    expect(spelled.valid && spelled.document.customizations[0]?.customization.costType).toBe('PERCENT');
    const result = validateDocument('customizations', doc([customization({ costType: 'euro' })]));
    expect(result.errors[0]?.message).toBe('must be one of: "EURO", "NONE", "PERCENT", "percent" (got "euro")');
  });
});
