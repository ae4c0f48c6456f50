import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../engine/router/menu-tree.ts';
import { menuTrail } from './menu-trail.ts';

const item = (id: number, label: string, href: string | null, children: MenuItem[] = []): MenuItem => ({ id, label, href, external: false, children });

const menu: MenuItem[] = [
  item(10, 'Le domaine', '/le-domaine', [item(14, 'Galerie', '/le-domaine/galerie-photos')]),
  item(20, 'Services', null, [item(21, 'Séjours', '/services/sejours', [item(211, 'Classe de mer', '/services/sejours/classe-de-mer')])]),
  item(40, 'Actualités', '/actualites'),
];

describe('menuTrail', () => {
  it('gives the parents of a page from the top of the menu down, ending with the page', () => {
    expect(menuTrail(menu, '/le-domaine/galerie-photos')).toEqual([
      { name: 'Le domaine', href: '/le-domaine' },
      { name: 'Galerie', href: '/le-domaine/galerie-photos' },
    ]);
  });

  it('keeps a text-only parent as a step without a link', () => {
    expect(menuTrail(menu, '/services/sejours/classe-de-mer/')).toEqual([
      { name: 'Services' },
      { name: 'Séjours', href: '/services/sejours' },
      { name: 'Classe de mer', href: '/services/sejours/classe-de-mer' },
    ]);
  });

  it('ignores case, a query and a trailing slash, and finds a top-level page', () => {
    expect(menuTrail(menu, '/Actualites/?page=2')).toEqual([{ name: 'Actualités', href: '/actualites' }]);
  });

  it('gives nothing for a page the menu does not link to', () => {
    expect(menuTrail(menu, '/ailleurs')).toEqual([]);
  });
});
