import { addBlockKeys } from './add-block-keys.ts';

import type { RawDocument } from './raw-document.ts';

export type { RawDocument };

/**
 * One step of a document format: `migrate` turns a document of version `from` into one of
 * version `to` (= from + 1). It receives a copy it may change, and need not set `schemaVersion`.
 */
export interface Migration {
  from: number;
  to: number;
  migrate: (document: RawDocument) => RawDocument;
}

/**
 * The migrations of each document kind, by the kind's name (validate-upgraded.test.ts
 * checks the names against the document kinds: migrations/ does not import validation/, which upgrades with it).
 */
export type MigrationRegistry<K extends string = string> = { [kind in K]?: Migration[] };

/** The version every document format starts at. */
export const firstSchemaVersion = 1;

/**
 * The migrations of each kind, oldest first: when a schema changes, add `{ from, to, migrate }`
 * to its kind here. Component 2: every layout block has a `key` (decision 0048).
 */
export const migrations: MigrationRegistry = {
  component: [{ from: 1, to: 2, migrate: addBlockKeys }],
};

/** The current version of a kind: the `to` of its last migration, or 1. */
export function currentSchemaVersion(kind: string, registry: MigrationRegistry = migrations): number {
  return registry[kind]?.at(-1)?.to ?? firstSchemaVersion;
}
