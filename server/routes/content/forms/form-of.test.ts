import { describe, expect, it } from 'vitest';
import { answersOf, formErrorsMessage } from './form-of.ts';

describe('answersOf', () => {
  it('reads answers nested under `answers` or given directly', () => {
    expect(answersOf({ answers: { name: 'Jean' } })).toEqual({ name: 'Jean' });
    expect(answersOf({ name: 'Jean', email: 'j@example.fr' })).toEqual({ name: 'Jean', email: 'j@example.fr' });
  });

  it('refuses anything that is not an object', () => {
    expect(() => answersOf(['Jean'])).toThrow('The answers must be an object of field name → value');
    expect(() => answersOf('Jean')).toThrow(/must be an object/);
    expect(() => answersOf(null)).toThrow(/must be an object/);
  });
});

describe('formErrorsMessage', () => {
  it('names the fields in error, in French or English', () => {
    expect(formErrorsMessage({ name: 'x', email: 'y' }, 'en')).toBe('The form has errors: name, email');
    expect(formErrorsMessage({ name: 'x' }, 'fr_FR')).toBe('Le formulaire contient des erreurs : name');
  });
});
