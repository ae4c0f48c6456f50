import type { Static } from '@sinclair/typebox';
import type { ValidateFunction } from 'ajv';
import { ajv } from './ajv.ts';
import { documentKindNames, documentKinds } from './document-kinds.ts';
import type { DocumentKind, DocumentKindName } from './document-kinds.ts';
import { formatErrors } from '../errors/format-errors.ts';
import type { ValidationError } from '../errors/format-errors.ts';
import { MigrationError, upgradeDocument } from '../migrations/upgrade-document.ts';

/** The type of a valid document of kind K. */
export type DocumentOf<K extends DocumentKindName> = Static<(typeof documentKinds)[K]['schema']>;

export type ValidationResult<K extends DocumentKindName> =
  | { valid: true; document: DocumentOf<K>; errors: [] }
  | { valid: false; errors: ValidationError[] };

const compiled = new Map<DocumentKindName, ValidateFunction>();

/** The compiled validator of a kind; each schema is compiled once on the shared Ajv instance. */
export function validatorOf(kind: DocumentKindName): ValidateFunction {
  const cached = compiled.get(kind);
  if (cached) return cached;
  const entry = documentKinds[kind] as DocumentKind | undefined;
  if (!entry) throw new Error(`Unknown document kind "${String(kind)}": expected one of ${documentKindNames.join(', ')}`);
  const validate = ajv.compile(entry.schema);
  compiled.set(kind, validate);
  return validate;
}

/**
 * Validates a parsed JSON document against the schema of `kind`, then the kind's extra rules.
 * An older `schemaVersion` is first upgraded by the migrations of `schemas/migrations/`.
 * `relPath` (path inside the site folder) enables file-name rules. On success, `document` is a
 * copy of `json`, upgraded, with schema defaults filled in; `json` itself is never modified.
 */
export function validateDocument<K extends DocumentKindName>(kind: K, json: unknown, relPath?: string): ValidationResult<K> {
  const validate = validatorOf(kind);
  let upgraded: unknown;
  try {
    upgraded = upgradeDocument(kind, json).document;
  } catch (error) {
    if (error instanceof MigrationError) return { valid: false, errors: [{ pointer: '/schemaVersion', message: error.message }] };
    throw error;
  }
  const document = structuredClone(upgraded);
  if (!validate(document)) return { valid: false, errors: formatErrors(validate.errors) };
  const check = (documentKinds[kind] as DocumentKind).check;
  const errors = check ? check(document as never, relPath) : [];
  if (errors.length > 0) return { valid: false, errors };
  return { valid: true, document: document as DocumentOf<K>, errors: [] };
}

function toRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

const matchers = documentKindNames.map((kind) => ({ kind, regexp: toRegExp(documentKinds[kind].match) }));

/** The kind of the file at `relPath` (relative to the site folder, `/` or `\` separators), or null. */
export function kindOfFile(relPath: string): DocumentKindName | null {
  const normalized = relPath.replace(/\\/g, '/').replace(/^\.\//, '');
  return matchers.find((m) => m.regexp.test(normalized))?.kind ?? null;
}
