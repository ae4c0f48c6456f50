import type { Page } from '../site/page.schema.ts';

/** A valid page for tests of the site checks: `page(10, 'voyages', 'trips', { children })`. */
export function page(id: number, fr: string, en: string, extra: Partial<Page> = {}): Page {
  return {
    id,
    idParent: null,
    order: 0,
    isValid: true,
    showInMenu: true,
    cms: { isCmsPage: false, route: null },
    link: { type: 'NONE' },
    title: { fr: `Titre ${fr}`, en: `Title ${en}` },
    menuTitle: { fr, en },
    metaDescription: { fr: `Page ${fr}`, en: `Page ${en}` },
    url: { fr, en },
    children: [],
    ...extra,
  };
}

/** A pages.json document holding `pages`. */
export function pagesDocument(pages: Page[]) {
  return { $schema: '../../schemas/json/pages.schema.json', schemaVersion: 1 as const, pages };
}
