import { describe, expect, it } from 'vitest';
import { sitemapFiles } from './sitemap-files.ts';

const entry = (n: number) => ({ paths: { fr: `/page-${n}`, en: `/en/page-${n}` }, lastmod: '2026-11-21' });

describe('sitemapFiles', () => {
  it('gives one urlset while every page fits', () => {
    const files = sitemapFiles('https://a.example', [entry(1), entry(2)], 2);
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('<urlset');
    expect(files[0]!.match(/<url>/g)).toHaveLength(4);
  });

  it('splits a larger site under a sitemap index listing its parts, every page in exactly one part', () => {
    const files = sitemapFiles('https://a.example/', [1, 2, 3, 4, 5].map(entry), 2);
    expect(files).toHaveLength(4);
    expect(files[0]).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...files[0]!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://a.example/sitemap-1.xml',
      'https://a.example/sitemap-2.xml',
      'https://a.example/sitemap-3.xml',
    ]);
    const locs = files.slice(1).flatMap((file) => [...file.matchAll(/<loc>https:\/\/a\.example\/(page-\d)<\/loc>/g)].map((match) => match[1]));
    expect(locs).toEqual(['page-1', 'page-2', 'page-3', 'page-4', 'page-5']);
  });
});
