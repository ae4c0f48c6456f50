import { currentSchemaVersion, firstSchemaVersion, migrations } from './migrations.ts';
import type { MigrationRegistry, RawDocument } from './migrations.ts';

/** A document that cannot be brought to the current version (too new, or a missing step). */
export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationError';
  }
}

const isDocument = (json: unknown): json is RawDocument => typeof json === 'object' && json !== null && !Array.isArray(json);

/**
 * Brings a parsed document of `kind` to the current version by applying its migrations in
 * order. Returns a new object when it upgraded (`json` is never modified), `json` itself
 * otherwise. A value that is not an object, or whose `schemaVersion` is not an integer ≥ 1, is
 * returned as is for the schema to report. Throws MigrationError for a version newer than the
 * current one or a missing step.
 */
export function upgradeDocument(
  kind: string,
  json: unknown,
  registry: MigrationRegistry = migrations,
): { document: unknown; upgraded: boolean } {
  if (!isDocument(json) || !Number.isInteger(json.schemaVersion)) return { document: json, upgraded: false };
  const current = currentSchemaVersion(kind, registry);
  let version = json.schemaVersion as number;
  if (version > current) {
    throw new MigrationError(`schemaVersion ${version} is newer than the current ${kind} format (version ${current}): update Vitrine`);
  }
  if (version === current || version < firstSchemaVersion) return { document: json, upgraded: false };
  let document: RawDocument = structuredClone(json);
  while (version < current) {
    const step = registry[kind]?.find((m) => m.from === version);
    if (!step) throw new MigrationError(`no migration of ${kind} documents from schemaVersion ${version}`);
    document = step.migrate(document);
    document.schemaVersion = step.to;
    version = step.to;
  }
  return { document, upgraded: true };
}
