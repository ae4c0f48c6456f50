import { describe, expect, it } from 'vitest';
import { isLinkAddress, linkedPage, searchPages } from './link-target.ts';

const pages = [
  { id: 1, title: { fr: 'Accueil', en: 'Home' }, path: { fr: '/', en: '/en' } },
  { id: 2, title: { fr: 'Coffrets de Noël', en: 'Christmas boxes' }, path: { fr: '/nos-vins/coffrets', en: '/en/our-wines/boxes' } },
];

describe('link targets', () => {
  it('finds the page a value names, by both paths or one plain path', () => {
    expect(linkedPage({ fr: '/nos-vins/coffrets', en: '/en/our-wines/boxes' }, pages)?.id).toBe(2);
    expect(linkedPage('/en', pages)?.id).toBe(1);
    expect(linkedPage('https://example.org', pages)).toBeUndefined();
  });

  it('accepts http(s) with a host, mailto, tel and a site path; refuses javascript:, //host and spaces', () => {
    for (const good of ['https://www.agencebio.org', 'http://a.fr/x?y=1', 'mailto:contact@domaine.fr', 'tel:+33 2 51 67 19 43', '/nos-vins']) expect(isLinkAddress(good), good).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', 'https://', 'www.example.org', 'data:text/html,x', '/a b']) expect(isLinkAddress(bad), bad).toBe(false);
  });

  it('searches titles in both languages and paths, without accents or case', () => {
    expect(searchPages(pages, 'noel', 'fr').map((p) => p.id)).toEqual([2]);
    expect(searchPages(pages, 'christmas', 'fr').map((p) => p.id)).toEqual([2]);
    expect(searchPages(pages, 'our-wines box', 'en').map((p) => p.id)).toEqual([2]);
    expect(searchPages(pages, '  ', 'en')).toHaveLength(2);
  });
});
