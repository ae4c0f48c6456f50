import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { TypeCheck } from '@sinclair/typebox/compiler';

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

function checkerOf<S extends TSchema>(schema: S): TypeCheck<S> {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  return check as TypeCheck<S>;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/**
 * Checks a served document against its schema (compiled once per schema). Errors read
 * `/json/pointer: message`, at most five, so a log line stays readable.
 */
export function validateServed<S extends TSchema>(schema: S, value: unknown): Validation<Static<S>> {
  const check = checkerOf(schema);
  if (check.Check(value)) return { ok: true, value };
  const errors: string[] = [];
  for (const error of check.Errors(value)) {
    errors.push(`${error.path || '/'}: ${error.message}`);
    if (errors.length === 5) break;
  }
  return { ok: false, errors };
}
