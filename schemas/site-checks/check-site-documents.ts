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
import { memoByObject } from './memo-by-object.ts';
import type { Lang } from '../../rules/locale.ts';

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

// A store reload hands unchanged documents on as the same objects: the checks of a document that
// did not change (with the same link targets) are not run again, so a reload after one file
// changed costs that file's checks, whatever the size of the page tree.
const pathSetsOf = memoByObject<PagesDocument, Record<Lang, Set<string>>>();
const treeErrorsOf = memoByObject<PagesDocument, SiteCheckError[]>();
const pageLinkErrorsOf = memoByObject<PagesDocument, SiteCheckError[]>();
const legalLinkErrorsOf = memoByObject<ParametersDocument, SiteCheckError[]>();
const placeholderErrorsOf = memoByObject<ParametersDocument, SiteCheckError[]>();
const componentLinkErrorsOf = memoByObject<ComponentDocument, SiteCheckError[]>();

/**
 * The rules that span the documents of a site: unique slugs per parent and language, both
 * languages on every page, links to pages that exist, known legal placeholders. Link checks
 * need a valid pages.json (they are skipped otherwise). Block types are checked per file
 * (checkSiteFile).
 */
export function checkSiteDocuments(documents: SiteDocuments): SiteCheckError[] {
  const errors: SiteCheckError[] = [];
  const { pages, parameters, components } = documents;
  const targets: LinkTargets | undefined = pages ? { pages: pathSetsOf(pages, [], () => pagePathSets(pages.pages)), files: documents.files } : undefined;
  // A link's result depends on the page tree and on the folder's files (`/media/…` links).
  const linkInputs = [pages, [...documents.files].sort().join('\u0000')];
  if (pages) {
    errors.push(...treeErrorsOf(pages, [], () => [...checkUniqueSlugs(pages), ...checkPageLanguages(pages)].map(inFile('pages.json'))));
    if (targets) errors.push(...pageLinkErrorsOf(pages, linkInputs, () => checkPageLinks(pages, targets).map(inFile('pages.json'))));
  }
  if (parameters) {
    errors.push(...placeholderErrorsOf(parameters, [], () => checkLegalPlaceholders(parameters).map(inFile('parameters.json'))));
    if (targets) errors.push(...legalLinkErrorsOf(parameters, linkInputs, () => checkLegalTextLinks(parameters, targets).map(inFile('parameters.json'))));
  }
  if (targets) {
    for (const [file, component] of components) {
      errors.push(...componentLinkErrorsOf(component, [file, ...linkInputs], () => checkComponentLinks(component, targets).map(inFile(file))));
    }
  }
  return errors;
}
