import type { Static, TSchema } from '@sinclair/typebox';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Context } from 'hono';
import { ajv } from '../../schemas/validation/ajv.ts';
import { formatMessage, type ServerMessage } from '../i18n/format-message.ts';
import { ApiError } from '../errors/api-error.ts';
import { validationMessage } from './validation-message.ts';

const NOT_JSON = { en: 'The request body is not valid JSON', fr: 'Le corps de la requête n’est pas du JSON valide' } as const;

/**
 * Each request schema is compiled once, on the one Ajv instance of schemas/validation/ajv.ts.
 * Routes often build their schema in the handler (`Type.Object({ id: IdParam })`): a new object
 * on every request, which Ajv would compile again (milliseconds) and keep in its own cache for
 * ever. Such schemas are found again by their JSON text, the same for every request.
 */
const compiled = new WeakMap<TSchema, ValidateFunction>();
const compiledByText = new Map<string, ValidateFunction>();

function compile(schema: TSchema): ValidateFunction {
  let fn = compiled.get(schema);
  if (fn) return fn;
  const text = JSON.stringify(schema);
  fn = compiledByText.get(text);
  if (!fn) compiledByText.set(text, (fn = ajv.compile(schema)));
  compiled.set(schema, fn);
  return fn;
}

/** A readable message naming the field, in English: `Invalid field 'email' in body: must match format "email"`. */
export function describeError(where: string, error: ErrorObject | undefined): string {
  const { message, values } = validationMessage(where, error);
  return formatMessage(message, 'en', values);
}

/** A number as text, leading zeros allowed (`/element/sorties/01` names element 1, as the content routes always read it). */
const numberText = /^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

/**
 * Query strings and path parameters are text: each property whose schema is a number, an integer
 * or a boolean gets its text converted (`"12"` → 12, `"1.5"` → 1.5, `"true"` → true); anything
 * else is left for validation to refuse (`"1.5"` is no integer, `"abc"` no number).
 */
function fromText(schema: TSchema, value: unknown): unknown {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!properties || value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [name, property] of Object.entries(properties)) {
    const text = out[name];
    if (typeof text !== 'string') continue;
    const type = (property as { type?: unknown }).type;
    if ((type === 'integer' || type === 'number') && numberText.test(text)) out[name] = Number(text);
    else if (type === 'boolean' && (text === 'true' || text === 'false')) out[name] = text === 'true';
  }
  return out;
}

/**
 * Validates `value` against a TypeBox schema (defaults filled in); throws ApiError 400 naming the
 * field, in the request's language, otherwise. With `coerce`, text values are first converted to the schema's types.
 */
export function check<S extends TSchema>(schema: S, value: unknown, where = 'body', coerce = false): Static<S> {
  const fn = compile(schema);
  const input = coerce ? fromText(schema, value) : value;
  if (!fn(input)) {
    const refused = refusalOf(fn.errors ?? []);
    if (refused) throw new ApiError(400, refused.message, null, refused.values);
    const { message, values } = validationMessage(where, fn.errors?.[0]);
    throw new ApiError(400, message, null, values);
  }
  return input as Static<S>;
}

/**
 * The refusal a schema declares for its value (`'x-refusal': { en, fr }`, placeholders `{name}`,
 * the field, and `{value}`, the text received): a route keeps its own wording at the field.
 */
function refusalOf(errors: readonly ErrorObject[]): { message: ServerMessage; values: Record<string, string> } | null {
  for (const error of errors) {
    const message = (error.parentSchema as { 'x-refusal'?: ServerMessage } | undefined)?.['x-refusal'];
    if (message) return { message, values: { name: error.instancePath.replace(/^\//, '').replace(/\//g, '.'), value: String(error.data ?? '') } };
  }
  return null;
}

/** Reads the JSON body and validates it. An unreadable body is a 400. */
export async function parseBody<S extends TSchema>(c: Context, schema: S): Promise<Static<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, NOT_JSON);
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
