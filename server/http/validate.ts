import type { Static, TSchema } from '@sinclair/typebox';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Context } from 'hono';
import { ApiError } from './api-error.ts';

// ajv-formats is CommonJS; under ESM its default export may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

const strictAjv = addFormats(new Ajv({ allErrors: false, strict: false, useDefaults: true }));
const coercingAjv = addFormats(
  new Ajv({ allErrors: false, strict: false, useDefaults: true, coerceTypes: 'array' }),
);

const cache = new WeakMap<Ajv, WeakMap<TSchema, ValidateFunction>>();

function compile(ajv: Ajv, schema: TSchema): ValidateFunction {
  let perAjv = cache.get(ajv);
  if (!perAjv) cache.set(ajv, (perAjv = new WeakMap()));
  let fn = perAjv.get(schema);
  if (!fn) perAjv.set(schema, (fn = ajv.compile(schema)));
  return fn;
}

/** A readable message naming the field: `Invalid email: must match format "email"`. */
export function describeError(where: string, error: ErrorObject | undefined): string {
  if (!error) return `Invalid ${where}`;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const field = [path, String(error.params.missingProperty)].filter(Boolean).join('.');
    return `Missing field '${field}' in ${where}`;
  }
  if (error.keyword === 'additionalProperties') {
    const field = [path, String(error.params.additionalProperty)].filter(Boolean).join('.');
    return `Unknown field '${field}' in ${where}`;
  }
  return path ? `Invalid field '${path}' in ${where}: ${error.message}` : `Invalid ${where}: ${error.message}`;
}

/** Validates `value` against a TypeBox schema; throws ApiError 400 naming the field otherwise. */
export function check<S extends TSchema>(schema: S, value: unknown, where = 'body', coerce = false): Static<S> {
  const fn = compile(coerce ? coercingAjv : strictAjv, schema);
  if (!fn(value)) throw new ApiError(400, describeError(where, fn.errors?.[0]));
  return value as Static<S>;
}

/** Reads the JSON body and validates it. An unreadable body is a 400. */
export async function parseBody<S extends TSchema>(c: Context, schema: S): Promise<Static<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON');
  }
  return check(schema, body, 'body');
}

/** Validates the query string (values coerced to the schema's types). */
export function parseQuery<S extends TSchema>(c: Context, schema: S): Static<S> {
  return check(schema, { ...c.req.query() }, 'query', true);
}

/** Validates the path parameters (values coerced to the schema's types). */
export function parseParams<S extends TSchema>(c: Context, schema: S): Static<S> {
  return check(schema, { ...c.req.param() }, 'path', true);
}
