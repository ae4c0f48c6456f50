import { isAbsolute, join, relative } from 'node:path';
import { checkAcrossFiles, checkSiteFile } from './check-site-file.ts';
import type { BlockChecks, SiteFileDocument } from './check-site-file.ts';
import { documentKinds } from './document-kinds.ts';
import type { ValidationError } from '../errors/format-errors.ts';
import { positionAt } from '../errors/json-positions.ts';
import type { JsonPositions } from '../errors/json-positions.ts';
import { filesOf, overlaidFiles, parseSiteFile, readSiteFile, siteFolders, type SiteOverlay } from './site-files.server.ts';
import { kindOfFile } from './validate-document.ts';

export { expectedSchemaRef, siteFolders } from './site-files.server.ts';

/**
 * One problem in one file; `file` is relative to the site-configs root (`autocars/pages.json`),
 * `line` and `column` (from 1) locate the pointed value (or key) in the file as written.
 */
export interface FileError extends ValidationError {
  file: string;
  line?: number;
  column?: number;
}

export interface SitesReport {
  sites: string[];
  files: number;
  errors: FileError[];
  /** Files (relative to the root) with an older schemaVersion: rewritten with `fix`, else to fix. */
  upgraded: string[];
}

/** The blocks to check (loadBlockChecks), and `fix`: rewrite documents upgraded by a migration. */
export interface ValidateSitesOptions extends BlockChecks {
  fix?: boolean;
}

/** The path `npm run validate` prints: relative to the working directory when inside it, else absolute. */
export function shownPath(root: string, file: string, cwd = process.cwd()): string {
  const path = join(root, file);
  const rel = relative(cwd, path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/** Gives each error the line and column of its pointer in its file, and the site in its path. */
export function locateErrors(site: string, errors: readonly FileError[], positions: ReadonlyMap<string, JsonPositions>): FileError[] {
  const located = errors.map((error): FileError => {
    const map = positions.get(error.file);
    const at = error.line === undefined && map ? positionAt(map, error.pointer, error.onKey) : undefined;
    return { ...error, file: `${site}/${error.file}`, ...(at ? { line: at.line, column: at.column } : {}) };
  });
  return located.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/**
 * Validates every document of one site folder, then the rules that span its documents. With an
 * `overlay` (the editor's draft), its files are validated in place of the disk's (never rewritten).
 */
export function validateSite(root: string, site: string, options: ValidateSitesOptions = {}, overlay?: SiteOverlay): { files: number; errors: FileError[]; upgraded: string[] } {
  const dir = join(root, site);
  const errors: FileError[] = [];
  const upgraded: string[] = [];
  const all = overlaidFiles(filesOf(dir), overlay);
  const relPaths = all.filter((rel) => rel.endsWith('.json'));
  const positions = new Map<string, JsonPositions>();
  const push = (rel: string, list: ValidationError[]) => errors.push(...list.map((e) => ({ file: rel, ...e })));
  if (!relPaths.includes('site.json')) push('site.json', [{ pointer: '', message: 'missing: every site folder needs a site.json' }]);
  const documents = new Map<string, SiteFileDocument>();
  for (const rel of relPaths) {
    const kind = kindOfFile(rel);
    if (!kind) {
      const known = Object.values(documentKinds).map((k) => k.match).join(', ');
      push(rel, [{ pointer: '', message: `no document kind matches this path (known: ${known})` }]);
      continue;
    }
    const drafted = overlay?.get(rel);
    const read = typeof drafted === 'string' ? parseSiteFile(drafted, kind) : readSiteFile(join(dir, rel), kind, options.fix);
    if (!read.ok) {
      errors.push({ file: rel, pointer: '', message: read.message, line: read.line, column: read.column });
      continue;
    }
    positions.set(rel, read.positions);
    if (read.upgraded) upgraded.push(`${site}/${rel}`);
    const checked = checkSiteFile(site, rel, kind, read.json, options);
    push(rel, checked.errors);
    if (checked.document !== undefined) documents.set(rel, { kind, document: checked.document });
  }
  errors.push(...checkAcrossFiles(new Set(all), documents));
  return { files: relPaths.length, errors: locateErrors(site, errors, positions), upgraded };
}

/** Validates every site folder of `root`, or only `only`. */
export function validateSites(root: string, only?: string, options: ValidateSitesOptions = {}): SitesReport {
  const all = siteFolders(root);
  if (only !== undefined && !all.includes(only)) {
    return {
      sites: [],
      files: 0,
      upgraded: [],
      errors: [{ file: only, pointer: '', message: `no site folder "${only}" in ${root} (sites: ${all.join(', ') || 'none'})` }],
    };
  }
  const sites = only === undefined ? all : [only];
  const report: SitesReport = { sites, files: 0, errors: [], upgraded: [] };
  for (const site of sites) {
    const { files, errors, upgraded } = validateSite(root, site, options);
    report.files += files;
    report.errors.push(...errors);
    report.upgraded.push(...upgraded);
  }
  return report;
}
