import { describe, expect, it } from 'vitest';
import { detailSitemapEntries } from './detail-sitemap-entries.ts';

describe('detailSitemapEntries', () => {
  it('lists each record at its canonical path in both languages, paired by id, dated by its own day else its file', () => {
    const entries = detailSitemapEntries([
      {
        target: { kind: 'element', list: 'minibus' },
        records: { fr: [{ id: 12, title: 'Minibus affaires 8 places avec chauffeur' }], en: [{ id: 12, title: 'Business minibus, 8 seats, with driver' }] },
        fileDate: '2026-11-02',
      },
      {
        target: { kind: 'news' },
        records: {
          fr: [{ id: 4, title: 'Taille', slug: 'taille-de-la-vigne', date: '2026-01-15' }, { id: 5, title: 'Seulement en français' }],
          en: [{ id: 4, title: 'Pruning', slug: 'winter-pruning', date: '2026-01-15' }],
        },
        fileDate: '2026-11-02',
      },
    ]);
    expect(entries).toEqual([
      { paths: { fr: '/minibus/minibus-affaires-8-places-avec-chauffeur/12', en: '/en/minibus/business-minibus-8-seats-with-driver/12' }, lastmod: '2026-11-02' },
      { paths: { fr: '/news/taille-de-la-vigne/4', en: '/en/news/winter-pruning/4' }, lastmod: '2026-01-15' },
    ]);
  });

  it('lists one page per product: a wine\'s declination and vintage pages name the wine\'s page as canonical and are left out', () => {
    const wine = (name: string) => ({ id: 1, name, productType: 'WINE', declination: [{ id: 101, year: 2024 }, { id: 103, year: 2023 }] });
    const entries = detailSitemapEntries([
      {
        target: { kind: 'product' },
        records: {
          fr: [wine('Les Schistes'), { id: 4, name: 'Gros Plant', productType: 'WINE', declination: [{ id: 401 }] }, { id: 12, name: 'Carafe à décanter', productType: 'OTHER', declination: [{ id: 1201 }, { id: 1202 }] }],
          en: [wine('Les Schistes'), { id: 4, name: 'Gros Plant', productType: 'WINE', declination: [{ id: 401 }] }, { id: 12, name: 'Hand-blown decanter', productType: 'OTHER', declination: [{ id: 1201 }, { id: 1202 }] }],
        },
        fileDate: null,
      },
    ]);
    expect(entries.map((entry) => entry.paths.fr)).toEqual([
      '/wines/les-schistes/1',
      '/wines/gros-plant/4',
      '/products/carafe-a-decanter/12',
    ]);
    expect(entries.at(-1)).toEqual({ paths: { fr: '/products/carafe-a-decanter/12', en: '/en/products/hand-blown-decanter/12' }, lastmod: null });
  });
});
