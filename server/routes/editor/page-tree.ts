import type { TextPair } from '../../../rules/text/pick-text.ts';
import type { EditorTreePage } from '../../../schemas/api/editor/editor.ts';
import type { Page } from '../../../schemas/site/page.schema.ts';

/** One page of the editor's page manager (schemas/api/editor/editor.ts). */
export type TreePage = EditorTreePage;

/** The page tree of pages.json as the page manager shows it (pure). */
export function pageTree(pages: readonly Page[]): TreePage[] {
  const walk = (list: readonly Page[], base: string, parent: TextPair | null): TreePage[] =>
    list.map((page, index) => {
      const pointer = `${base}/${index}`;
      const paths = { fr: `${parent ? parent.fr : ''}/${page.url.fr}`, en: `${parent ? parent.en : '/en'}/${page.url.en}` };
      return {
        id: page.id,
        idParent: page.idParent,
        order: page.order,
        pointer,
        title: page.title,
        menuTitle: page.menuTitle ?? null,
        url: page.url,
        paths,
        showInMenu: page.showInMenu,
        isValid: page.isValid,
        component: page.cms.route ? `components/${page.cms.route}.json` : null,
        children: walk(page.children, `${pointer}/children`, paths),
      };
    });
  return walk(pages, '/pages', null);
}
