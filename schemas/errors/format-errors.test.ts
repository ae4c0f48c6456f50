import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { ajv } from '../validation/ajv.ts';
import { LocalizedOr, StrictObject } from '../common.schema.ts';
import { escapePointer, formatErrors } from './format-errors.ts';

const validate = ajv.compile(StrictObject({ label: LocalizedOr(Type.String()), 'a/b': Type.Optional(Type.Integer()) }));
const errorsOf = (data: unknown) => {
  validate(data);
  return formatErrors(validate.errors);
};

describe('formatErrors', () => {
  it('describes the accepted shapes when no branch of a union fits', () => {
    expect(errorsOf({ label: 3 })).toEqual([{ pointer: '/label', message: 'must be Localized text or string' }]);
  });

  it('reports the errors of the one union branch whose shape fits', () => {
    expect(errorsOf({ label: { fr: 'Bonjour', de: 'Hallo' } })).toEqual([
      { pointer: '/label', message: 'missing required property "en"' },
      { pointer: '/label/de', message: 'unknown property "de" (allowed: fr, en)', onKey: true },
    ]);
  });

  it('suggests the closest allowed property for a typo', () => {
    expect(errorsOf({ label: 'x', lable: 'y' })).toEqual([
      { pointer: '/lable', message: 'unknown property "lable" (allowed: label, a/b)', onKey: true, hint: 'did you mean "label"?' },
    ]);
  });

  it('escapes JSON pointer segments', () => {
    expect(errorsOf({ label: 'x', 'a/b': 'y' })).toEqual([{ pointer: '/a~1b', message: 'must be integer' }]);
    expect(escapePointer('~x/y')).toBe('~0x~1y');
  });

  it('returns no error for valid data', () => {
    expect(errorsOf({ label: { fr: 'a', en: 'b' } })).toEqual([]);
    expect(errorsOf({ label: 'Même texte' })).toEqual([]);
  });
});
