import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A page of a site's tree, as a visitor reaches it in each language. */
export interface TreePage {
  id: number;
  depth: number;
  order: number;
  isText: boolean;
  showInMenu: boolean;
  parentId: number | null;
  title: { fr: string; en: string };
  menuTitle: { fr: string; en: string };
  metaDescription: { fr: string; en: string };
  path: { fr: string; en: string };
}

interface RawPage {
  id: number;
  order: number;
  isText: boolean;
  showInMenu: boolean;
  title: { fr: string; en: string };
  menuTitle: { fr: string; en: string };
  metaDescription: { fr: string; en: string };
  url: { fr: string; en: string };
  children?: RawPage[];
}

/** Reads `site-configs/<site>/pages.json` and lists every page with its path per language. */
export function sitePages(site: string): TreePage[] {
  const file = path.join(process.cwd(), 'site-configs', site, 'pages.json');
  const tree = JSON.parse(readFileSync(file, 'utf8')) as { pages: RawPage[] };
  const out: TreePage[] = [];
  const walk = (pages: RawPage[], parent: TreePage | null, depth: number) => {
    for (const page of pages) {
      const entry: TreePage = {
        id: page.id,
        depth,
        order: page.order,
        isText: page.isText,
        showInMenu: page.showInMenu,
        parentId: parent?.id ?? null,
        title: page.title,
        menuTitle: page.menuTitle,
        metaDescription: page.metaDescription,
        path: {
          fr: `${parent ? parent.path.fr : ''}/${page.url.fr}`,
          en: `${parent ? parent.path.en : '/en'}/${page.url.en}`,
        },
      };
      out.push(entry);
      walk(page.children ?? [], entry, depth + 1);
    }
  };
  walk(tree.pages, null, 0);
  return out;
}
