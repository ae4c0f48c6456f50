import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkAcrossFiles, checkSiteFile } from '../../schemas/validation/check-site-file.ts';
import type { StoreBlockChecks, SiteFileDocument } from '../../schemas/validation/check-site-file.ts';
import type { FileError } from '../../schemas/validation/validate-sites.server.ts';
import { locateErrors } from '../../schemas/validation/validate-sites.server.ts';
import { JsonSyntaxError, parseJsonWithPositions } from '../../schemas/errors/json-positions.ts';
import type { JsonPositions } from '../../schemas/errors/json-positions.ts';
import { filesOf, overlaidFiles, type SiteOverlay } from '../../schemas/validation/site-files.server.ts';
import { kindOfFile } from '../../schemas/validation/validate-document.ts';
import type { StoredDocument } from './loaded-site.ts';
import { sanitizeDocumentHtml } from './sanitize-document-html.ts';

/** The folders of `root` that hold a site (any sub-folder; those without site.json are skipped later). */
export function listSiteFolders(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** Every file of a site folder (hidden ones aside), for the link checks and the documents. */
function siteFiles(folder: string): string[] {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return [];
  return filesOf(folder).filter((rel) => !rel.split('/').some((segment) => segment.startsWith('.')));
}

/** Inode, size and modification time (ns) of a file, or null when it is gone. */
function fileStamp(file: string): string | null {
  try {
    const stat = statSync(file, { bigint: true });
    return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
  } catch {
    return null;
  }
}

const same = (a: ReadonlyMap<string, StoredDocument>, b: ReadonlyMap<string, StoredDocument>, path: string) => a.get(path) === b.get(path);

/**
 * Reads a site folder through the whole validation of `npm run validate`: each document on its
 * own (schema, block types and props in both languages), then the rules across documents. A
 * document that fails keeps its last good version from `previous`, and one that never had one
 * is left out, so every document handed on is valid. A changed document that breaks a rule
 * across documents (a link to a page that does not exist…) also keeps its last good version.
 * Problems are located (`file:line:column`) in the text on disk, paths under `site/`. With an
 * `overlay` (an editor's draft, `previous` being the live documents), its texts are read instead
 * of the disk's: the draft's site as the same rules would load it.
 */
export function readSiteFolder(
  root: string,
  site: string,
  previous: ReadonlyMap<string, StoredDocument>,
  checks: StoreBlockChecks,
  overlay?: SiteOverlay,
): { documents: Map<string, StoredDocument>; problems: FileError[] } {
  const folder = join(root, site);
  const files = overlaidFiles(siteFiles(folder), overlay);
  const readText = (path: string): string => overlay?.get(path) ?? readFileSync(join(folder, path), 'utf8');
  const documents = new Map<string, StoredDocument>();
  const positions = new Map<string, JsonPositions>();
  const texts = new Map<string, string>();
  const problems: FileError[] = [];
  for (const path of files) {
    const kind = path.endsWith('.json') ? kindOfFile(path) : null;
    if (!kind) continue;
    const before = previous.get(path);
    const drafted = overlay?.get(path);
    const stamp = typeof drafted === 'string' ? undefined : fileStamp(join(folder, path));
    if (stamp === null) continue; // deleted between listing and reading
    // Unchanged on disk (same inode, size and modification time in ns): the document read last time.
    if (stamp !== undefined && before?.stamp === stamp) {
      documents.set(path, before);
      continue;
    }
    let text: string;
    try {
      text = readText(path);
    } catch {
      continue; // deleted between listing and reading
    }
    texts.set(path, text);
    const hash = createHash('sha256').update(text).digest('hex');
    if (before?.hash === hash) {
      documents.set(path, stamp === undefined ? before : { ...before, stamp });
      continue;
    }
    const keepBefore = () => {
      if (before) documents.set(path, before);
    };
    let parsed: { value: unknown; positions: JsonPositions };
    try {
      parsed = parseJsonWithPositions(text);
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      problems.push({ file: path, pointer: '', message: `invalid JSON: ${error.reason}`, line: error.line, column: error.column });
      keepBefore();
      continue;
    }
    positions.set(path, parsed.positions);
    const checked = checkSiteFile(site, path, kind, parsed.value, checks);
    if (!checked.ok) {
      problems.push(...checked.errors.map((error) => ({ file: path, ...error })));
      keepBefore();
      continue;
    }
    documents.set(path, { kind, path, json: sanitizeDocumentHtml(kind, checked.document, checks.schemas), hash, ...(stamp === undefined ? {} : { stamp }) });
  }

  // Rules across documents: a changed document that breaks one goes back to its last good version.
  let across: FileError[] = [];
  for (;;) {
    const valid = new Map<string, SiteFileDocument>([...documents].map(([path, doc]) => [path, { kind: doc.kind, document: doc.json }]));
    across = checkAcrossFiles(new Set(files), valid);
    const revert = [...new Set(across.map((error) => error.file))].filter((path) => previous.has(path) && !same(documents, previous, path));
    if (revert.length === 0) break;
    for (const path of revert) {
      problems.push(...across.filter((error) => error.file === path));
      documents.set(path, previous.get(path)!);
    }
  }
  problems.push(...across);

  for (const { file } of problems) {
    if (!texts.has(file) && !positions.has(file)) {
      try {
        texts.set(file, readText(file));
      } catch {
        // gone since: the problem stays without a line
      }
    }
    const text = texts.get(file);
    if (text !== undefined && !positions.has(file)) {
      try {
        positions.set(file, parseJsonWithPositions(text).positions);
      } catch {
        // a problem of a file that is no JSON is already located
      }
    }
  }
  const unique = new Map(problems.map((problem) => [`${problem.file}\u0000${problem.pointer}\u0000${problem.message}`, problem]));
  return { documents, problems: locateErrors(site, [...unique.values()], positions) };
}
