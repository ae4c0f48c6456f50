import { Type } from '@sinclair/typebox';
import { describe, expect, it, vi } from 'vitest';
import { ajv } from '../../schemas/validation/ajv.ts';
import { ApiError } from '../errors/api-error.ts';
import { check } from './validate.ts';

const Body = Type.Object({
  email: Type.String({ format: 'email' }),
  age: Type.Optional(Type.Integer({ minimum: 0 })),
});

describe('check', () => {
  it('returns the value when it matches', () => {
    expect(check(Body, { email: 'a@b.fr', age: 3 })).toEqual({ email: 'a@b.fr', age: 3 });
  });

  it('names the missing field', () => {
    expect(() => check(Body, {})).toThrow("Missing field 'email' in body");
  });

  it('names the invalid field and the rule', () => {
    expect(() => check(Body, { email: 'nope' })).toThrow(/Invalid field 'email' in body: must match format "email"/);
  });

  it('coerces query values to the schema types when asked', () => {
    expect(check(Body, { email: 'a@b.fr', age: '7' }, 'query', true)).toEqual({ email: 'a@b.fr', age: 7 });
    expect(() => check(Body, { email: 'a@b.fr', age: 'x' }, 'query', true)).toThrow(/'age' in query/);
    expect(() => check(Body, { email: 'a@b.fr', age: '1.5' }, 'query', true)).toThrow(/Invalid field 'age' in query: must be integer/);
    expect(() => check(Body, { email: 'a@b.fr', age: 'true' }, 'query', true)).toThrow(/'age' in query/);
  });
});

describe('check with a schema built on every request', () => {
  it('compiles the schema once and still checks each value', () => {
    const compile = vi.spyOn(ajv, 'compile');
    try {
      const perRequest = () => Type.Object({ id: Type.Integer({ minimum: 1, maximum: 99 }), note: Type.Optional(Type.String()) });
      expect(check(perRequest(), { id: '7' }, 'params', true)).toEqual({ id: 7 });
      expect(check(perRequest(), { id: '8' }, 'params', true)).toEqual({ id: 8 });
      expect(() => check(perRequest(), { id: '100' }, 'params', true)).toThrow(/Invalid field 'id'/);
      expect(compile).toHaveBeenCalledTimes(1);
      // Another schema is another validator.
      expect(() => check(Type.Object({ id: Type.Integer({ minimum: 1, maximum: 5 }) }), { id: '7' }, 'params', true)).toThrow(/Invalid field 'id'/);
      expect(compile).toHaveBeenCalledTimes(2);
    } finally {
      compile.mockRestore();
    }
  });
});

describe('check in the request’s language', () => {
  const refused = (run: () => unknown): ApiError => {
    try {
      run();
    } catch (error) {
      if (error instanceof ApiError) return error;
    }
    throw new Error('not refused');
  };

  it('says a missing, unknown or invalid field in French and in English', () => {
    const Strict = Type.Object({ email: Type.String({ format: 'email' }), path: Type.Optional(Type.String({ format: 'site-path' })) }, { additionalProperties: false });
    const missing = refused(() => check(Body, {}));
    expect([missing.messageIn('en'), missing.messageIn('fr_FR')]).toEqual(["Missing field 'email' in body", 'Champ « email » manquant dans le corps de la requête']);
    const unknown = refused(() => check(Strict, { email: 'a@b.fr', x: 1 }));
    expect(unknown.messageIn('fr_FR')).toBe('Champ « x » inconnu dans le corps de la requête');
    const format = refused(() => check(Strict, { email: 'a@b.fr', path: 'nope' }));
    expect(format.messageIn('en')).toBe('Invalid field \'path\' in body: must match format "site-path"');
    expect(format.messageIn('fr_FR')).toBe('Champ « path » invalide dans le corps de la requête : doit être au format « site-path »');
  });

  it('translates the common rules: type, lengths, pattern, enum, bounds', () => {
    const Rules = Type.Object({
      n: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
      s: Type.Optional(Type.String({ minLength: 2, maxLength: 3, pattern: '^[a-z]+$' })),
      e: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
    });
    const fr = (value: unknown) => refused(() => check(Rules, value, 'query')).messageIn('fr_FR');
    expect(fr({ n: 'x' })).toBe('Champ « n » invalide dans les paramètres de la requête : doit être un nombre entier');
    expect(fr({ n: 0 })).toBe('Champ « n » invalide dans les paramètres de la requête : doit être >= 1');
    expect(fr({ n: 10 })).toBe('Champ « n » invalide dans les paramètres de la requête : doit être <= 9');
    expect(fr({ s: 'a' })).toBe('Champ « s » invalide dans les paramètres de la requête : doit contenir au moins 2 caractères');
    expect(fr({ s: 'abcd' })).toBe('Champ « s » invalide dans les paramètres de la requête : doit contenir au plus 3 caractères');
    expect(fr({ s: 'AB' })).toBe('Champ « s » invalide dans les paramètres de la requête : doit suivre le modèle « ^[a-z]+$ »');
    expect(fr({ e: 'c' })).toMatch(/^Champ « e » invalide dans les paramètres de la requête : /);
  });
});

describe('check with a refusal of its own (x-refusal)', () => {
  const Month = Type.Object({
    id: Type.Integer({ minimum: 1 }),
    month: Type.Integer({ minimum: 1, maximum: 12, 'x-refusal': { en: "Invalid month ''{value}'' in {name}", fr: 'Mois « {value} » invalide dans {name}' } }),
  });
  const refusal = (value: Record<string, string>): ApiError => {
    try {
      check(Month, value, 'path', true);
    } catch (error) {
      if (error instanceof ApiError) return error;
    }
    throw new Error('not refused');
  };

  it('answers the schema’s wording, in both languages, with the field and the text sent', () => {
    const error = refusal({ id: '1', month: '13' });
    expect([error.status, error.messageIn('en'), error.messageIn('fr_FR')]).toEqual([400, "Invalid month '13' in month", 'Mois « 13 » invalide dans month']);
    expect(refusal({ id: '1', month: 'mai' }).messageIn('en')).toBe("Invalid month 'mai' in month");
  });

  it('leaves the other fields to the usual message, and reads leading zeros as the number', () => {
    expect(refusal({ id: '0', month: '5' }).messageIn('en')).toBe("Invalid field 'id' in path: must be >= 1");
    expect(check(Month, { id: '007', month: '05' }, 'path', true)).toEqual({ id: 7, month: 5 });
  });
});
