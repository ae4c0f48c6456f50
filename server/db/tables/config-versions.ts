import type { Generated } from 'kysely';

/** A configuration file's bytes, stored once under their sha256 (migration 0018, decision 0065). */
export interface ConfigBlobsTable {
  hash: string;
  bytes: Buffer;
  size: number;
}

/**
 * A published configuration version (migration 0018, decision 0065): its files as a manifest of
 * `<site>/<path>` → content hash. A row holds the whole manifest (`baseId` null) or only its
 * changes from the full row `baseId` (null for a file removed), so a one-file publication costs
 * one line of manifest and that file's bytes.
 */
export interface ConfigVersionsTable {
  id: Generated<number>;
  /** sha256 of the files (paths and contents): the `configVersion` instances report. */
  version: string;
  publishedAt: string;
  /** Who published: an account's e-mail, or null for `npm run publish-config`. */
  publishedBy: string | null;
  /** The owner's optional message. */
  message: string | null;
  /** `cli`, `editor`, `rollback`, or `import` (a configBundles row converted by migration 0018). */
  source: string;
  /** The site folder the editor published (null: every site, from the command line). */
  site: string | null;
  /** JSON of what changed from the version before: `{ files: string[], pages: {fr,en}[] }` per the history's needs. */
  summary: string;
  baseId: number | null;
  /** JSON `{ "<site>/<path>": "<sha256>" | null }`. */
  manifest: string;
}

export interface ConfigVersionTables {
  configBlobs: ConfigBlobsTable;
  configVersions: ConfigVersionsTable;
}
