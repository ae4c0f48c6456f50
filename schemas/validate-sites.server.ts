import { join } from 'node:path';
import { checkBlockProps } from './block-props.server.ts';
import type { BlockPropsValidators } from './block-props.server.ts';
import { checkCatalogueReferences } from './catalogue-references.ts';
import type { ComponentDocument } from './component.schema.ts';
import { documentKinds } from './document-kinds.ts';
import type { ValidationError } from './format-errors.ts';
import { positionAt } from './json-positions.ts';
import type { JsonPositions } from './json-positions.ts';
import { checkMissingComponents } from './site-checks/missing-components.ts';
import { checkSiteDocuments } from './site-checks/check-site-documents.ts';
import type { SiteDocuments } from './site-checks/check-site-documents.ts';
import { expectedSchemaRef } from './schema-ref.ts';
import { filesOf, readSiteFile, siteFolders } from './site-files.server.ts';
import { kindOfFile, validateDocument } from './validate-document.ts';

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

/**
 * `blocks`: props validators (loadBlockPropsValidators); `blockTypes`: registered block types
 * (loadRegisteredBlockTypes); `fix`: rewrite documents upgraded by a migration.
 */
export interface ValidateSitesOptions {
  blocks?: BlockPropsValidators;
  blockTypes?: readonly string[];
  fix?: boolean;
}

/** Validates every document of one site folder, then the rules that span its documents. */
export function validateSite(root: string, site: string, options: ValidateSitesOptions = {}): { files: number; errors: FileError[]; upgraded: string[] } {
  const dir = join(root, site);
  const errors: FileError[] = [];
  const upgraded: string[] = [];
  const all = filesOf(dir);
  const relPaths = all.filter((rel) => rel.endsWith('.json'));
  const positions = new Map<string, JsonPositions>();
  const push = (rel: string, list: ValidationError[]) => errors.push(...list.map((e) => ({ file: rel, ...e })));
  if (!relPaths.includes('site.json')) push('site.json', [{ pointer: '', message: 'missing: every site folder needs a site.json' }]);
  const documents: SiteDocuments = { files: new Set(all), components: new Map() };
  const valid: Record<string, unknown> = {};
  for (const rel of relPaths) {
    const kind = kindOfFile(rel);
    if (!kind) {
      const known = Object.values(documentKinds).map((k) => k.match).join(', ');
      push(rel, [{ pointer: '', message: `no document kind matches this path (known: ${known})` }]);
      continue;
    }
    const read = readSiteFile(join(dir, rel), kind, options.fix);
    if (!read.ok) {
      errors.push({ file: rel, pointer: '', message: read.message, line: read.line, column: read.column });
      continue;
    }
    positions.set(rel, read.positions);
    if (read.upgraded) upgraded.push(`${site}/${rel}`);
    const result = validateDocument(kind, read.json, rel);
    push(rel, result.errors);
    if (!result.valid) continue;
    valid[kind] = result.document;
    const ref = (result.document as { $schema: string }).$schema;
    const expected = expectedSchemaRef(rel, kind);
    if (ref !== expected) push(rel, [{ pointer: '/$schema', message: `must be "${expected}" (got "${ref}")` }]);
    if (kind === 'site') {
      const name = (result.document as { name: string }).name;
      if (name !== site) push(rel, [{ pointer: '/name', message: `must equal the folder name "${site}" (got "${name}")` }]);
    }
    if (kind === 'component') {
      documents.components.set(rel, result.document as ComponentDocument);
      if (options.blocks) push(rel, checkBlockProps(result.document as ComponentDocument, options.blocks));
    }
    if (kind === 'pages') documents.pages = result.document as SiteDocuments['pages'];
    if (kind === 'parameters') documents.parameters = result.document as SiteDocuments['parameters'];
  }
  if (documents.pages) push('pages.json', checkMissingComponents(documents.pages, documents.components));
  errors.push(...checkSiteDocuments(documents, options.blockTypes ? { blockTypes: options.blockTypes } : {}));
  for (const error of checkCatalogueReferences(valid)) errors.push(error);
  const located = errors.map((error): FileError => {
    const map = positions.get(error.file);
    const at = error.line === undefined && map ? positionAt(map, error.pointer, error.onKey) : undefined;
    return { ...error, file: `${site}/${error.file}`, ...(at ? { line: at.line, column: at.column } : {}) };
  });
  located.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return { files: relPaths.length, errors: located, upgraded };
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
