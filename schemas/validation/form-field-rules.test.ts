import { describe, expect, it } from 'vitest';
import { checkFormFieldRules } from './form-field-rules.ts';
import type { FormsDocument } from '../site/forms.schema.ts';

const label = { fr: 'x', en: 'x' };
const formsWith = (fields: object[]) =>
  ({ schemaVersion: 1, forms: [{ id: 'quote', title: label, submitLabel: label, successMessage: label, fields }] }) as unknown as FormsDocument;

describe('form field rules across fields', () => {
  it('accepts a return date not before the departure date', () => {
    const forms = formsWith([{ name: 'start', type: 'date', label }, { name: 'back', type: 'date', label, notBefore: 'start', minDate: 'today' }]);
    expect(checkFormFieldRules(forms)).toEqual([]);
  });

  it('refuses a notBefore that names no other date field, and bounds on the wrong fields', () => {
    const forms = formsWith([
      { name: 'start', type: 'text', label, min: 1 },
      { name: 'back', type: 'date', label, notBefore: 'start' },
      { name: 'seats', type: 'number', label, min: 5, max: 2 },
    ]);
    expect(checkFormFieldRules(forms).map((error) => error.pointer)).toEqual([
      '/forms/0/fields/0/min',
      '/forms/0/fields/1/notBefore',
      '/forms/0/fields/2/max',
    ]);
  });
});
