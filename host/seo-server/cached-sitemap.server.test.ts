import { describe, expect, it, vi } from 'vitest';
import { cachedSitemap, SITEMAP_KEEP_MS } from './cached-sitemap.server.ts';

describe('cachedSitemap', () => {
  it('builds a site map once while its sources are the same objects, again when one is a new version or after a while', () => {
    const tree = { pages: [] };
    const news = { news: [] };
    const build = vi.fn(() => [`<urlset>${build.mock.calls.length}</urlset>`]);
    expect(cachedSitemap('cache-test', [tree, news], 0, build)).toEqual(['<urlset>1</urlset>']);
    expect(cachedSitemap('cache-test', [tree, news], 1000, build)).toEqual(['<urlset>1</urlset>']);
    expect(build).toHaveBeenCalledTimes(1);
    expect(cachedSitemap('cache-test', [tree, { news: [] }], 2000, build)).toEqual(['<urlset>2</urlset>']);
    expect(cachedSitemap('cache-test', [tree], 3000, build)).toEqual(['<urlset>3</urlset>']);
    expect(cachedSitemap('cache-test', [tree], 3000 + SITEMAP_KEEP_MS, build)).toEqual(['<urlset>4</urlset>']);
    expect(cachedSitemap('other-site', [tree], 3000 + SITEMAP_KEEP_MS, build)).toEqual(['<urlset>5</urlset>']);
  });
});
