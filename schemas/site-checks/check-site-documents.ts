import type { ComponentDocument } from '../site/component.schema.ts';
import type { ValidationError } from '../errors/format-errors.ts';
import type { PagesDocument } from '../site/page.schema.ts';
import type { ParametersDocument } from '../site/parameters.schema.ts';
import { checkComponentLinks, checkLegalTextLinks, checkPageLinks } from './internal-links.ts';
import type { LinkTargets } from './internal-links.ts';
import { checkLegalPlaceholders } from './legal-placeholders.ts';
import { checkPageLanguages } from './page-languages.ts';
import { pagePathSets } from './page-paths.ts';
import { checkUniqueSlugs } from './unique-slugs.ts';

/** An error in one file of a site folder; `file` is the path inside the folder (`pages.json`). */
export type SiteCheckError = ValidationError & { file: string };

/** The documents of one site that passed their schema, and every file path of the folder. */
export interface SiteDocuments {
  files: Set<string>;
  pages?: PagesDocument;
  parameters?: ParametersDocument;
  /** Path inside the site folder (`components/home.json`) → component config. */
  components: Map<string, ComponentDocument>;
}

const inFile = (file: string) => (error: ValidationError): SiteCheckError => ({ file, ...error });

/**
 * The rules that span the documents of a site: unique slugs per parent and language, both
 * languages on every page, links to pages that exist, known legal placeholders. Link checks
 * need a valid pages.json (they are skipped otherwise). Block types are checked per file
 * (checkSiteFile).
 */
export function checkSiteDocuments(documents: SiteDocuments): SiteCheckError[] {
  const errors: SiteCheckError[] = [];
  const { pages, parameters, components } = documents;
  const targets: LinkTargets | undefined = pages ? { pages: pagePathSets(pages.pages), files: documents.files } : undefined;
  if (pages) {
    errors.push(...[...checkUniqueSlugs(pages), ...checkPageLanguages(pages)].map(inFile('pages.json')));
    if (targets) errors.push(...checkPageLinks(pages, targets).map(inFile('pages.json')));
  }
  if (parameters) {
    errors.push(...checkLegalPlaceholders(parameters).map(inFile('parameters.json')));
    if (targets) errors.push(...checkLegalTextLinks(parameters, targets).map(inFile('parameters.json')));
  }
  if (targets) for (const [file, component] of components) errors.push(...checkComponentLinks(component, targets).map(inFile(file)));
  return errors;
}
