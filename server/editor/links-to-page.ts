import type { ComponentDocument } from '../../schemas/site/component.schema.ts';
import type { PagesDocument } from '../../schemas/site/page.schema.ts';
import type { ParametersDocument } from '../../schemas/site/parameters.schema.ts';
import { checkComponentLinks, checkLegalTextLinks, checkPageLinks, type LinkTargets } from '../../schemas/site-checks/internal-links.ts';
import { pageEntries, pagePathSets } from '../../schemas/site-checks/page-paths.ts';
import type { ValidationError } from '../../schemas/errors/format-errors.ts';
import type { LoadedSite } from '../config/loaded-site.ts';
import type { EditorPageLink } from '../../schemas/api/editor/editor.ts';
import { langOfPointer } from './editor-error.ts';

/** A link to a page, where it is written: the file, the JSON pointer of the link, and what holds it (schemas/api/editor/editor.ts). */
export type PageLink = EditorPageLink;

const blockPointer = /^\/config\/layout\/\d+(?:\/slots\/[^/]+\/\d+)*/;

function at(document: unknown, pointer: string): unknown {
  return pointer.split('/').slice(1).reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
}

/**
 * The links that point at page `idPage` (its French or English path), in the page tree, the
 * legal texts and every block: the very link rules of `npm run validate` (internal-links.ts),
 * run once with the page and once without it; the links that break without it are its links.
 * Null when the site has no such page. Used before a page is deleted or renamed.
 */
export function linksToPage(site: LoadedSite, idPage: number): PageLink[] | null {
  const pages = site.document('pages') as PagesDocument | undefined;
  const target = pages ? pageEntries(pages.pages).find((entry) => entry.page.id === idPage) : undefined;
  if (!pages || !target) return null;
  const full = pagePathSets(pages.pages);
  const files = new Set<string>();
  const without: LinkTargets = {
    pages: { fr: new Set([...full.fr].filter((path) => path !== target.paths.fr)), en: new Set([...full.en].filter((path) => path !== target.paths.en)) },
    files,
  };
  const parameters = site.document('parameters') as ParametersDocument | undefined;
  const components = [...site.documents.values()].filter((doc) => doc.kind === 'component');
  const run = (targets: LinkTargets): (ValidationError & { file: string })[] => [
    ...checkPageLinks(pages, targets).map((error) => ({ ...error, file: 'pages.json' })),
    ...(parameters ? checkLegalTextLinks(parameters, targets).map((error) => ({ ...error, file: 'parameters.json' })) : []),
    ...components.flatMap((doc) => checkComponentLinks(doc.json as ComponentDocument, targets).map((error) => ({ ...error, file: doc.path }))),
  ];
  const broken = new Set(run({ pages: full, files }).map((error) => `${error.file}\u0000${error.pointer}`));
  const entries = pageEntries(pages.pages);
  const seen = new Set<string>();
  const links: PageLink[] = [];
  for (const error of run(without)) {
    const key = `${error.file}\u0000${error.pointer}`;
    if (broken.has(key) || seen.has(key)) continue;
    seen.add(key);
    const link: PageLink = { file: error.file, pointer: error.pointer, lang: langOfPointer(error.pointer) };
    if (error.file === 'pages.json') {
      const from = entries.filter((entry) => error.pointer.startsWith(`${entry.pointer}/`)).pop();
      if (from) link.fromPage = from.page.id;
    } else if (error.file !== 'parameters.json') {
      const component = site.documents.get(error.file)!.json as ComponentDocument;
      const block = blockPointer.exec(error.pointer)?.[0] ?? '';
      const type = String((at(component, block) as { type?: unknown } | undefined)?.type ?? '');
      const showing = entries.filter((entry) => entry.page.cms.route === component.slug).map((entry) => entry.page.id);
      link.component = { slug: component.slug, block: { pointer: block, type }, pages: showing };
    }
    links.push(link);
  }
  return links;
}
