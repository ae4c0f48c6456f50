import type { TSchema } from '@sinclair/typebox';
import { checkBlockProps } from './block-props.server.ts';
import type { BlockPropsValidators } from './block-props.server.ts';
import { checkCatalogueReferences } from '../site-checks/catalogue-references.ts';
import type { ComponentDocument } from '../site/component.schema.ts';
import type { DocumentKindName } from './document-kinds.ts';
import type { ValidationError } from '../errors/format-errors.ts';
import { expectedSchemaRef } from './schema-ref.ts';
import { checkBlockTypes } from '../site-checks/block-types.ts';
import { checkBlockSlots } from '../site-checks/block-slots.ts';
import type { BlockSlotRules } from '../site-checks/block-slots.ts';
import { checkSiteDocuments } from '../site-checks/check-site-documents.ts';
import type { SiteCheckError, SiteDocuments } from '../site-checks/check-site-documents.ts';
import { checkMissingComponents } from '../site-checks/missing-components.ts';
import { memoByObject } from '../site-checks/memo-by-object.ts';
import type { PagesDocument } from '../site/page.schema.ts';
import { validateDocument } from './validate-document.ts';

/**
 * The blocks a site may use: props validators, registered types and props schemas (for the HTML
 * props to sanitize), from the blocks' server parts (host/block-server/block-checks.server.ts, handed
 * in by the entry points). Without validators, types or slots, block props, types and slots are not checked.
 */
export interface BlockChecks {
  blocks?: BlockPropsValidators;
  blockTypes?: readonly string[];
  schemas?: ReadonlyMap<string, TSchema>;
  /** The slots each block type declares (name → allowed types), for the blocks nested in them. */
  slots?: BlockSlotRules;
}

/** What the configuration store needs: every block check, as the API serves only checked blocks. */
export type StoreBlockChecks = Required<BlockChecks>;

/** `document`: present once the schema passes (even if other rules fail); `ok`: no error at all. */
export interface CheckedFile {
  ok: boolean;
  document?: unknown;
  errors: ValidationError[];
}

/**
 * Every rule one document must pass on its own: its schema and kind rules (after migrations),
 * its `$schema` path, the folder name (site.json), and for a component the type, the slots and the
 * props of each block (nested ones included) in both languages. `document` is a validated copy with every schema default filled
 * in, block props included: defaults are applied here and nowhere else.
 */
export function checkSiteFile(site: string, rel: string, kind: DocumentKindName, json: unknown, options: BlockChecks = {}): CheckedFile {
  const result = validateDocument(kind, json, rel);
  if (!result.valid) return { ok: false, errors: result.errors };
  const document = result.document as Record<string, unknown>;
  const errors: ValidationError[] = [];
  const expected = expectedSchemaRef(rel, kind);
  if (document.$schema !== expected) errors.push({ pointer: '/$schema', message: `must be "${expected}" (got "${String(document.$schema)}")` });
  if (kind === 'site' && document.name !== site) {
    errors.push({ pointer: '/name', message: `must equal the folder name "${site}" (got "${String(document.name)}")` });
  }
  if (kind === 'component') {
    const component = document as unknown as ComponentDocument;
    if (options.blockTypes) errors.push(...checkBlockTypes(component, options.blockTypes));
    if (options.slots) errors.push(...checkBlockSlots(component, options.slots));
    if (options.blocks) errors.push(...checkBlockProps(component, options.blocks));
  }
  return { ok: errors.length === 0, document, errors };
}

/** One valid document of a site, by its path inside the folder. */
export interface SiteFileDocument {
  kind: DocumentKindName;
  document: unknown;
}

/** Missing components of a page tree, by tree object: checked again only when the tree or the set of component files changes. */
const missingComponentsOf = memoByObject<PagesDocument, SiteCheckError[]>();

/**
 * The rules that span the documents of a site: CMS pages name existing components, unique slugs,
 * both languages, links to pages and files that exist, legal placeholders, catalogue ids.
 * `files` lists every file of the folder (media included); `documents` the valid ones by path.
 */
export function checkAcrossFiles(files: ReadonlySet<string>, documents: ReadonlyMap<string, SiteFileDocument>): SiteCheckError[] {
  const site: SiteDocuments = { files: new Set(files), components: new Map() };
  const byKind: Record<string, unknown> = {};
  for (const [rel, { kind, document }] of documents) {
    if (kind === 'component') site.components.set(rel, document as ComponentDocument);
    else byKind[kind] = document;
  }
  if (byKind.pages) site.pages = byKind.pages as SiteDocuments['pages'];
  if (byKind.parameters) site.parameters = byKind.parameters as SiteDocuments['parameters'];
  const errors: SiteCheckError[] = [];
  const pages = site.pages;
  if (pages) {
    const names = [...site.components.keys()].sort().join('\u0000');
    errors.push(...missingComponentsOf(pages, [names], () => checkMissingComponents(pages, site.components).map((error) => ({ file: 'pages.json', ...error }))));
  }
  errors.push(...checkSiteDocuments(site), ...checkCatalogueReferences(byKind));
  return errors;
}
