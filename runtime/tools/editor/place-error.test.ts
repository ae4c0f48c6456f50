import { describe, expect, it } from 'vitest';
import { placeError } from './place-error.ts';
import type { PageNode } from './page-ops.ts';

const pages = [{ id: 20, idParent: null, order: 0, showInMenu: true, cms: { isCmsPage: true, route: 'nos-vins' }, title: { fr: 'a', en: 'a' }, url: { fr: 'a', en: 'a' }, children: [] }] as PageNode[];

describe('placeError', () => {
  it('places a block prop error at its block and field, without the language segment', () => {
    expect(placeError({ file: 'components/home.json', pointer: '/config/layout/0/props/title/fr', lang: 'fr', message: 'x' }, pages))
      .toEqual({ kind: 'block', file: 'components/home.json', block: 0, path: [0], field: '/title', lang: 'fr' });
    expect(placeError({ file: 'components/home.json', pointer: '/config/layout/2/props/cta/href', lang: null, message: 'x' }, pages))
      .toEqual({ kind: 'block', file: 'components/home.json', block: 2, path: [2], field: '/cta/href', lang: null });
  });

  it('places an error of a nested block at its path through the slots', () => {
    expect(placeError({ file: 'components/home.json', pointer: '/config/layout/2/slots/more/0/props/button/label/en', lang: 'en', message: 'x' }, pages))
      .toEqual({ kind: 'block', file: 'components/home.json', block: 2, path: [2, 'more', 0], field: '/button/label', lang: 'en' });
  });

  it('places a slot error at its block: a block the slot does not take at that block, an unknown slot at the block that holds it', () => {
    expect(placeError({ file: 'components/home.json', pointer: '/config/layout/2/slots/more/1', lang: null, message: 'x' }, pages))
      .toEqual({ kind: 'block', file: 'components/home.json', block: 2, path: [2, 'more', 1], field: '', lang: null });
    expect(placeError({ file: 'components/home.json', pointer: '/config/layout/2/slots/more/0/slots/mroe', lang: null, message: 'x' }, pages))
      .toEqual({ kind: 'block', file: 'components/home.json', block: 2, path: [2, 'more', 0], field: '', lang: null });
  });

  it('places a page setting error at its page, and anything else in the site', () => {
    expect(placeError({ file: 'pages.json', pointer: '/pages/0/url/en', lang: 'en', message: 'x' }, pages)).toEqual({ kind: 'page', id: 20, field: '/url', lang: 'en' });
    expect(placeError({ file: 'parameters.json', pointer: '/x', lang: null, message: 'x' }, pages)).toEqual({ kind: 'site', file: 'parameters.json' });
  });
});

describe('plainMessage', () => {
  it('names a page by its title where the validator gave its pointer', async () => {
    const { plainMessage } = await import('./place-error.ts');
    expect(plainMessage('adresse française « a » déjà prise par la page sœur /pages/0 (chemin /a)', pages, 'fr')).toBe('adresse française « a » déjà prise par la page sœur « a » (chemin /a)');
    expect(plainMessage('the sibling page at /pages/7 already uses it', pages, 'en')).toBe('the sibling page at /pages/7 already uses it');
  });
});
