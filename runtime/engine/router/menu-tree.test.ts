import { describe, expect, it } from 'vitest';
import type { ServedPage } from '../../../schemas/api/pages.ts';
import { menuItems, pagePathByRoute } from './menu-tree.ts';

const pages: ServedPage[] = [
  { id: 60, order: 60, title: 'Nous contacter', menuTitle: 'Contact', url: 'nous-contacter', showInMenu: true, cms: { route: 'nous-contacter' } },
  {
    id: 50,
    order: 50,
    title: 'L’entreprise',
    url: 'entreprise',
    isText: true,
    showInMenu: true,
    children: [
      { id: 53, order: 20, title: 'Notre histoire', url: 'notre-histoire', showInMenu: true },
      { id: 51, order: 0, title: 'Qui sommes-nous ?', url: 'qui-sommes-nous', showInMenu: true },
      { id: 54, order: 30, title: 'Brouillon', url: 'brouillon', showInMenu: false },
    ],
  },
  { id: 10, order: 10, title: 'Location de car avec chauffeur', menuTitle: 'Location de car', url: 'location-car-avec-chauffeur', showInMenu: true },
  { id: 70, order: 5, title: 'Caché', url: 'cache', showInMenu: false },
  { id: 80, order: 70, title: 'Blog', url: 'blog', showInMenu: true, link: { type: 'EXTERNAL', url: 'https://blog.example.org' } } as ServedPage,
];

describe('menuItems', () => {
  it('keeps the pages shown in the menu, sorted by order, with their menu titles', () => {
    expect(menuItems(pages, 'fr_FR').map((item) => item.label)).toEqual(['Location de car', 'L’entreprise', 'Contact', 'Blog']);
  });
  it('gives a text-only parent no link, and its children nested paths', () => {
    const company = menuItems(pages, 'fr_FR')[1];
    expect(company?.href).toBeNull();
    expect(company?.children.map((child) => [child.label, child.href])).toEqual([
      ['Qui sommes-nous ?', '/entreprise/qui-sommes-nous'],
      ['Notre histoire', '/entreprise/notre-histoire'],
    ]);
  });
  it('prefixes English paths and keeps external links as written', () => {
    const items = menuItems(pages, 'en');
    expect(items[0]?.href).toBe('/en/location-car-avec-chauffeur');
    expect(items[3]).toMatchObject({ href: 'https://blog.example.org', external: true });
  });
  it('puts an internal link target in the menu’s language', () => {
    const shop = { id: 90, order: 80, title: 'Boutique', url: 'boutique', showInMenu: true, link: { type: 'INTERNAL', url: '/products/search' } } as ServedPage;
    expect(menuItems([shop], 'fr_FR')[0]?.href).toBe('/products/search');
    expect(menuItems([shop], 'en')[0]).toMatchObject({ href: '/en/products/search', external: false });
  });
});

describe('menuItems: a page’s menuIcon and reload (§3, decision 0062)', () => {
  it('gives each entry its page’s icon and whether it loads a whole new document', () => {
    const tree = [
      { id: 1, order: 0, title: 'Car PMR', url: 'car-pmr', showInMenu: true, menuIcon: '/media/icons/pmr.svg', reload: true },
      { id: 2, order: 1, title: 'Contact', url: 'contact', showInMenu: true },
    ] as ServedPage[];
    expect(menuItems(tree, 'fr_FR').map(({ icon, reload }) => ({ icon, reload }))).toEqual([
      { icon: '/media/icons/pmr.svg', reload: true },
      { icon: null, reload: false },
    ]);
  });
});

describe('pagePathByRoute', () => {
  it('finds a page by its component route, in the locale', () => {
    expect(pagePathByRoute(pages, 'nous-contacter', 'en')).toBe('/en/nous-contacter');
    expect(pagePathByRoute(pages, 'missing', 'fr_FR')).toBeNull();
  });
});
