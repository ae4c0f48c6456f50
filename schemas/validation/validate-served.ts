import type { Static, TSchema } from '@sinclair/typebox';
import type { ValidateFunction } from 'ajv';
import { ajv } from './ajv.ts';
import { selfContainedSchema } from './hoist-definitions.ts';

const compiled = new WeakMap<TSchema, ValidateFunction>();

function validatorOf(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    // Self-contained: a recursive type shared by two answers (a page, a page tree) would
    // otherwise register its `$id` twice on the one Ajv.
    validate = ajv.compile(selfContainedSchema(schema));
    compiled.set(schema, validate);
  }
  return validate;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/**
 * Checks an API answer against its schema of `schemas/api/`, on the one Ajv instance (each schema
 * compiled once). Errors read `/json/pointer: message`, at most five, so a log line stays readable.
 */
export function validateServed<S extends TSchema>(schema: S, value: unknown): Validation<Static<S>> {
  const validate = validatorOf(schema);
  if (validate(value)) return { ok: true, value: value as Static<S> };
  const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'}: ${error.message ?? 'is invalid'}`);
  return { ok: false, errors };
}
