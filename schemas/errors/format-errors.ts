import type { ErrorObject } from 'ajv';
import { didYouMean } from './did-you-mean.ts';

/**
 * One validation error: where (a JSON pointer into the document) and what, in plain words.
 * `hint` helps fix it (`did you mean "menuTitle"?`, `allowed values: LEFT, CENTER`); `onKey`
 * says the position to report is the property name at `pointer`, not its value.
 */
export interface ValidationError {
  pointer: string;
  message: string;
  hint?: string;
  onKey?: boolean;
}

/** Enums longer than this get a did-you-mean hint instead of the whole list. */
const listableEnum = 12;

type SchemaLike = Record<string, unknown>;

/** Short human name of a schema, used in "must be X or Y" messages. */
function describeSchema(schema: unknown): string {
  if (schema === null || typeof schema !== 'object') return 'a value';
  const s = schema as SchemaLike;
  if (typeof s.title === 'string') return s.title;
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (typeof s.type === 'string') return s.type === 'object' && s.properties ? `an object {${Object.keys(s.properties as object).join(', ')}}` : s.type;
  return 'a value';
}

function isMismatch(error: ErrorObject, at: string): boolean {
  return error.instancePath === at && ['type', 'const', 'enum'].includes(error.keyword);
}

/** Keeps, for each failed anyOf/oneOf, only the errors of the branch that fits the value's shape. */
function collapseUnions(errors: ErrorObject[]): ErrorObject[] {
  let alive = errors.filter((e) => e.keyword !== 'if');
  const unions = alive
    .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
    .sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const union of unions) {
    if (!alive.includes(union)) continue;
    const prefix = `${union.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const e of alive) {
      if (!e.schemaPath.startsWith(prefix)) continue;
      const index = e.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      branches.set(index, [...(branches.get(index) ?? []), e]);
    }
    const fitting = [...branches.values()].filter((list) => !list.some((e) => isMismatch(e, union.instancePath)));
    const inBranches = new Set([...branches.values()].flat());
    alive = alive.filter((e) => !inBranches.has(e) && e !== union);
    if (fitting.length === 1 && fitting[0]) {
      alive.push(...fitting[0]);
    } else {
      const options = Array.isArray(union.schema) ? union.schema.map(describeSchema) : [];
      alive.push({ ...union, message: `must be ${options.join(' or ')}` });
    }
  }
  return alive;
}

function messageOf(error: ErrorObject): ValidationError {
  const params = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as SchemaLike;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys((parent.properties as object | undefined) ?? {});
      const hint = didYouMean(name, allowed);
      return {
        pointer: `${error.instancePath}/${escapePointer(name)}`,
        message: `unknown property "${name}" (allowed: ${allowed.join(', ') || 'none'})`,
        onKey: true,
        ...(hint ? { hint } : {}),
      };
    }
    case 'required':
      return { pointer: error.instancePath, message: `missing required property "${String(params.missingProperty)}"` };
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      if (allowed.length > listableEnum) {
        const hint = typeof error.data === 'string' ? didYouMean(error.data, allowed.map(String)) : undefined;
        const what = typeof parent.title === 'string' ? parent.title.toLowerCase() : 'value';
        return {
          pointer: error.instancePath,
          message: `${JSON.stringify(error.data)} is not a known ${what} (${allowed.length} allowed values, listed in the schema)`,
          ...(hint ? { hint } : {}),
        };
      }
      return {
        pointer: error.instancePath,
        message: `must be one of: ${allowed.map((v) => JSON.stringify(v)).join(', ')} (got ${JSON.stringify(error.data)})`,
        hint: `allowed values: ${allowed.map(String).join(', ')}`,
      };
    }
    case 'const':
      return { pointer: error.instancePath, message: `must be ${JSON.stringify(params.allowedValue)} (got ${JSON.stringify(error.data)})` };
    case 'pattern': {
      const hint = typeof parent.description === 'string' ? ` — expected ${parent.description}` : '';
      return { pointer: error.instancePath, message: `${error.message ?? 'does not match'} (got ${quotedValue(error.data)})${hint}` };
    }
    default:
      return { pointer: error.instancePath, message: error.message ?? `fails "${error.keyword}"` };
  }
}

const secretKey = /^(sk|rk)_(live|test)_/;

/** A value as quoted in a message; a secret payment key shows only its prefix, never in logs. */
function quotedValue(value: unknown): string {
  if (typeof value === 'string' && secretKey.test(value)) return JSON.stringify(`${value.slice(0, 8)}… (a secret key, hidden)`);
  return JSON.stringify(value);
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Turns Ajv errors into `{ pointer, message }` pairs, one per distinct problem. */
export function formatErrors(errors: readonly ErrorObject[] | null | undefined): ValidationError[] {
  const seen = new Set<string>();
  const out: ValidationError[] = [];
  for (const error of collapseUnions([...(errors ?? [])])) {
    const formatted = messageOf(error);
    const key = `${formatted.pointer}\u0000${formatted.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(formatted);
  }
  return out.sort((a, b) => a.pointer.localeCompare(b.pointer));
}
