import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentKindName } from './document-kinds.ts';
import { formatDocument } from './format-document.ts';
import { JsonSyntaxError, parseJsonWithPositions } from '../errors/json-positions.ts';
import type { JsonPositions } from '../errors/json-positions.ts';
import { upgradeDocument } from '../migrations/upgrade-document.ts';

/** Every file below `dir`, as paths relative to it with `/` separators, sorted. */
export function filesOf(dir: string, base = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(dir, base), { withFileTypes: true })) {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesOf(dir, rel));
    else out.push(rel);
  }
  return out.sort();
}

/** Site folders of `root`, sorted; an absent root has none. */
export function siteFolders(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).filter((name) => !name.startsWith('.') && statSync(join(root, name)).isDirectory()).sort();
}

export { expectedSchemaRef } from './schema-ref.ts';


export type ReadSiteFile =
  | { ok: true; json: unknown; positions: JsonPositions; upgraded: boolean; rewritten: boolean }
  | { ok: false; message: string; line: number; column: number };

/**
 * Reads and parses one document with the position of every value. A document with an older
 * `schemaVersion` is reported as `upgraded`; with `fix`, the upgraded document is written back
 * (and its positions are those of the new text). Migration errors are left to validation.
 */
export function readSiteFile(path: string, kind: DocumentKindName, fix = false): ReadSiteFile {
  return parseSiteFile(readFileSync(path, 'utf8'), kind, fix ? (next) => writeFileSync(path, next) : undefined);
}

/**
 * Files of a site folder changed in memory (the editor's draft): path inside the folder → the
 * document's text, or null for a file deleted. Validation reads these instead of the disk.
 */
export type SiteOverlay = ReadonlyMap<string, string | null>;

/** The files of a site folder as `filesOf` lists them, with an overlay's files added and its deletions removed. */
export function overlaidFiles(files: readonly string[], overlay?: SiteOverlay): string[] {
  if (!overlay || overlay.size === 0) return [...files];
  const all = new Set(files);
  for (const [path, text] of overlay) {
    if (text === null) all.delete(path);
    else all.add(path);
  }
  return [...all].sort();
}

/** One document's text, parsed as readSiteFile does; `rewrite`: where a document upgraded by a migration is written back (`--fix`). */
export function parseSiteFile(text: string, kind: DocumentKindName, rewrite?: (text: string) => void): ReadSiteFile {
  let parsed: { value: unknown; positions: JsonPositions };
  try {
    parsed = parseJsonWithPositions(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { ok: false, message: `invalid JSON: ${error.reason}`, line: error.line, column: error.column };
  }
  let upgraded = false;
  try {
    const result = upgradeDocument(kind, parsed.value);
    upgraded = result.upgraded;
    if (upgraded && rewrite) {
      const next = formatDocument(result.document);
      rewrite(next);
      return { ok: true, json: result.document, positions: parseJsonWithPositions(next).positions, upgraded, rewritten: true };
    }
  } catch {
    // A version this Vitrine cannot upgrade: validateDocument reports it at /schemaVersion.
  }
  return { ok: true, json: parsed.value, positions: parsed.positions, upgraded, rewritten: false };
}
