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
  const text = readFileSync(path, 'utf8');
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
    if (upgraded && fix) {
      const next = formatDocument(result.document);
      writeFileSync(path, next);
      return { ok: true, json: result.document, positions: parseJsonWithPositions(next).positions, upgraded, rewritten: true };
    }
  } catch {
    // A version this Vitrine cannot upgrade: validateDocument reports it at /schemaVersion.
  }
  return { ok: true, json: parsed.value, positions: parsed.positions, upgraded, rewritten: false };
}
