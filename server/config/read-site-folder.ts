import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { kindOfFile, validateDocument } from '../../schemas/index.ts';
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

function jsonFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'media' || entry.name === 'fonts') continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) out.push(relative(folder, full).split(sep).join('/'));
    }
  };
  if (existsSync(folder) && statSync(folder).isDirectory()) walk(folder);
  return out.sort();
}

/**
 * Reads every document of a site folder. A file whose text did not change keeps its parsed
 * version; an invalid file keeps its last good version (from `previous`) and yields one
 * `path: pointer: message` problem per error; a deleted file disappears.
 */
export function readSiteFolder(
  folder: string,
  previous: ReadonlyMap<string, StoredDocument>,
): { documents: Map<string, StoredDocument>; problems: string[] } {
  const documents = new Map<string, StoredDocument>();
  const problems: string[] = [];
  for (const path of jsonFiles(folder)) {
    const kind = kindOfFile(path);
    if (!kind) continue;
    let text: string;
    try {
      text = readFileSync(join(folder, path), 'utf8');
    } catch {
      continue; // deleted between listing and reading
    }
    const hash = createHash('sha256').update(text).digest('hex');
    const before = previous.get(path);
    if (before?.hash === hash) {
      documents.set(path, before);
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      problems.push(`${path}: /: not valid JSON (${(error as Error).message})`);
      if (before) documents.set(path, before);
      continue;
    }
    const result = validateDocument(kind, json, path);
    if (!result.valid) {
      for (const error of result.errors) problems.push(`${path}: ${error.pointer || '/'}: ${error.message}`);
      if (before) documents.set(path, before);
      continue;
    }
    documents.set(path, { kind, path, json: sanitizeDocumentHtml(kind, result.document), hash });
  }
  return { documents, problems };
}
