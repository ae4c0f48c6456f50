import type { ComponentDocument } from '../site/component.schema.ts';
import { closestMatch } from '../errors/did-you-mean.ts';
import { isFixedRoutePath } from '../site/fixed-routes.ts';
import type { ValidationError } from '../errors/format-errors.ts';
import type { PagesDocument } from '../site/page.schema.ts';
import type { ParametersDocument } from '../site/parameters.schema.ts';
import { walkBlocks } from './block-types.ts';
import { legalTextKeys } from './legal-placeholders.ts';
import type { Lang } from '../../rules/locale.ts';

/** What a site link may point at: tree page paths per language, and the files of the site folder. */
export interface LinkTargets {
  pages: Record<Lang, Set<string>>;
  /** Paths of the site folder's files (`media/logo.svg`), for `/media/…` links. */
  files: Set<string>;
}

const external = /^(https?:|mailto:|tel:|#)/i;
const htmlHref = /href\s*=\s*(["'])(.*?)\1/gi;

/**
 * Why `href` points nowhere, or null when it is fine. Returns the message and a hint. `lang` `any`:
 * a plain string used in both languages, which may point at a page of either.
 */
export function linkProblem(href: string, lang: Lang | 'any', targets: LinkTargets): { message: string; hint?: string } | null {
  if (external.test(href)) return null;
  if (!href.startsWith('/')) {
    return { message: `link "${href}" must be a site path starting with "/", or a tel:, mailto: or https: link` };
  }
  const path = href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  if (path.startsWith('/media/') || path.startsWith('/fonts/')) {
    return targets.files.has(path.slice(1)) ? null : { message: `link "${href}": no file ${path.slice(1)} in the site folder` };
  }
  const langs: Lang[] = lang === 'any' ? ['fr', 'en'] : [lang];
  if (langs.some((l) => targets.pages[l].has(path) || isFixedRoutePath(path, l))) return null;
  const where = lang === 'any' ? '' : lang === 'fr' ? ' in French' : ' in English';
  const closest = closestMatch(path, langs.flatMap((l) => [...targets.pages[l]]));
  return {
    message: `link "${href}" points to no page${where}: neither a page of pages.json nor a fixed route`,
    ...(closest ? { hint: `did you mean "${closest}"?` } : {}),
  };
}

function problemAt(pointer: string, href: string, lang: Lang | 'any', targets: LinkTargets): ValidationError[] {
  const problem = linkProblem(href, lang, targets);
  return problem ? [{ pointer, ...problem }] : [];
}

/** Links inside an HTML string: every `href="…"`. */
function htmlLinks(html: string, pointer: string, lang: Lang | 'any', targets: LinkTargets): ValidationError[] {
  return [...html.matchAll(htmlHref)].flatMap((match) => problemAt(pointer, match[2] ?? '', lang, targets));
}

const isLocalized = (value: unknown): value is { fr: unknown; en: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).sort().join() === 'en,fr';

/** Walks block props: `href` values are links; any other string may hold HTML links. */
function propLinks(value: unknown, pointer: string, lang: Lang | 'any', isHref: boolean, targets: LinkTargets): ValidationError[] {
  if (typeof value === 'string') return isHref ? problemAt(pointer, value, lang, targets) : htmlLinks(value, pointer, lang, targets);
  if (Array.isArray(value)) return value.flatMap((item, i) => propLinks(item, `${pointer}/${i}`, lang, false, targets));
  if (typeof value !== 'object' || value === null) return [];
  if (isLocalized(value)) {
    return (['fr', 'en'] as const).flatMap((l) => propLinks(value[l], `${pointer}/${l}`, l, isHref, targets));
  }
  return Object.entries(value).flatMap(([key, item]) => propLinks(item, `${pointer}/${key}`, lang, key === 'href', targets));
}

/** Links of the blocks of a component config: `href` props and `href="…"` inside HTML props. */
export function checkComponentLinks(document: ComponentDocument, targets: LinkTargets): ValidationError[] {
  const errors: ValidationError[] = [];
  walkBlocks(document.config.layout, '/config/layout', (block, pointer) => {
    errors.push(...propLinks(block.props, `${pointer}/props`, 'any', false, targets));
  });
  return errors;
}

/** `link.url` of pages whose link is INTERNAL. */
export function checkPageLinks(document: PagesDocument, targets: LinkTargets): ValidationError[] {
  const errors: ValidationError[] = [];
  const walk = (pages: PagesDocument['pages'], base: string) =>
    pages.forEach((page, index) => {
      const pointer = `${base}/${index}`;
      if (page.link.type === 'INTERNAL') {
        const url = page.link.url ?? '';
        if (url === '') errors.push({ pointer: `${pointer}/link/url`, message: 'an INTERNAL link needs a url (a site path)' });
        else errors.push(...problemAt(`${pointer}/link/url`, url, 'any', targets));
      }
      walk(page.children, `${pointer}/children`);
    });
  walk(document.pages, '/pages');
  return errors;
}

/** Links inside the legal texts of the site parameters. */
export function checkLegalTextLinks(document: ParametersDocument, targets: LinkTargets): ValidationError[] {
  return document.parameters.flatMap((parameter, index) =>
    (legalTextKeys as readonly string[]).includes(parameter.type)
      ? propLinks(parameter.value, `/parameters/${index}/value`, 'any', false, targets)
      : [],
  );
}
