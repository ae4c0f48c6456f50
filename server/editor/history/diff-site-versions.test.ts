import { describe, expect, it } from 'vitest';
import { diffLayouts, diffSiteVersions } from './diff-site-versions.ts';

const pages = (title: string, extra: Record<string, unknown>[] = []) => ({
  pages: [
    { id: 1, title: { fr: title, en: 'Home' }, cms: { route: 'home' }, children: [{ id: 2, title: { fr: 'Contact', en: 'Contact' }, cms: { route: 'contact' }, children: [] }] },
    ...extra,
  ],
});
const home = (blocks: unknown[], title = 'Accueil') => ({ slug: 'home', config: { title: { fr: title, en: 'Home' }, layout: blocks } });
const hero = (text: string) => ({ key: 'h1', type: 'hero', props: { title: { fr: text, en: 'Welcome' } } });
const text = { key: 't1', type: 'text', props: { html: { fr: '<p>a</p>', en: '<p>a</p>' } } };

describe('diffSiteVersions', () => {
  it('names the page, the block by its key and the field of a one-field change', () => {
    const diff = diffSiteVersions(
      { 'pages.json': pages('Accueil'), 'components/home.json': home([hero('Bienvenue'), text]) },
      { 'pages.json': pages('Accueil'), 'components/home.json': home([hero('Bonjour'), text]) },
    );
    expect(diff).toEqual({
      pages: [{
        page: { id: 1, title: { fr: 'Accueil', en: 'Home' } }, status: 'changed', settings: [],
        blocks: [{ key: 'h1', type: 'hero', status: 'changed', fields: [{ path: ['title', 'fr'], before: 'Bienvenue', after: 'Bonjour' }] }],
      }],
      files: [],
    });
  });

  it('lists a page added with its blocks, a page setting changed, and another file', () => {
    const diff = diffSiteVersions(
      { 'pages.json': pages('Accueil'), 'components/home.json': home([]), 'site.json': { name: 'A' } },
      {
        'pages.json': pages('Accueil !', [{ id: 3, title: { fr: 'Noël', en: 'Christmas' }, cms: { route: 'noel' }, children: [] }]),
        'components/home.json': home([]), 'components/noel.json': home([text], 'Noël'), 'site.json': { name: 'B' },
      },
    );
    expect(diff.pages.map((page) => [page.page.id, page.status])).toEqual([[1, 'changed'], [3, 'added']]);
    expect(diff.pages[0]!.settings).toEqual([{ path: ['title', 'fr'], before: 'Accueil', after: 'Accueil !' }]);
    expect(diff.pages[1]!.blocks).toEqual([{ key: 't1', type: 'text', status: 'added', to: 1, fields: [
      { path: ['html', 'fr'], before: null, after: '<p>a</p>' }, { path: ['html', 'en'], before: null, after: '<p>a</p>' },
    ] }]);
    expect(diff.files).toEqual([{ file: 'site.json', status: 'changed', fields: [{ path: ['name'], before: 'A', after: 'B' }] }]);
  });

  it('names the home page (no entry in pages.json) and a component no page shows by its title', () => {
    const diff = diffSiteVersions(
      { 'components/home.json': home([hero('a')]), 'components/footer.json': { config: { title: { fr: 'Pied', en: 'Footer' }, layout: [] } } },
      { 'components/home.json': home([hero('b')]), 'components/footer.json': { config: { title: { fr: 'Pied', en: 'Footer' }, layout: [text] } } },
    );
    expect(diff.pages.map((page) => [page.page, page.blocks.map((block) => block.status)])).toEqual([
      [{ id: null, title: { fr: 'Pied', en: 'Footer' } }, ['added']],
      [{ id: null, title: { fr: 'Accueil', en: 'Home' } }, ['changed']],
    ]);
    expect(diff.files).toEqual([]);
  });

  it('finds nothing between two equal versions', () => {
    const docs = { 'pages.json': pages('Accueil'), 'components/home.json': home([hero('a'), text]) };
    expect(diffSiteVersions(docs, structuredClone(docs))).toEqual({ pages: [], files: [] });
  });
});

describe('diffLayouts', () => {
  it('says a block moved among those kept, and one removed, without calling the others moved', () => {
    const a = { key: 'a', type: 'hero' };
    const b = { key: 'b', type: 'text' };
    const c = { key: 'c', type: 'gallery' };
    expect(diffLayouts([a, b, c], [a, c])).toEqual([{ key: 'b', type: 'text', status: 'removed', from: 2, fields: [] }]);
    expect(diffLayouts([a, b, c], [b, a, c])).toEqual([
      { key: 'b', type: 'text', status: 'moved', from: 2, to: 1, fields: [] },
      { key: 'a', type: 'hero', status: 'moved', from: 1, to: 2, fields: [] },
    ]);
  });
});
