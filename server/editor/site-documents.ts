import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesOf } from '../../schemas/validation/site-files.server.ts';
import { kindOfFile } from '../../schemas/validation/validate-document.ts';
import { isSafeBundlePath } from '../config/config-bundle.ts';
import type { LoadedSite } from '../config/loaded-site.ts';
import type { DraftFiles } from './draft-store.ts';

/** Whether a path names a configuration document a draft may hold: inside the folder, a JSON file of a known kind. */
export function isDocumentPath(path: string): boolean {
  return path.length <= 300 && isSafeBundlePath(path) && path.endsWith('.json') && !path.split('/').some((segment) => segment.startsWith('.')) && kindOfFile(path) !== null;
}

/** The configuration documents of a site folder as published (paths inside it, sorted). */
export function publishedPaths(site: LoadedSite): string[] {
  if (!existsSync(site.folder)) return [];
  return filesOf(site.folder).filter(isDocumentPath);
}

/** A published document's text, or null when the folder has no such file. */
export function publishedText(site: LoadedSite, path: string): string | null {
  try {
    return readFileSync(join(site.folder, path), 'utf8');
  } catch {
    return null;
  }
}

/** The documents of a site with its draft applied: path → text (the draft's, or the published file's). */
export function draftTexts(site: LoadedSite, files: DraftFiles): Map<string, string> {
  const texts = new Map<string, string>();
  for (const path of publishedPaths(site)) {
    const text = publishedText(site, path);
    if (text !== null) texts.set(path, text);
  }
  for (const [path, text] of Object.entries(files)) {
    if (text === null) texts.delete(path);
    else texts.set(path, text);
  }
  return new Map([...texts].sort(([a], [b]) => a.localeCompare(b)));
}
