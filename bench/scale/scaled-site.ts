import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ScaledSiteOptions {
  /** Folder name of the copy (also its `name` and the first label of its host, `<name>.localhost`). */
  name: string;
  idSite: number;
  /** Sections added at the top level of the tree. */
  sections: number;
  /** Pages under each section. */
  pagesPerSection: number;
}

export interface ScaledSite {
  dir: string;
  host: string;
  /** Pages in the copy's tree (the source's and the added ones). */
  pageCount: number;
  /** A page added deepest in the tree (French path), to measure against the source's pages. */
  deepPath: string;
}

interface TreePage {
  id: number;
  children?: TreePage[];
}

function countPages(pages: readonly TreePage[]): number {
  return pages.reduce((sum, page) => sum + 1 + countPages(page.children ?? []), 0);
}

function maxId(pages: readonly TreePage[]): number {
  return pages.reduce((max, page) => Math.max(max, page.id, maxId(page.children ?? [])), 0);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** One page of the added sections: a real page of the tree (every §3 field), out of the menu. */
function addedPage(id: number, idParent: number | null, order: number, route: string, slug: { fr: string; en: string }, title: { fr: string; en: string }, children: unknown[]) {
  return {
    id,
    idParent,
    order,
    type: null,
    isValid: true,
    isText: false,
    showInMenu: false,
    isFixedOnRight: false,
    useAbsoluteMenu: false,
    reload: false,
    menuIcon: null,
    cms: { isCmsPage: true, route },
    isCustomHeader: false,
    isCustomFooter: false,
    isEcommercePage: false,
    link: { type: 'NONE', url: '', jsCode: '' },
    title,
    menuTitle: title,
    metaDescription: { fr: `${title.fr} : une page du banc d'essai à grande échelle.`, en: `${title.en}: a page of the large-scale bench.` },
    url: slug,
    rightPages: { fr: [], en: [] },
    children,
  };
}

/**
 * Copies the site folder `sourceDir` to `<targetRoot>/<name>` with its own idSite and host, and
 * adds `sections` top-level sections of `pagesPerSection` pages each to its page tree. The added
 * pages reuse the layouts of the source's first page with children (section) and of that page's
 * first child (leaf), stay out of the menu (a 10,000-entry menu is no real site's), and get
 * unique ids above the source's. Nothing else changes: the source's pages keep their paths.
 */
export function writeScaledSite(sourceDir: string, targetRoot: string, options: ScaledSiteOptions): ScaledSite {
  const { name, idSite, sections, pagesPerSection } = options;
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`scaled site name must be lower-case letters, digits and dashes, got "${name}"`);
  if (!Number.isInteger(sections) || sections < 1 || !Number.isInteger(pagesPerSection) || pagesPerSection < 1) {
    throw new Error(`sections and pagesPerSection must be positive whole numbers, got ${sections} and ${pagesPerSection}`);
  }
  const dir = join(targetRoot, name);
  const host = `${name}.localhost`;
  cpSync(sourceDir, dir, { recursive: true });

  const siteFile = join(dir, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(siteFile, JSON.stringify({ ...site, idSite, name, hosts: [host] }, null, 2));

  const pagesFile = join(dir, 'pages.json');
  const document = JSON.parse(readFileSync(pagesFile, 'utf8')) as { pages: (TreePage & { cms?: { route?: string } })[] };
  const model = document.pages.find((page) => (page.children ?? []).length > 0 && page.cms?.route);
  const leafModel = model?.children?.[0] as (TreePage & { cms?: { route?: string } }) | undefined;
  if (!model?.cms?.route || !leafModel?.cms?.route) throw new Error(`${pagesFile}: no top-level page with a child, both with a cms.route, to model the added pages on`);
  let nextId = maxId(document.pages) + 1;
  const lastOrder = document.pages.length * 10;
  let deepPath = '';
  for (let s = 1; s <= sections; s++) {
    const sectionId = nextId++;
    const sectionSlug = { fr: `rubrique-${pad(s, 3)}`, en: `section-${pad(s, 3)}` };
    const children = [];
    for (let p = 1; p <= pagesPerSection; p++) {
      const slug = { fr: `page-${pad(s, 3)}-${pad(p, 3)}`, en: `page-${pad(s, 3)}-${pad(p, 3)}` };
      children.push(addedPage(nextId++, sectionId, p, leafModel.cms.route, slug, { fr: `Page ${p} de la rubrique ${s}`, en: `Page ${p} of section ${s}` }, []));
      deepPath = `/${sectionSlug.fr}/${slug.fr}`;
    }
    document.pages.push(addedPage(sectionId, null, lastOrder + s, model.cms.route, sectionSlug, { fr: `Rubrique ${s}`, en: `Section ${s}` }, children) as never);
  }
  writeFileSync(pagesFile, JSON.stringify(document));
  return { dir, host, pageCount: countPages(document.pages), deepPath };
}
