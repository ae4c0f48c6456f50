import type { ApiClient } from '../../../runtime/engine/api/create-api-client.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { ServedPage } from '../../../schemas/api/pages.ts';
import { siteConfigContracts } from '../../../schemas/api/site/site-contracts.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

/** One layout of a page: the block at position `idLayout` (1-based) of its component config. */
export interface PageLayout {
  idLayout: number;
  type: string;
  props: Record<string, unknown>;
}

export interface PageWithLayouts {
  idPage: number;
  title: string;
  path: string;
  layouts: PageLayout[];
}

function flatten(pages: readonly ServedPage[]): ServedPage[] {
  return pages.flatMap((page) => [page, ...flatten(page.children ?? [])]);
}

/**
 * Every page of the site (the tree in order) with its layouts: each top-level block of the
 * component config its `cms.route` names. A page without a component has no layout.
 */
export async function loadPageLayouts(api: ApiClient, locale: Locale): Promise<PageWithLayouts[]> {
  const tree = await api.call(siteConfigContracts.pageTree, {});
  if (!tree.success) throw new Error(`GET /page failed: ${tree.message}`);
  const pages = flatten(tree.data);
  return Promise.all(pages.map(async (page) => {
    const route = page.cms?.route;
    const component = route ? await api.call(siteConfigContracts.componentConf, { params: { slug: route } }) : null;
    const layout = component?.success ? component.data.config.layout : [];
    return {
      idPage: page.id,
      title: page.title ?? String(page.id),
      path: (page.paths && pickText(page.paths, locale)) ?? '/',
      layouts: layout.map((block, index) => ({ idLayout: index + 1, type: block.type, props: block.props ?? {} })),
    };
  }));
}

/** One layout of one page, or null. */
export async function findPageLayout(api: ApiClient, idPage: number, idLayout: number, locale: Locale): Promise<{ page: PageWithLayouts; layout: PageLayout } | null> {
  const page = (await loadPageLayouts(api, locale)).find((one) => one.idPage === idPage);
  const layout = page?.layouts.find((one) => one.idLayout === idLayout);
  return page && layout ? { page, layout } : null;
}
