import { Type } from '@sinclair/typebox';
import { describe, expect, it, vi } from 'vitest';
import { ajv } from '../../schemas/validation/ajv.ts';
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
