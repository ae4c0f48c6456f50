import { describe, expect, it } from 'vitest';
import { addPage, findPage, flattenPages, freeRoute, movePage, placeOf, removePage, updatePage, type PageNode, type PagesDoc } from './page-ops.ts';

const page = (id: number, idParent: number | null, children: PageNode[] = []): PageNode => ({
  id, idParent, order: 0, showInMenu: true, cms: { isCmsPage: true, route: `p${id}` },
  title: { fr: `T${id}`, en: `T${id}` }, url: { fr: `p${id}`, en: `p${id}` }, children, isValid: true,
});
const doc: PagesDoc = { schemaVersion: 1, pages: [page(10, null, [page(11, 10), page(12, 10)]), page(20, null, [page(21, 20)])] };

describe('page operations', () => {
  it('adds a page last under its parent with a new id, the template\'s other fields kept', () => {
    const fields = { title: { fr: 'Coffrets de Noël', en: 'Christmas boxes' }, menuTitle: { fr: 'Noël', en: 'Christmas' }, metaDescription: { fr: 'm', en: 'm' }, url: { fr: 'coffrets-de-noel', en: 'christmas-boxes' }, showInMenu: true };
    const { doc: next, id } = addPage(doc, page(11, 10), 20, 'coffrets-de-noel', fields);
    expect(id).toBe(22);
    const added = findPage(next.pages, 22)!;
    expect(added).toMatchObject({ idParent: 20, cms: { isCmsPage: true, route: 'coffrets-de-noel' }, url: fields.url, isValid: true, children: [] });
    expect(placeOf(next.pages, 22)).toEqual({ parentId: 20, position: 1 });
    expect(findPage(next.pages, 20)!.children.map((one) => one.order)).toEqual([0, 10]);
  });

  it('renames, moves under another parent and removes a page, the others untouched', () => {
    expect(findPage(updatePage(doc, 12, { title: { fr: 'X', en: 'Y' } }).pages, 12)!.title).toEqual({ fr: 'X', en: 'Y' });
    const moved = movePage(doc, 12, 20, 0);
    expect(placeOf(moved.pages, 12)).toEqual({ parentId: 20, position: 0 });
    expect(findPage(moved.pages, 12)!.idParent).toBe(20);
    expect(movePage(doc, 10, 11, 0)).toBe(doc);
    expect(flattenPages(removePage(doc, 10).pages).map((one) => one.page.id)).toEqual([20, 21]);
  });

  it('makes a component route from a slug, free among the taken ones', () => {
    expect(freeRoute('Coffrets de Noël', new Set())).toBe('coffrets-de-noel');
    expect(freeRoute('home', new Set(['home', 'home-2']))).toBe('home-3');
  });
});

describe('page pointers', () => {
  it('names the page and field an error of pages.json points at, and each page\'s paths', async () => {
    const { pageOfPointer, pagePaths } = await import('./page-ops.ts');
    expect(pageOfPointer(doc.pages, '/pages/0/children/1/url/fr')).toEqual({ id: 12, field: '/url/fr' });
    expect(pageOfPointer(doc.pages, '/pages/1')).toEqual({ id: 20, field: '' });
    expect(pageOfPointer(doc.pages, '/other')).toBeNull();
    expect(pagePaths(doc.pages, 21)).toEqual({ fr: '/p20/p21', en: '/en/p20/p21' });
  });
});
