import { resolveLocalized, type Page } from '../../../schemas/index.ts';
import type { ResolvedPage } from '../../../schemas/api/pages.ts';
import type { PageIndex } from '../../config/page-index.ts';
import type { Locale } from '../../../rules/locale.ts';

/** Resolves one page and its published sub-tree for `lang`; unpublished pages (`isValid` false) are left out. */
export function resolvePage(page: Page, index: PageIndex, idSite: number, lang: Locale): ResolvedPage {
  const { children, ...rest } = page;
  const paths = index.byId.get(page.id)?.paths ?? { fr: `/${page.url.fr}`, en: `/en/${page.url.en}` };
  return {
    ...resolveLocalized(rest, lang),
    idSite,
    paths,
    children: [...children]
      .filter((child) => child.isValid)
      .sort((a, b) => a.order - b.order)
      .map((child) => resolvePage(child, index, idSite, lang)),
  };
}

/** The whole published tree, in menu order. */
export function resolveTree(pages: readonly Page[], index: PageIndex, idSite: number, lang: Locale): ResolvedPage[] {
  return [...pages]
    .filter((page) => page.isValid)
    .sort((a, b) => a.order - b.order)
    .map((page) => resolvePage(page, index, idSite, lang));
}
