import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { checkBlockProps } from './block-props.server.ts';
import type { BlockPropsValidators } from './block-props.server.ts';
import { checkCatalogueReferences } from './catalogue-references.ts';
import { documentKinds } from './document-kinds.ts';
import type { ValidationError } from './format-errors.ts';
import { kindOfFile, validateDocument } from './validate-document.ts';

/** One problem in one file; `file` is relative to the site-configs root (`autocars/pages.json`). */
export interface FileError extends ValidationError {
  file: string;
}

export interface SitesReport {
  sites: string[];
  files: number;
  errors: FileError[];
}

function jsonFilesOf(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsonFilesOf(path));
    else if (entry.name.endsWith('.json')) out.push(path);
  }
  return out.sort();
}

/** The `$schema` value a document at `relPath` (inside its site folder) must carry. */
export function expectedSchemaRef(relPath: string, kind: string): string {
  const depth = relPath.split('/').length + 1;
  return `${'../'.repeat(depth)}schemas/json/${kind}.schema.json`;
}

/** Site folders of `root`, sorted; an absent root has none. */
export function siteFolders(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).filter((name) => !name.startsWith('.') && statSync(join(root, name)).isDirectory()).sort();
}

/**
 * Validates every JSON file of one site folder, plus the rules that span its files. With
 * `blocks` (see loadBlockPropsValidators), the props of every block of every component too.
 */
export function validateSite(root: string, site: string, blocks?: BlockPropsValidators): { files: number; errors: FileError[] } {
  const dir = join(root, site);
  const errors: FileError[] = [];
  const files = jsonFilesOf(dir);
  const relPaths = files.map((file) => relative(dir, file).split(sep).join('/'));
  const at = (rel: string) => `${site}/${rel}`;
  if (!relPaths.includes('site.json')) errors.push({ file: at('site.json'), pointer: '', message: 'missing: every site folder needs a site.json' });
  const components = new Set(relPaths.filter((p) => kindOfFile(p) === 'component').map((p) => p.slice('components/'.length, -'.json'.length)));
  const valid: Record<string, unknown> = {};
  files.forEach((file, index) => {
    const rel = relPaths[index] ?? '';
    const kind = kindOfFile(rel);
    if (!kind) {
      const known = Object.values(documentKinds).map((k) => k.match).join(', ');
      errors.push({ file: at(rel), pointer: '', message: `no document kind matches this path (known: ${known})` });
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      errors.push({ file: at(rel), pointer: '', message: `invalid JSON: ${(error as Error).message}` });
      return;
    }
    const result = validateDocument(kind, json, rel);
    errors.push(...result.errors.map((e) => ({ file: at(rel), ...e })));
    if (!result.valid) return;
    valid[kind] = result.document;
    const ref = (result.document as { $schema: string }).$schema;
    const expected = expectedSchemaRef(rel, kind);
    if (ref !== expected) errors.push({ file: at(rel), pointer: '/$schema', message: `must be "${expected}" (got "${ref}")` });
    if (kind === 'site') {
      const name = (result.document as { name: string }).name;
      if (name !== site) errors.push({ file: at(rel), pointer: '/name', message: `must equal the folder name "${site}" (got "${name}")` });
    }
    if (kind === 'component' && blocks) {
      errors.push(...checkBlockProps(result.document as never, blocks).map((e) => ({ file: at(rel), ...e })));
    }
    if (kind === 'pages') errors.push(...missingComponents(result.document as PagesLike, components).map((e) => ({ file: at(rel), ...e })));
  });
  for (const error of checkCatalogueReferences(valid)) errors.push({ ...error, file: at(error.file) });
  return { files: files.length, errors };
}

interface PagesLike {
  pages: PageLike[];
}
interface PageLike {
  cms: { isCmsPage: boolean; route: string | null };
  children: PageLike[];
}

/** A CMS page must name a component config that exists: components/<cms.route>.json. */
function missingComponents(document: PagesLike, components: Set<string>): ValidationError[] {
  const errors: ValidationError[] = [];
  const walk = (pages: PageLike[], base: string) =>
    pages.forEach((page, index) => {
      const pointer = `${base}/${index}`;
      const route = page.cms.route;
      if (page.cms.isCmsPage && !route) errors.push({ pointer: `${pointer}/cms/route`, message: 'a CMS page needs a route' });
      else if (page.cms.isCmsPage && route && !components.has(route)) {
        errors.push({ pointer: `${pointer}/cms/route`, message: `no component config components/${route}.json` });
      }
      walk(page.children, `${pointer}/children`);
    });
  walk(document.pages, '/pages');
  return errors;
}

/** Validates every site folder of `root`, or only `only`. */
export function validateSites(root: string, only?: string, blocks?: BlockPropsValidators): SitesReport {
  const all = siteFolders(root);
  if (only !== undefined && !all.includes(only)) {
    return { sites: [], files: 0, errors: [{ file: only, pointer: '', message: `no site folder "${only}" in ${root} (sites: ${all.join(', ') || 'none'})` }] };
  }
  const sites = only === undefined ? all : [only];
  const report: SitesReport = { sites, files: 0, errors: [] };
  for (const site of sites) {
    const { files, errors } = validateSite(root, site, blocks);
    report.files += files;
    report.errors.push(...errors);
  }
  return report;
}
