/** A version's files: `<site>/<path>` → sha256 of the bytes. */
export type Manifest = Record<string, string>;

/** A manifest as stored: whole (`baseId` null), or the changes from the whole row `baseId` (null: the file is gone). */
export interface ManifestRow {
  baseId: number | null;
  manifest: Record<string, string | null>;
}

/** A whole row is written again when the changes from the last one pass this many files (a read then stays one or two rows). */
export const MAX_DELTA_FILES = 64;

/** The whole manifest of a row, given the whole manifest of its base when it has one. */
export function resolveManifest(row: ManifestRow, base: Manifest | undefined): Manifest {
  if (row.baseId === null) return row.manifest as Manifest;
  if (!base) throw new Error(`configuration version: its base row ${row.baseId} is missing`);
  const whole: Manifest = { ...base };
  for (const [path, hash] of Object.entries(row.manifest)) {
    if (hash === null) delete whole[path];
    else whole[path] = hash;
  }
  return whole;
}

/**
 * How to store `next`: as its changes from the newest whole row (`base`, with its id), unless
 * there is none or the changes pass MAX_DELTA_FILES, then whole. Pure: the store decides nothing else.
 */
export function manifestRowFor(next: Manifest, base: { id: number; manifest: Manifest } | undefined): ManifestRow {
  if (!base) return { baseId: null, manifest: next };
  const changes: Record<string, string | null> = {};
  for (const [path, hash] of Object.entries(next)) if (base.manifest[path] !== hash) changes[path] = hash;
  for (const path of Object.keys(base.manifest)) if (!(path in next)) changes[path] = null;
  if (Object.keys(changes).length > MAX_DELTA_FILES) return { baseId: null, manifest: next };
  return { baseId: base.id, manifest: changes };
}

/** The paths whose content differs between two manifests (added, changed or removed), sorted. */
export function changedPaths(before: Manifest, after: Manifest): string[] {
  const paths = new Set<string>();
  for (const [path, hash] of Object.entries(after)) if (before[path] !== hash) paths.add(path);
  for (const path of Object.keys(before)) if (!(path in after)) paths.add(path);
  return [...paths].sort();
}
