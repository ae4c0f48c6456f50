import { describe, expect, it } from 'vitest';
import type { ResolvedPage } from '../../../schemas/api/pages.ts';
import { robotsTxt } from './robots-txt.ts';
import { sitemapEntries, type SitemapPage } from './sitemap-entries.ts';
import { sitemapXml } from './sitemap-xml.ts';

const page = (fr: string, en: string, extra: Partial<SitemapPage> = {}): SitemapPage => ({
  isValid: true, isText: false, showInMenu: true, link: { type: 'NONE' }, paths: { fr: fr, en }, children: [], ...extra,
});

describe('sitemapEntries', () => {
  it('keeps fixed routes and valid pages, in the menu or not, skips text parents but keeps their children, drops invalid branches', () => {
    const tree = [
      page('/voyages-organises', '/en/organised-trips', { children: [page('/voyages-organises/a', '/en/organised-trips/a')] }),
      page('/entreprise', '/en/company', { isText: true, children: [page('/entreprise/notre-histoire', '/en/company/our-history')] }),
      page('/cache', '/en/hidden', { showInMenu: false, children: [page('/cache/x', '/en/hidden/x')] }),
      page('/brouillon', '/en/draft', { isValid: false, children: [page('/brouillon/x', '/en/draft/x')] }),
      page('/ailleurs', '/en/elsewhere', { link: { type: 'EXTERNAL' } }),
      page('/vins/boutique', '/en/wines/shop', { link: { type: 'INTERNAL' } }),
    ];
    const frPaths = sitemapEntries(tree).map((entry) => entry.paths.fr);
    expect(frPaths.slice(0, 6)).toEqual(['/', '/legal-notice', '/privacy-policy', '/cookie-policy', '/sale-terms', '/use-terms']);
    expect(frPaths.slice(6)).toEqual(['/voyages-organises', '/voyages-organises/a', '/entreprise/notre-histoire', '/cache', '/cache/x']);
  });

  it('accepts the GET /page tree as served, giving the fixed routes for an empty tree', () => {
    const tree: ResolvedPage[] = [];
    expect(sitemapEntries(tree)).toHaveLength(6);
  });

  it('dates each page by its layout and lists the quote form only where the site gives it a layout', () => {
    const tree = [page('/nos-vins', '/en/our-wines', { url: 'nos-vins', cms: { route: 'vins' } }), page('/contact', '/en/contact', { url: 'contact' })];
    const dates: Record<string, string> = { home: '2026-11-01', vins: '2026-10-02' };
    const entries = sitemapEntries(tree, { lastmod: (layout) => dates[layout] ?? null, hasLayout: (layout) => layout === 'demander-un-devis' });
    expect(entries.map((entry) => [entry.paths.fr, entry.lastmod])).toEqual([
      ['/', '2026-11-01'],
      ['/legal-notice', null],
      ['/privacy-policy', null],
      ['/cookie-policy', null],
      ['/sale-terms', null],
      ['/use-terms', null],
      ['/demander-un-devis', null],
      ['/nos-vins', '2026-10-02'],
      ['/contact', null],
    ]);
  });

  it('rejects a tree that is not an array', () => {
    expect(() => sitemapEntries({} as never)).toThrow(/array/);
  });
});

describe('sitemapXml', () => {
  it('lists each page in both languages with xhtml alternates and escapes XML', () => {
    const xml = sitemapXml({
      origin: 'https://domaine.example',
      entries: [{ paths: { fr: '/vins?a=1&b=2', en: '/en/wines' }, lastmod: '2026-11-21' }],
    });
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://domaine.example/vins?a=1&amp;b=2</loc>');
    expect(xml).toContain('<loc>https://domaine.example/en/wines</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.match(/hreflang="x-default" href="https:\/\/domaine.example\/vins\?a=1&amp;b=2"/g)).toHaveLength(2);
    expect(xml).toContain('<lastmod>2026-11-21</lastmod>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('rejects a lastmod that is not a date', () => {
    expect(() => sitemapXml({ origin: 'https://a.example', entries: [{ paths: { fr: '/', en: '/en' }, lastmod: 'yesterday' }] })).toThrow(/lastmod/);
  });
});

describe('robotsTxt', () => {
  it('points at the sitemap and keeps private areas out', () => {
    const text = robotsTxt('https://autocars.example/');
    expect(text).toContain('Sitemap: https://autocars.example/sitemap.xml');
    expect(text).toContain('Disallow: /account');
    expect(text).toMatch(/^User-agent: \*/);
  });
});
